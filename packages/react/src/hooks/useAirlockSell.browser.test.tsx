import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderHookWithKit, testKitWithWallet } from '../test/renderWithKit.tsx'
import { useAirlockSell } from './useAirlockSell.ts'

describe('useAirlockSell', () => {
  it('tells whether Sell is on (features.offramp)', () => {
    expect(renderHookWithKit(useAirlockSell).result.current.enabled).toBe(false)
    const on = testKitWithWallet({ features: { offramp: true } })
    expect(renderHookWithKit(useAirlockSell, on).result.current.enabled).toBe(true)
  })

  it('follows the off-ramp store as its actions change it', async () => {
    const { result, airlock } = renderHookWithKit(
      useAirlockSell,
      testKitWithWallet({ features: { offramp: true } }),
    )
    expect(result.current).toMatchObject({ sellAmount: '', sale: { status: 'idle' } })

    await act(() => result.current.setBankDetails({ holderName: 'Ada Lovelace', iban: 'DE89 3704' }))
    expect(result.current.bankDetails).toMatchObject({ holderName: 'Ada Lovelace', iban: 'DE89 3704' })
    expect(airlock.offramp.getState().bankDetails).toBe(result.current.bankDetails)

    // A kit without the cloud cannot sell: the hook shows the error the Sell view shows.
    await act(() => result.current.init())
    await waitFor(() =>
      expect(result.current.error).toBe('Selling crypto needs the Airlock cloud: set cloudUrl and projectId'),
    )
  })

  it('keeps its value while the store does not change, so memoised children do not redraw', () => {
    const { result, rerender } = renderHookWithKit(useAirlockSell)
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
  })
})
