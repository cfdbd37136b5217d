import type { Wallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { hexToBytes } from '../encoding.ts'
import { signMessageWith, signPsbtWith, type TestKey } from './keys.ts'

export const ICON = 'data:image/svg+xml;base64,PHN2Zy8+' as const

export interface StandardWalletDouble {
  wallet: Wallet
  calls: { feature: string; input: unknown }[]
  /** Fires the wallet's `standard:events` change with new accounts. */
  change(accounts: WalletAccount[]): void
  /** Makes the wallet report its accounts as already granted (for silent reconnects). */
  grant(): void
}

/**
 * A Wallet Standard bitcoin wallet signing with a test key: `bitcoin:connect` grants the key's payment (p2wpkh)
 * and ordinals (p2tr) addresses with their purposes, `bitcoin:signMessage` answers BIP-322, and
 * `bitcoin:signTransaction` signs PSBTs.
 */
export function createStandardWalletDouble(
  name: string,
  key: TestKey,
  options: { chain?: `bitcoin:${string}`; features?: 'bitcoin' | 'standard-only'; reject?: boolean } = {},
): StandardWalletDouble {
  const chain = options.chain ?? 'bitcoin:regtest'
  const calls: StandardWalletDouble['calls'] = []
  const listeners = new Set<(change: { accounts?: readonly WalletAccount[] }) => void>()
  const account = (address: string, publicKey: string, purpose: string): WalletAccount =>
    Object.assign(
      {
        address,
        publicKey: hexToBytes(publicKey),
        chains: [chain] as const,
        features: ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const,
      },
      { purpose },
    )
  const all = [
    account(key.payment, key.publicKeyHex, 'payment'),
    account(key.ordinals, key.xOnlyHex, 'ordinals'),
  ]
  let granted: WalletAccount[] = []
  const refuse = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: async (input?: { silent?: boolean }) => {
        calls.push({ feature: 'standard:connect', input })
        if (input?.silent) return { accounts: granted }
        if (options.reject) throw refuse()
        granted = all
        return { accounts: granted }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => {
        calls.push({ feature: 'standard:disconnect', input: undefined })
        granted = []
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (_event: 'change', listener: (change: { accounts?: readonly WalletAccount[] }) => void) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      signMessage: async (
        ...inputs: { account: WalletAccount; message: Uint8Array; protocol?: string }[]
      ) => {
        calls.push({ feature: 'bitcoin:signMessage', input: inputs })
        if (options.reject) throw refuse()
        return inputs.map(({ account, message }) => {
          const text = new TextDecoder().decode(message)
          const base64 = signMessageWith(key, account.address, text)
          return { signedMessage: message, signature: Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)) }
        })
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      signTransaction: async (...inputs: { psbt: Uint8Array; inputsToSign: unknown[]; chain?: string }[]) => {
        calls.push({ feature: 'bitcoin:signTransaction', input: inputs })
        if (options.reject) throw refuse()
        return inputs.map(({ psbt }) => ({ signedPsbt: signPsbtWith(key, psbt) }))
      },
    },
  }
  if (options.features !== 'standard-only') {
    features['bitcoin:connect'] = {
      version: '1.0.0',
      connect: async (input: { purposes: string[] }) => {
        calls.push({ feature: 'bitcoin:connect', input })
        if (options.reject) throw refuse()
        granted = all.filter((a) => input.purposes.includes((a as unknown as { purpose: string }).purpose))
        return { accounts: granted }
      },
    }
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: ICON,
    chains: [chain],
    features,
    get accounts() {
      return granted
    },
  }
  return {
    wallet,
    calls,
    change(accounts) {
      granted = accounts
      for (const listener of listeners) listener({ accounts })
    },
    grant() {
      granted = all
    },
  }
}

/** A wallet with only Solana features: the bitcoin adapter must not list it. */
export function createSolanaOnlyWallet(name: string): Wallet {
  return {
    version: '1.0.0',
    name,
    icon: ICON,
    chains: ['solana:mainnet'],
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
      'solana:signMessage': {},
    },
    accounts: [],
  }
}

/**
 * Registers a wallet in the test's own registry (test/registry.ts), never the page-wide one of
 * @wallet-standard/app: unit files share modules, and that one binds to the first `window` it sees. Returns the
 * unregister.
 */
export function registerStandardWallet(registry: Wallets, wallet: Wallet): () => void {
  return registry.register(wallet)
}
