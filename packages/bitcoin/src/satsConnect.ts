import { type ReportedAddress, toBitcoinAccounts } from './accounts.ts'
import { chainOfSatsConnectName } from './chains.ts'
import { base64ToBytes, bytesToBase64, signatureToBase64 } from './encoding.ts'
import { SatsConnectRpcError } from './errors.ts'
import type { BitcoinWallet } from './wallet.ts'

/** What a wallet lists about itself in `window.btc_providers` (WBIP004). */
export interface SatsConnectProviderInfo {
  /** Dotted path of the provider object on `window` (`XverseProviders.BitcoinProvider`). */
  id: string
  name: string
  icon?: string
  webUrl?: string
  methods?: string[]
}

/** The provider object: `request` resolves to a JSON-RPC envelope instead of throwing. */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?(event: string, listener: (payload: unknown) => void): (() => void) | undefined
}

/** sats-connect's "user rejected" code; EIP-1193 says 4001, which is what the kit's errors understand. */
const USER_REJECTION = -32000
const USER_REJECTED_REQUEST = 4001

/** The sats-connect providers a window lists, each with its provider object (found at its dotted `id`). */
export function findSatsConnectProviders(
  target: object,
): { info: SatsConnectProviderInfo; provider: SatsConnectProvider }[] {
  const listed = (target as { btc_providers?: unknown }).btc_providers
  if (!Array.isArray(listed)) return []
  return listed.flatMap((entry: unknown) => {
    const info = entry as Partial<SatsConnectProviderInfo> | null
    if (!info || typeof info.id !== 'string' || typeof info.name !== 'string' || !info.name) return []
    const provider = info.id
      .split('.')
      .reduce<unknown>(
        (node, key) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
        target,
      )
    if (!provider || typeof (provider as SatsConnectProvider).request !== 'function') return []
    return [{ info: info as SatsConnectProviderInfo, provider: provider as SatsConnectProvider }]
  })
}

interface AddressesResult {
  addresses?: ReportedAddress[]
  network?: { bitcoin?: { name?: string } }
}

/**
 * A sats-connect provider seen as a BitcoinWallet, speaking its protocol directly (the sats-connect package
 * is 88 kB gzip): `getInfo` first, as sats-connect does, then `getAddresses` for payment and ordinals,
 * `signMessage` with `protocol: 'BIP322'`, `sendTransfer` and `signPsbt`.
 */
export function satsConnectBitcoinWallet(provider: SatsConnectProvider): BitcoinWallet {
  let info: Promise<{ methods?: string[] } | undefined> | undefined

  async function call<T>(method: string, params?: unknown): Promise<T> {
    const envelope = (await provider.request(method, params ?? null)) as
      | { result?: T; error?: { code?: unknown; message?: unknown } }
      | undefined
    if (envelope?.error) {
      const code = typeof envelope.error.code === 'number' ? envelope.error.code : undefined
      const message =
        typeof envelope.error.message === 'string' ? envelope.error.message : 'The wallet refused'
      throw new SatsConnectRpcError(message, code === USER_REJECTION ? USER_REJECTED_REQUEST : code)
    }
    return envelope?.result as T
  }

  /** The wallet's getInfo, asked once before anything else (as sats-connect does). */
  function walletInfo(): Promise<{ methods?: string[] } | undefined> {
    info ??= call<{ methods?: string[] }>('getInfo').catch(() => undefined)
    return info
  }

  async function request<T>(method: string, params?: unknown): Promise<T> {
    await walletInfo()
    return call<T>(method, params)
  }

  function connected(result: AddressesResult | ReportedAddress[] | undefined) {
    const list = Array.isArray(result) ? result : (result?.addresses ?? [])
    const accounts = toBitcoinAccounts(list)
    const name = Array.isArray(result) ? undefined : result?.network?.bitcoin?.name
    const chain = name ? chainOfSatsConnectName(name)?.reference : undefined
    return { accounts, chain }
  }

  return {
    async connect({ silent }) {
      if (silent) {
        const methods = (await walletInfo())?.methods
        if (methods && !methods.includes('wallet_getAccount')) return undefined
        // Only a grant the wallet still holds: wallet_getAccount answers without a prompt, or refuses.
        const result = await call<AddressesResult>('wallet_getAccount').catch(() => undefined)
        const restored = connected(result)
        return restored.accounts.length > 0 ? restored : undefined
      }
      const result = connected(
        await request<AddressesResult>('getAddresses', { purposes: ['payment', 'ordinals'] }),
      )
      if (result.accounts.length === 0) throw new Error('The wallet returned no bitcoin address')
      return result
    },

    async disconnect() {
      await request('wallet_renouncePermissions').catch(() => undefined)
    },

    async signMessage({ address, message }) {
      const result = await request<{ signature?: unknown }>('signMessage', {
        address,
        message,
        protocol: 'BIP322',
      })
      return signatureToBase64(result?.signature)
    },

    async sendTransfer({ to, amount }) {
      const result = await request<{ txid?: unknown }>('sendTransfer', {
        recipients: [{ address: to, amount: Number(amount) }],
      })
      if (typeof result?.txid !== 'string') throw new Error('The wallet returned no txid')
      return result.txid
    },

    async signPsbt({ psbt, inputs }) {
      const signInputs: Record<string, number[]> = {}
      for (const { address, index } of inputs) signInputs[address] = [...(signInputs[address] ?? []), index]
      const result = await request<{ psbt?: unknown }>('signPsbt', {
        psbt: bytesToBase64(psbt),
        signInputs,
        broadcast: false,
      })
      if (typeof result?.psbt !== 'string') throw new Error('The wallet returned no signed PSBT')
      return base64ToBytes(result.psbt)
    },

    subscribe(events) {
      if (typeof provider.addListener !== 'function') return () => {}
      const offs = [
        provider.addListener('accountChange', () => {
          void call<AddressesResult>('wallet_getAccount')
            .then((result) => events.accountsChanged(connected(result).accounts.map((a) => a.address)))
            .catch(() => events.accountsChanged([]))
        }),
        provider.addListener('networkChange', (payload) => {
          const name = (payload as { bitcoin?: { name?: unknown } } | undefined)?.bitcoin?.name
          const chain = typeof name === 'string' ? chainOfSatsConnectName(name) : undefined
          if (chain) events.chainChanged(chain.reference)
        }),
        provider.addListener('disconnect', () => events.disconnect()),
      ]
      return () => {
        for (const off of offs) if (typeof off === 'function') off()
      }
    },
  }
}
