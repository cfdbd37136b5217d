import {
  invalidParams,
  isLoopbackUrl,
  RpcForwarder,
  unauthorized,
  unsupportedMethod,
} from '@airlock/wallet-engine'
import { getBase58Encoder } from '@solana/kit'
import type { PolicyOptions } from '../policy.ts'
import type { RequestContext } from '../requestArguments.ts'
import { type RoleRequest, TestWalletRole } from '../roles/role.ts'
import { type SolanaKey, solanaKeyFromSeed } from './keys.ts'
import { signWireTransaction } from './transactions.ts'

/** The Solana role of createTestWallet: `solana: new TestSolanaWallet(options)`. */
export interface TestSolanaWalletOptions extends PolicyOptions<SolanaPromptedMethod> {
  /** The 32-byte Ed25519 seed, hex (e.g. `devnetSolanaAccounts[0].seedHex`). */
  seedHex: string
  /** Where solana:signAndSendTransaction sends (JSON-RPC sendTransaction); must be a loopback url. */
  rpcUrl: string
}

/**
 * The Wallet Standard chains the Solana wallet announces; the local chain is `solana:localnet`.
 *
 * @example
 * solanaWalletChains.includes('solana:localnet') // true
 */
export const solanaWalletChains: readonly string[] = Object.freeze([
  'solana:localnet',
  'solana:devnet',
  'solana:testnet',
  'solana:mainnet',
])

/**
 * The Solana requests that show a prompt, and so follow policies and rejectNext().
 *
 * @example
 * for (const method of solanaPromptedMethods) wallet.solana!.setPolicy(method, 'hang')
 */
export const solanaPromptedMethods = [
  'connect',
  'signMessage',
  'signTransaction',
  'signAndSendTransaction',
] as const

export type SolanaPromptedMethod = (typeof solanaPromptedMethods)[number]

/** A Solana account as it crosses to the page (the page turns it into a Wallet Standard account). */
export interface SolanaPageAccount {
  address: string
  /** The 32-byte public key, base64. */
  publicKey: string
}

type Params = Record<string, unknown>

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

function bytesParam(params: Params, name: string, method: string): Uint8Array {
  const value = params[name]
  if (typeof value !== 'string') throw invalidParams(`${method}: ${name} must be bytes (base64 on the wire).`)
  return new Uint8Array(Buffer.from(value, 'base64'))
}

/**
 * The Solana side of the test wallet: a Wallet Standard wallet in the page (standard:connect, standard:events,
 * solana:signMessage, solana:signTransaction, solana:signAndSendTransaction) whose key stays in Node. Reach it
 * as `wallet.solana` (or keep the instance) to script prompts and read requests, like the EVM side.
 *
 * @example
 * ```ts
 * import { createTestWallet } from '@airlock/testing'
 * import { TestSolanaWallet } from '@airlock/testing/solana'
 *
 * const solana = new TestSolanaWallet({ seedHex, rpcUrl: solanaDevnet.rpcUrl })
 * const wallet = createTestWallet({ privateKeys, chains, solana })
 * solana.rejectNext('signMessage') // the next message signature is declined with 4001
 * ```
 */
export class TestSolanaWallet extends TestWalletRole<SolanaPromptedMethod, SolanaPageAccount> {
  readonly rpcUrl: string
  readonly chains: readonly string[] = solanaWalletChains
  readonly #key: SolanaKey
  readonly #forwarder = new RpcForwarder()

  constructor(options: TestSolanaWalletOptions) {
    super('wallet.solana', solanaPromptedMethods, options)
    if (!isLoopbackUrl(options.rpcUrl)) {
      throw new Error(`TestSolanaWallet: rpcUrl must be a loopback url, got ${options.rpcUrl}.`)
    }
    this.rpcUrl = options.rpcUrl
    this.#key = solanaKeyFromSeed(options.seedHex)
  }

  /** The account's base58 address. */
  get address(): string {
    return this.#key.address
  }

  get publicKey(): Uint8Array {
    return this.#key.publicKey.slice()
  }

  protected exposedAccounts(): SolanaPageAccount[] {
    return [{ address: this.#key.address, publicKey: base64(this.#key.publicKey) }]
  }

  request(args: RoleRequest, context: RequestContext = {}): Promise<unknown> {
    return this.run(args, context, async (prompt) => {
      const method = args.method
      const params = (typeof args.params === 'object' && args.params !== null ? args.params : {}) as Params
      switch (method) {
        case 'connect': {
          // Like real wallets: a connected site is answered at once, and a silent connect never prompts.
          if (!this.isConnected && params.silent !== true) {
            await prompt()
            await this.setConnected(true)
          }
          return { accounts: this.accounts }
        }
        case 'disconnect':
          await this.setConnected(false)
          return null
        case 'signMessage': {
          this.#requireAccount(params, method)
          const message = bytesParam(params, 'message', method)
          await prompt()
          return { signedMessage: base64(message), signature: base64(this.#key.sign(message)) }
        }
        case 'signTransaction': {
          this.#requireAccount(params, method)
          this.#checkChain(params, method)
          const wire = bytesParam(params, 'transaction', method)
          await prompt()
          return { signedTransaction: base64(signWireTransaction(this.#key, wire)) }
        }
        case 'signAndSendTransaction': {
          this.#requireAccount(params, method)
          this.#checkChain(params, method)
          const wire = bytesParam(params, 'transaction', method)
          await prompt()
          const signed = signWireTransaction(this.#key, wire)
          const signature = await this.#forwarder.request(this.rpcUrl, 'sendTransaction', [
            base64(signed),
            { encoding: 'base64', ...sendOptions(params.options) },
          ])
          if (typeof signature !== 'string') {
            throw invalidParams('sendTransaction: the node answered without a signature.')
          }
          return { signature, signatureBytes: base64(new Uint8Array(getBase58Encoder().encode(signature))) }
        }
        default:
          throw unsupportedMethod(method)
      }
    })
  }

  #requireAccount(params: Params, method: string): void {
    this.requireConnected()
    if (params.account !== this.#key.address) {
      throw unauthorized(`${method}: account ${String(params.account)} is not connected to this site.`)
    }
  }

  #checkChain(params: Params, method: string): void {
    if (params.chain !== undefined && !this.chains.includes(String(params.chain))) {
      throw invalidParams(`${method}: the wallet does not know chain ${String(params.chain)}.`)
    }
  }
}

/** The Wallet Standard send options that the JSON-RPC sendTransaction config also has. */
function sendOptions(options: unknown): Params {
  const { commitment, preflightCommitment, skipPreflight, maxRetries, minContextSlot } = (options ??
    {}) as Params
  const config: Params = {}
  const preflight = preflightCommitment ?? commitment
  if (preflight !== undefined) config.preflightCommitment = preflight
  if (skipPreflight !== undefined) config.skipPreflight = skipPreflight
  if (maxRetries !== undefined) config.maxRetries = maxRetries
  if (minContextSlot !== undefined) config.minContextSlot = minContextSlot
  return config
}
