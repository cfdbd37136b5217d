import { base64ToBytes, bytesToBase64 } from '../encoding.ts'
import type { SatsConnectProvider } from '../satsConnect.ts'
import { signMessageWith, signPsbtWith, type TestKey } from './keys.ts'

type Handler = (params: unknown) => unknown

export interface SatsConnectDouble {
  provider: SatsConnectProvider
  calls: { method: string; params: unknown }[]
  emit(event: string, payload?: unknown): void
  /** Whether the visitor granted access (wallet_getAccount answers only then). */
  granted: boolean
}

/**
 * A sats-connect provider (WBIP) signing with a test key, listed in `btc_providers` at `id` on `win`. Every
 * answer is a JSON-RPC envelope; `overrides` replace a method's result (a thrown `{code, message}` becomes an
 * error envelope).
 */
export function installSatsConnectDouble(
  win: object,
  info: { id: string; name: string; icon?: string },
  key: TestKey,
  overrides: Record<string, Handler> = {},
): SatsConnectDouble {
  const calls: SatsConnectDouble['calls'] = []
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const addresses = () => ({
    addresses: [
      { address: key.payment, publicKey: key.publicKeyHex, purpose: 'payment', addressType: 'p2wpkh' },
      { address: key.ordinals, publicKey: key.xOnlyHex, purpose: 'ordinals', addressType: 'p2tr' },
    ],
    network: { bitcoin: { name: 'Regtest' } },
  })
  const double: SatsConnectDouble = {
    calls,
    granted: false,
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
    provider: {
      async request(method, params) {
        calls.push({ method, params })
        const handlers: Record<string, Handler> = {
          getInfo: () => ({ version: '1.0.0', methods: Object.keys(handlers) }),
          getAddresses: () => {
            double.granted = true
            return addresses()
          },
          wallet_getAccount: () => {
            if (!double.granted) throw { code: -32002, message: 'Access denied' }
            return addresses()
          },
          wallet_renouncePermissions: () => {
            double.granted = false
            return null
          },
          signMessage: (p) => {
            const { address, message } = p as { address: string; message: string }
            return { signature: signMessageWith(key, address, message), address, protocol: 'BIP322' }
          },
          signPsbt: (p) => ({
            psbt: bytesToBase64(signPsbtWith(key, base64ToBytes((p as { psbt: string }).psbt))),
          }),
          ...overrides,
        }
        const handler = handlers[method]
        try {
          if (!handler) throw { code: -32601, message: 'Method not found' }
          return { jsonrpc: '2.0', id: calls.length, result: await handler(params) }
        } catch (error) {
          return { jsonrpc: '2.0', id: calls.length, error }
        }
      },
      addListener(event, listener) {
        const set = listeners.get(event) ?? new Set()
        set.add(listener)
        listeners.set(event, set)
        return () => set.delete(listener)
      },
    },
  }
  const target = win as Record<string, unknown>
  const path = info.id.split('.')
  let node = target
  for (const part of path.slice(0, -1)) {
    node[part] ??= {}
    node = node[part] as Record<string, unknown>
  }
  node[path.at(-1) as string] = double.provider
  target.btc_providers = [...((target.btc_providers as unknown[]) ?? []), info]
  return double
}
