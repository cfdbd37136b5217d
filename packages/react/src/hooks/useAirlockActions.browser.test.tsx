import { sepolia } from '@airlock/core'
import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FAKE_SIGNATURE, FAKE_TX_HASH, testConnector } from '../../../core/src/test/fakeAdapter.ts'
import { renderHookWithKit } from '../test/renderWithKit.tsx'
import { useAirlockAccount } from './useAirlockAccount.ts'
import { useAirlockActions } from './useAirlockActions.ts'
import { useAirlockNetwork } from './useAirlockNetwork.ts'

/** The three hooks a dapp's wallet panel would use together. */
const useWalletPanel = () => ({
  account: useAirlockAccount(),
  network: useAirlockNetwork(),
  actions: useAirlockActions(),
})

describe('useAirlockActions', () => {
  it('signs and sends through the connected wallet', async () => {
    const { result, airlock, fake } = renderHookWithKit(useWalletPanel)
    await act(() => airlock.connect(testConnector))

    await expect(result.current.actions.signMessage('Hello Airlock')).resolves.toBe(FAKE_SIGNATURE)
    await expect(
      result.current.actions.sendTransaction({ to: '0x2222222222222222222222222222222222222222', value: 1n }),
    ).resolves.toBe(FAKE_TX_HASH)
    expect(fake.calls.find((call) => call.method === 'signMessage')?.params).toMatchObject({
      message: 'Hello Airlock',
    })
  })

  it('switches network and disconnects, and the account and network hooks follow', async () => {
    const { result, airlock } = renderHookWithKit(useWalletPanel)
    await act(() => airlock.connect(testConnector))
    expect(result.current.account.isConnected).toBe(true)

    const target = result.current.network.networks.find((network) => network.id === sepolia.id)!
    await act(() => result.current.actions.switchNetwork(target))
    expect(result.current.network.chainId).toBe(sepolia.id)
    expect(result.current.account.caipAddress).toBe(
      'eip155:11155111:0x1111111111111111111111111111111111111111',
    )

    await act(() => result.current.actions.disconnect())
    expect(result.current.account).toMatchObject({ isConnected: false, address: undefined })
  })

  it('refuses to sign with nothing connected, with an error the dapp can show', async () => {
    const { result } = renderHookWithKit(useWalletPanel)
    await expect(result.current.actions.signMessage('Hello')).rejects.toThrow()
  })
})
