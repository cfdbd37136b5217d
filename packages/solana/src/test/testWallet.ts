import {
  createKeyPairFromPrivateKeyBytes,
  createSolanaRpc,
  getAddressFromPublicKey,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  signBytes,
  signTransaction,
} from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { decodeBase58 } from '../encoding.ts'
import type { StandardEventsChange } from '../standard.ts'

/** A 1x1 SVG, as wallets ship their icons. */
export const ICON = 'data:image/svg+xml;base64,PHN2Zy8+' as const

type Feature =
  | 'standard:connect'
  | 'standard:disconnect'
  | 'standard:events'
  | 'solana:signMessage'
  | 'solana:signTransaction'
  | 'solana:signAndSendTransaction'

const ALL_FEATURES: readonly Feature[] = [
  'standard:connect',
  'standard:disconnect',
  'standard:events',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
]

export interface TestWalletOptions {
  /** 32-byte Ed25519 seed, hex. */
  seedHex: string
  name?: string
  icon?: string
  chains?: readonly `${string}:${string}`[]
  features?: readonly Feature[]
  /** Where solana:signAndSendTransaction sends (the wallet's own node). */
  rpcUrl?: string
  /** Methods that refuse as Phantom does ({code: 4001}). */
  reject?: readonly string[]
}

export interface TestWallet {
  wallet: Wallet
  address: string
  keyPair: CryptoKeyPair
  /** Calls the wallet answered, by feature method. */
  calls: { method: string; input: unknown }[]
  /** Whether the page was granted access (a silent connect then succeeds). */
  authorized: boolean
  /** standard:events 'change' with new accounts (none: the wallet took access away). */
  changeAccounts(addresses: readonly string[]): void
  listenerCount(): number
}

/**
 * A Wallet Standard Solana wallet for tests: a deterministic Ed25519 key signs messages and transactions
 * (kit's WebCrypto signing), and signAndSendTransaction sends to `rpcUrl`.
 */
export async function createTestWallet(options: TestWalletOptions): Promise<TestWallet> {
  const seed = Uint8Array.from(Buffer.from(options.seedHex, 'hex'))
  const keyPair = await createKeyPairFromPrivateKeyBytes(seed)
  const address = await getAddressFromPublicKey(keyPair.publicKey)
  const publicKey = decodeBase58(address)
  const chains = options.chains ?? ['solana:mainnet', 'solana:devnet', 'solana:localnet']
  const enabled = new Set(options.features ?? ALL_FEATURES)
  const rejected = new Set(options.reject ?? [])
  const listeners = new Set<(change: StandardEventsChange) => void>()
  const calls: TestWallet['calls'] = []
  let accounts: WalletAccount[] = []

  const makeAccount = (addr: string): WalletAccount =>
    Object.freeze({
      address: addr,
      publicKey: addr === address ? publicKey : decodeBase58(addr),
      chains,
      features: [...enabled].filter((f) => f.startsWith('solana:')) as `${string}:${string}`[],
    })

  function record(method: string, input: unknown) {
    calls.push({ method, input })
    if (rejected.has(method)) {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
  }

  async function sign(bytes: Uint8Array): Promise<Uint8Array> {
    const transaction = getTransactionDecoder().decode(bytes)
    const signed = await signTransaction([keyPair], transaction)
    return new Uint8Array(getTransactionEncoder().encode(signed))
  }

  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input?: { silent?: boolean }) {
        record('connect', input)
        if (!input?.silent || state.authorized) {
          state.authorized = true
          accounts = [makeAccount(address)]
        }
        return { accounts }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        record('disconnect', undefined)
        state.authorized = false
        accounts = []
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(_event: 'change', listener: (change: StandardEventsChange) => void) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
        record('signMessage', inputs)
        return Promise.all(
          inputs.map(async ({ message }) => ({
            signedMessage: message,
            signature: new Uint8Array(await signBytes(keyPair.privateKey, message)),
            signatureType: 'ed25519' as const,
          })),
        )
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs: { transaction: Uint8Array; chain?: string }[]) {
        record('signTransaction', inputs)
        return Promise.all(
          inputs.map(async ({ transaction }) => ({ signedTransaction: await sign(transaction) })),
        )
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs: { transaction: Uint8Array; chain: string }[]) {
        record('signAndSendTransaction', inputs)
        if (!options.rpcUrl) throw new Error('This test wallet has no node to send to')
        const rpc = createSolanaRpc(options.rpcUrl)
        return Promise.all(
          inputs.map(async ({ transaction }) => {
            const signed = getTransactionDecoder().decode(await sign(transaction))
            const signature = await rpc
              .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
              .send()
            return { signature: decodeBase58(signature) }
          }),
        )
      },
    },
  }
  for (const name of Object.keys(features)) if (!enabled.has(name as Feature)) delete features[name]

  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Test Solana Wallet',
    icon: (options.icon ?? ICON) as Wallet['icon'],
    chains,
    features: features as Wallet['features'],
    get accounts() {
      return accounts
    },
  }

  const state: TestWallet = {
    wallet,
    address,
    keyPair,
    calls,
    authorized: false,
    changeAccounts(addresses) {
      accounts = addresses.map(makeAccount)
      for (const listener of [...listeners]) listener({ accounts })
    },
    listenerCount: () => listeners.size,
  }
  return state
}

/** Deterministic seeds for tests that need no funded account. */
export const TEST_SEEDS = {
  alice: '01'.repeat(32),
  bob: '02'.repeat(32),
} as const
