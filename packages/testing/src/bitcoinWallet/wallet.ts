import {
  EsploraClient,
  invalidParams,
  isLoopbackUrl,
  ProviderRpcError,
  unauthorized,
  unsupportedMethod,
} from '@airlock/wallet-engine'
import type { PolicyOptions } from '../policy.ts'
import type { RequestContext } from '../requestArguments.ts'
import { type RoleRequest, TestWalletRole } from '../roles/role.ts'
import type { BitcoinPurpose, BitcoinWalletAddress, BitcoinWalletNetwork } from './addresses.ts'
import { type BitcoinKey, bitcoinKeyFromHex } from './keys.ts'
import { messageProtocol, signBitcoinMessage } from './messages.ts'
import { finalizeForBroadcast, inputsToSign, parsePsbt, signPsbtInputs } from './psbt.ts'
import { parseRecipients, sendTransfer } from './transfer.ts'

/** The Bitcoin role of createTestWallet: `bitcoin: new TestBitcoinWallet(options)`. */
export interface TestBitcoinWalletOptions extends PolicyOptions<BitcoinPromptedMethod> {
  /** 32-byte secp256k1 key, hex (e.g. `testBitcoinAccounts[0].privateKeyHex`). */
  privateKeyHex: string
  /** Esplora base url of the chain (the Airlock Bitcoin test chain's `url`); must be a loopback url. */
  esploraUrl: string
  /** Default and only: 'regtest' (bcrt1… addresses). */
  network?: BitcoinWalletNetwork
}

/**
 * The Bitcoin requests that show a prompt, and so follow policies and rejectNext(). `connect` is
 * bitcoin:connect, standard:connect and sats-connect's getAddresses / wallet_connect; `signPsbt` is also
 * bitcoin:signTransaction.
 *
 * @example
 * wallet.bitcoin!.rejectNext('signPsbt') // the next PSBT (Wallet Standard or sats-connect) is declined
 */
export const bitcoinPromptedMethods = ['connect', 'signMessage', 'signPsbt', 'sendTransfer'] as const

export type BitcoinPromptedMethod = (typeof bitcoinPromptedMethods)[number]

/** The Wallet Standard chain of each network, and the name sats-connect reports. */
const chainOf = { regtest: { standard: 'bitcoin:regtest', satsConnect: 'Regtest' } } as const

type Params = Record<string, unknown>

/** sats-connect's access-denied code: a request that needs a connection the site does not have. */
const ACCESS_DENIED = -32002

/**
 * The Bitcoin side of the test wallet: in the page, a Wallet Standard wallet (bitcoin:connect with payment
 * and ordinals accounts, bitcoin:signMessage, bitcoin:signTransaction) and a sats-connect provider
 * (window.btc_providers, window.AirlockTestBitcoinProvider); the key stays in Node. Reach it as
 * `wallet.bitcoin` (or keep the instance) to script prompts and read requests.
 *
 * @example
 * ```ts
 * import { createTestWallet } from '@airlock/testing'
 * import { TestBitcoinWallet } from '@airlock/testing/bitcoin'
 *
 * const bitcoin = new TestBitcoinWallet({ privateKeyHex, esploraUrl: chain.url })
 * const wallet = createTestWallet({ privateKeys, chains, bitcoin })
 * bitcoin.setPolicy('sendTransfer', 'hang') // the next transfer waits for approvePending()
 * ```
 */
export class TestBitcoinWallet extends TestWalletRole<BitcoinPromptedMethod, BitcoinWalletAddress> {
  readonly network: BitcoinWalletNetwork
  readonly esploraUrl: string
  readonly #key: BitcoinKey
  readonly #esplora: EsploraClient
  #sends: Promise<unknown> = Promise.resolve()

  constructor(options: TestBitcoinWalletOptions) {
    super('wallet.bitcoin', bitcoinPromptedMethods, options)
    this.network = options.network ?? 'regtest'
    this.#key = bitcoinKeyFromHex(options.privateKeyHex, this.network)
    // Tests never go online: a url that is not on this machine is a mistake in the test, said at once.
    if (!isLoopbackUrl(options.esploraUrl)) {
      throw new Error(`TestBitcoinWallet: esploraUrl must be a loopback url, got ${options.esploraUrl}.`)
    }
    this.#esplora = new EsploraClient(options.esploraUrl)
    this.esploraUrl = this.#esplora.baseUrl
  }

  /** The Wallet Standard chain the wallet is on ('bitcoin:regtest'). */
  get chain(): string {
    return chainOf[this.network].standard
  }

  /** The network name sats-connect reports ('Regtest'). */
  get networkName(): string {
    return chainOf[this.network].satsConnect
  }

