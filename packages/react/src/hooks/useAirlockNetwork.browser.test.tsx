import { airlockDevnet, sepolia } from '@airlock/core'
import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testConnector } from '../../../core/src/test/fakeAdapter.ts'
import { renderHookWithKit } from '../test/renderWithKit.tsx'
import { useAirlockNetwork } from './useAirlockNetwork.ts'

describe('useAirlockNetwork', () => {
  it('starts on the first configured network and lists them all', () => {
    const { result } = renderHookWithKit(() => useAirlockNetwork())
    expect(result.current.caipNetworkId).toBe('eip155:31337')
    expect(result.current.chainId).toBe(airlockDevnet.id)
    expect(result.current.networks.map((network) => network.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:11155111',
    ])
    expect(result.current.isUnsupported).toBe(false)
  })

  it('switches the connected wallet’s network, and the hook follows', async () => {
    const { result, airlock, fake } = renderHookWithKit(() => useAirlockNetwork())
    await act(() => airlock.connect(testConnector))
    const sepoliaNetwork = result.current.networks.find((network) => network.id === sepolia.id)!

    await act(() => result.current.switchNetwork(sepoliaNetwork))

    expect(result.current.caipNetworkId).toBe('eip155:11155111')
    expect(result.current.chainId).toBe(sepolia.id)
    expect(fake.calls.filter((call) => call.method === 'switchNetwork')).toHaveLength(1)
  })

  it('stays on its network when the wallet refuses the switch', async () => {
    const { result, airlock, fake } = renderHookWithKit(() => useAirlockNetwork())
    await act(() => airlock.connect(testConnector))
    fake.state.switchError = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const sepoliaNetwork = result.current.networks.find((network) => network.id === sepolia.id)!

    let switched: unknown
    await act(async () => {
      switched = await result.current.switchNetwork(sepoliaNetwork).catch((error: unknown) => error)
    })

    expect(switched).toBe(false)
    expect(result.current.caipNetworkId).toBe('eip155:31337')
  })
})
