import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testConnector } from '../../../core/src/test/fakeAdapter.ts'
import { renderHookWithKit } from '../test/renderWithKit.tsx'
import { useAirlockAccount } from './useAirlockAccount.ts'

describe('useAirlockAccount', () => {
  it('is disconnected, then connected with the wallet’s address and balance, then disconnected again', async () => {
    const { result, airlock } = renderHookWithKit(() => useAirlockAccount())
    expect(result.current).toMatchObject({ isDisconnected: true, isConnected: false, address: undefined })

    await act(() => airlock.connect(testConnector))
    await waitFor(() => expect(result.current.balance).toBe('1.5'))
    expect(result.current).toMatchObject({
      status: 'connected',
      isConnected: true,
      address: '0x1111111111111111111111111111111111111111',
      addresses: ['0x1111111111111111111111111111111111111111'],
      caipAddress: 'eip155:31337:0x1111111111111111111111111111111111111111',
      balanceSymbol: 'ETH',
    })
    expect(result.current.connector?.name).toBe('Test Wallet')

    await act(() => airlock.disconnect())
    expect(result.current).toMatchObject({ isDisconnected: true, address: undefined, balance: undefined })
  })

  it('says connecting while the wallet has not answered', async () => {
    const { result, airlock, fake } = renderHookWithKit(() => useAirlockAccount())
    let answer = () => {}
    const connect = fake.adapter.connect.bind(fake.adapter)
    fake.adapter.connect = (params) =>
      new Promise((resolve) => {
        answer = () => resolve(connect(params))
      })
    let connecting: Promise<unknown> = Promise.resolve()
    act(() => {
      connecting = airlock.connect(testConnector)
    })
    await waitFor(() => expect(result.current.isConnecting).toBe(true))
    await act(async () => {
      answer()
      await connecting
    })
    expect(result.current.isConnected).toBe(true)
  })
})
