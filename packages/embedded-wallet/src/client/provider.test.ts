import { describe, expect, it, vi } from 'vitest'
import type { AppEvent, EmbeddedUser, FrameEvent } from '../shared/messages.ts'
import { RpcNotAllowedError } from './errors.ts'
import { createEmbeddedProvider, type ProviderFrameClient } from './provider.ts'

const address = '0x1111111111111111111111111111111111111111'
const user: EmbeddedUser = {
  address,
  chainId: 31337,
  accounts: [{ address, type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}

function fakeClient(answers: Partial<Record<AppEvent, unknown>>) {
  const handlers = new Map<FrameEvent, (payload: unknown) => void>()
  const calls: { event: AppEvent; payload: unknown; options: unknown }[] = []
  const client = {
    request: vi.fn(async (event: AppEvent, payload?: Record<string, unknown>, options?: unknown) => {
      calls.push({ event, payload, options })
      return answers[event]
    }),
    on(event: FrameEvent, handler: (payload: unknown) => void) {
      handlers.set(event, handler)
      return () => handlers.delete(event)
    },
  } as unknown as ProviderFrameClient
  return { client, calls, emit: (event: FrameEvent, payload: unknown) => handlers.get(event)?.(payload) }
}

describe('createEmbeddedProvider', () => {
  it('answers accounts and chain id from the user', async () => {
    const { client } = fakeClient({
      IS_CONNECTED: { isConnected: true },
      GET_USER: user,
      GET_CHAIN_ID: { chainId: 1 },
    })
    const provider = createEmbeddedProvider(client)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('has no accounts when signed out, and eth_requestAccounts says so with 4100', async () => {
    const { client } = fakeClient({ IS_CONNECTED: { isConnected: false } })
    const provider = createEmbeddedProvider(client)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4100 })
  })

  it('asks the frame again on eth_requestAccounts after a sign-out: the next login may not have been told yet', async () => {
    const answers: Partial<Record<AppEvent, unknown>> = {
      IS_CONNECTED: { isConnected: true },
      GET_USER: user,
    }
    const { client, emit } = fakeClient(answers)
    const provider = createEmbeddedProvider(client)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    emit('SESSION_UPDATE', null)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    // Signed in again in the frame; its SESSION_UPDATE has not arrived when the kit connects.
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address])
    answers.IS_CONNECTED = { isConnected: false }
    emit('SESSION_UPDATE', null)
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4100 })
  })

  it('routes allowed methods to RPC_REQUEST, unsafe ones without a timeout', async () => {
    const { client, calls } = fakeClient({ GET_CHAIN_ID: { chainId: 31337 }, RPC_REQUEST: '0x1' })
    const provider = createEmbeddedProvider(client)
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x1')
    await provider.request({ method: 'personal_sign', params: ['0x68', address] })
    const rpc = calls.filter((call) => call.event === 'RPC_REQUEST')
    expect(rpc[0]).toEqual({
      event: 'RPC_REQUEST',
      payload: { method: 'eth_blockNumber', params: [], chainId: 31337 },
      options: {},
    })
    expect(rpc[1]?.options).toEqual({ timeoutMs: 0 })
  })

  it('refuses methods on neither list before they reach the frame', async () => {
    const { client, calls } = fakeClient({})
    const provider = createEmbeddedProvider(client)
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toBeInstanceOf(
      RpcNotAllowedError,
    )
    expect(calls).toEqual([])
  })

  it('switches network through SWITCH_NETWORK and emits chainChanged', async () => {
    const { client, calls } = fakeClient({ GET_CHAIN_ID: { chainId: 1 }, SWITCH_NETWORK: { chainId: 31337 } })
    const provider = createEmbeddedProvider(client)
    const changed = vi.fn()
    provider.on('chainChanged', changed)
    await provider.request({ method: 'eth_chainId' })
    expect(
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
    ).toBeNull()
    expect(calls.at(-1)).toMatchObject({ event: 'SWITCH_NETWORK', payload: { chainId: 31337 } })
    expect(changed).toHaveBeenCalledWith('0x7a69')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('emits accountsChanged and disconnect from session updates', async () => {
    const { client, emit } = fakeClient({})
    const provider = createEmbeddedProvider(client)
    const accounts = vi.fn()
    const disconnect = vi.fn()
    provider.on('accountsChanged', accounts)
    provider.on('disconnect', disconnect)
    emit('SESSION_UPDATE', user)
    expect(accounts).toHaveBeenLastCalledWith([address])
    provider.removeListener('accountsChanged', accounts)
    emit('SESSION_UPDATE', null)
    expect(accounts).toHaveBeenCalledTimes(1)
    expect(disconnect).toHaveBeenCalledWith(expect.objectContaining({ code: 4900 }))
  })
})
