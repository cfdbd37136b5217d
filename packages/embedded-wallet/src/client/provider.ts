import { embeddedRpcMethodKind } from '@airlock/protocol/rpc-methods'
import type { AppEvent, AppEventResults, EmbeddedUser, FrameEvent } from '../shared/messages.ts'
import { EmbeddedWalletError, RpcNotAllowedError } from './errors.ts'

/** The part of the frame client the provider uses (a FrameClient fits). */
export interface ProviderFrameClient {
  request<E extends AppEvent>(
    event: E,
    payload?: Record<string, unknown>,
    options?: { timeoutMs?: number },
  ): Promise<AppEventResults[E]>
  on(event: FrameEvent, handler: (payload: unknown) => void): () => void
}

export type EmbeddedProviderEvent = 'accountsChanged' | 'chainChanged' | 'disconnect'

export interface EmbeddedProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: EmbeddedProviderEvent, listener: (value: unknown) => void): void
  removeListener(event: EmbeddedProviderEvent, listener: (value: unknown) => void): void
}

const toHex = (chainId: number) => `0x${chainId.toString(16)}`

function parseChainId(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return Number.parseInt(value, 16)
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value)
  return undefined
}

/**
 * An EIP-1193 provider over the frame: accounts and chain come from the frame's user, network switches go
 * through SWITCH_NETWORK, and every other allowed method is an RPC_REQUEST (the unsafe ones wait for the
 * visitor's click in the frame, so they have no timeout). Methods on neither allow-list are refused here.
 *
 * @example
 * ```ts
 * const provider = createEmbeddedProvider(client)
 * const [address] = (await provider.request({ method: 'eth_accounts' })) as `0x${string}`[]
 * // Opens the frame's approval card; rejects with code 4001 when the visitor clicks Reject.
 * const signature = await provider.request({ method: 'personal_sign', params: ['0x6869', address] })
 * provider.on('accountsChanged', (accounts) => console.log(accounts))
 * ```
 */
export function createEmbeddedProvider(client: ProviderFrameClient): EmbeddedProvider {
  const listeners = new Map<EmbeddedProviderEvent, Set<(value: unknown) => void>>()
  let user: EmbeddedUser | null | undefined
  let chainId: number | undefined

  function emit(event: EmbeddedProviderEvent, value: unknown) {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }

  function setUser(next: EmbeddedUser | null) {
    const before = user?.address
    user = next
    if (next && chainId !== next.chainId) {
      const changed = chainId !== undefined
      chainId = next.chainId
      if (changed) emit('chainChanged', toHex(next.chainId))
    }
    if (before !== next?.address) emit('accountsChanged', next ? [next.address] : [])
    if (!next && before)
      emit('disconnect', new EmbeddedWalletError('The embedded wallet signed out', { code: 4900 }))
  }

  client.on('SESSION_UPDATE', (payload) => setUser(payload as EmbeddedUser | null))

  /**
   * The signed-in user, as last heard. `ask` asks the frame again when the last word was "signed out":
   * eth_requestAccounts comes right after a login, and the login's SESSION_UPDATE may still be on its way
   * (the frame reads the account's chain state first), so a stale "signed out" must not refuse it.
   */
  async function currentUser(ask = false): Promise<EmbeddedUser | null> {
    if (user !== undefined && !(ask && user === null)) return user
    const { isConnected } = await client.request('IS_CONNECTED', {})
    setUser(isConnected ? await client.request('GET_USER', {}) : null)
    return user ?? null
  }

  async function currentChainId(): Promise<number> {
    if (chainId !== undefined) return chainId
    chainId = (await client.request('GET_CHAIN_ID', {})).chainId
    return chainId
  }

  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts': {
          const current = await currentUser()
          return current ? [current.address] : []
        }
        case 'eth_requestAccounts': {
          const current = await currentUser(true)
          if (!current)
            throw new EmbeddedWalletError('The embedded wallet is not connected', {
              details: 'Connect with email first',
              code: 4100,
            })
          return [current.address]
        }
        case 'eth_chainId':
          return toHex(await currentChainId())
        case 'wallet_switchEthereumChain': {
          const [target] = Array.isArray(params) ? params : []
          const next = parseChainId((target as { chainId?: unknown } | undefined)?.chainId)
          if (next === undefined)
            throw new EmbeddedWalletError('Invalid chain id', {
              details: JSON.stringify(target),
              code: -32602,
            })
          const switched = await client.request('SWITCH_NETWORK', { chainId: next })
          if (switched.chainId !== chainId) {
            chainId = switched.chainId
            if (user) user = { ...user, chainId: switched.chainId }
            emit('chainChanged', toHex(switched.chainId))
          }
          return null
        }
      }
      const kind = embeddedRpcMethodKind(method)
      if (kind === 'not-allowed') throw new RpcNotAllowedError(method)
      return client.request(
        'RPC_REQUEST',
        { method, params: params ?? [], chainId: await currentChainId() },
        // An approval waits for the visitor, however long they read.
        kind === 'unsafe' ? { timeoutMs: 0 } : {},
      )
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