  /** The payment address (p2wpkh, bcrt1q…). */
  get paymentAddress(): string {
    return this.#key.payment.address
  }

  /** The ordinals address (p2tr key path, bcrt1p…). */
  get ordinalsAddress(): string {
    return this.#key.ordinals.address
  }

  /** Both addresses, payment first, as getAddresses answers them. */
  get addresses(): BitcoinWalletAddress[] {
    return this.#key.addresses.map((entry) => ({ ...entry }))
  }

  protected exposedAccounts(): BitcoinWalletAddress[] {
    return this.addresses
  }

  request(args: RoleRequest, context: RequestContext = {}): Promise<unknown> {
    return this.run(args, context, async (prompt) => {
      const method = args.method
      const params = (typeof args.params === 'object' && args.params !== null ? args.params : {}) as Params
      switch (method) {
        case 'connect': {
          const purposes = parsePurposes(params.purposes)
          if (!this.isConnected) {
            if (params.silent === true) return this.#addressesResult([])
            await prompt()
            await this.setConnected(true)
          }
          return this.#addressesResult(purposes)
        }
        // sats-connect's wallet_getAccount: the grant the site holds, never a prompt.
        case 'getAccount': {
          if (!this.isConnected) throw new ProviderRpcError(ACCESS_DENIED, 'The site is not connected.')
          return this.#addressesResult(parsePurposes(undefined))
        }
        case 'disconnect':
          await this.setConnected(false)
          return null
        case 'signMessage': {
          const address = this.#ownAddress(params.address, method)
          if (typeof params.message !== 'string')
            throw invalidParams('signMessage: message must be a string.')
          const protocol = messageProtocol(params.protocol, this.#key, address)
          const message = params.message
          await prompt()
          return signBitcoinMessage(this.#key, address, message, protocol)
        }
        case 'signPsbt': {
          this.requireConnected()
          if (typeof params.psbt !== 'string') throw invalidParams('signPsbt: psbt must be base64.')
          const tx = parsePsbt(new Uint8Array(Buffer.from(params.psbt, 'base64')))
          const signInputs = params.signInputs as Params | undefined
          if (signInputs !== undefined && (typeof signInputs !== 'object' || signInputs === null)) {
            throw invalidParams('signPsbt: signInputs must map addresses to input indexes.')
          }
          const indexes = inputsToSign(this.#key, tx, signInputs)
          const sigHash = typeof params.sigHash === 'number' ? params.sigHash : undefined
          await prompt()
          signPsbtInputs(this.#key, tx, indexes, sigHash)
          if (params.broadcast !== true) return { psbt: Buffer.from(tx.toPSBT()).toString('base64') }
          const raw = finalizeForBroadcast(tx)
          const txid = await this.#queueSend(() => this.#esplora.broadcast(raw))
          return { psbt: Buffer.from(tx.toPSBT()).toString('base64'), txid }
        }
        case 'sendTransfer': {
          this.requireConnected()
          const recipients = parseRecipients(this.#key, params)
          await prompt()
          // One at a time: two concurrent transfers would pick the same UTXOs.
          const txid = await this.#queueSend(() => sendTransfer(this.#key, this.#esplora, recipients))
          return { txid }
        }
        default:
          throw unsupportedMethod(method)
      }
    })
  }

  /** sats-connect's getAddresses result, plus `accounts`: every connected address, for the page's wallet. */
  #addressesResult(purposes: readonly BitcoinPurpose[]) {
    return {
      addresses: this.accounts.filter((entry) => purposes.includes(entry.purpose)),
      network: { bitcoin: { name: this.networkName } },
      accounts: this.accounts,
    }
  }

  #ownAddress(value: unknown, method: string): string {
    this.requireConnected()
    if (value !== this.#key.payment.address && value !== this.#key.ordinals.address) {
      throw unauthorized(`${method}: address ${String(value)} is not connected to this site.`)
    }
    return value as string
  }

  #queueSend<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#sends.then(task)
    this.#sends = run.catch(() => {})
    return run
  }
}

/** sats-connect purposes; other names (Xverse's 'stacks') are ignored, none means both. */
function parsePurposes(value: unknown): BitcoinPurpose[] {
  if (value === undefined || value === null) return ['payment', 'ordinals']
  if (!Array.isArray(value)) throw invalidParams("connect: purposes must list 'payment' and/or 'ordinals'.")
  const purposes = value.filter(
    (purpose): purpose is BitcoinPurpose => purpose === 'payment' || purpose === 'ordinals',
  )
  return purposes.length > 0 ? purposes : ['payment', 'ordinals']
}
