import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testConnector } from '../../../core/src/test/fakeAdapter.ts'
import { airlockModal, renderHookWithKit } from '../test/renderWithKit.tsx'
import { useAirlock } from './useAirlock.ts'

describe('useAirlock', () => {
  it('opens the modal on Connect while disconnected and closes it', async () => {
    const { result } = renderHookWithKit(() => useAirlock())
    expect(result.current.isOpen).toBe(false)

    act(() => result.current.open())
    expect(result.current).toMatchObject({ isOpen: true, view: 'Connect' })
    const modal = await airlockModal()
    await modal.findByRole('dialog', { name: 'Connect Wallet' })

    act(() => result.current.close())
    expect(result.current.isOpen).toBe(false)
    await waitFor(() => expect(modal.queryByRole('dialog')).toBeNull())
  })

  it('opens on Account once connected, and on the view asked for', async () => {
    const { result, airlock } = renderHookWithKit(() => useAirlock())
    await act(() => airlock.connect(testConnector))

    act(() => result.current.open())
    expect(result.current.view).toBe('Account')
    const modal = await airlockModal()
    await modal.findByRole('dialog', { name: 'Account' })

    act(() => result.current.open({ view: 'Networks' }))
    expect(result.current.view).toBe('Networks')
    await modal.findByRole('dialog', { name: 'Choose Network' })
  })
})
