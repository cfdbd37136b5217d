import { bip322MessageHash, signBip137Message, signBip322Simple } from '@airlock/bitcoin/bip322'
import { EsploraClient, ProviderRpcError } from '@airlock/wallet-engine'
import { bytesToHex } from 'viem'
import type { ChainRequest, ChainRequestHandler } from '../chains/requestTypes.ts'
import { BITCOIN_WALLET_METHODS, networkOf } from '../chains/support.ts'
import type { ChainNetwork } from '../config.ts'
import { type BitcoinKey, bitcoinKeyFromHex } from './keys.ts'
import { parsePsbtRequest, signPsbt } from './psbt.ts'
import {
  BITCOIN_APPROVAL_METHODS,
  bitcoinRequestDetails,
  btcAmount,
  checkAccount,
  describeBitcoinRequest,
  parseMessage,
} from './summary.ts'
import { parseTransfer, record, sendTransfer } from './transfer.ts'

export interface BitcoinHandlerOptions {
  /** 32-byte secp256k1 private key, hex: the payment (p2wpkh) key. */
  privateKeyHex: string
  /** The chains the wallet serves; rpcUrl is each one's Esplora base url. */
  networks: readonly ChainNetwork[]
}

/**
 * The reference wallet's `bip122` namespace on the Bitcoin test chain: its payment address, BIP-322 (or
 * BIP-137 on request) message signatures, transfers built from the address's UTXOs, and PSBT signing.
 * Results follow WalletConnect's shapes: `[{ address, publicKey, intention }]`, `{ address, signature,
 * messageHash }`, `{ txid }`, `{ psbt, txid? }`.
 *
 * @example
 * const bitcoin = await createBitcoinHandler({ privateKeyHex: BITCOIN_ACCOUNT.privateKeyHex, networks: BITCOIN_NETWORKS })
 * await bitcoin.perform({ method: 'sendTransfer', chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
 *   params: { account: 'bcrt1q…', recipientAddress: 'bcrt1q…', amount: '10000' } }) // { txid }
 */
export async function createBitcoinHandler(options: BitcoinHandlerOptions): Promise<ChainRequestHandler> {
  const key = bitcoinKeyFromHex(options.privateKeyHex)
  const esploraOf = (request: ChainRequest) => {
    const network = networkOf(options.networks, request.chainId)
    if (!network.rpcUrl) throw new ProviderRpcError(4901, `${network.name} has no node in Airlock Wallet.`)
    return new EsploraClient(network.rpcUrl)
  }
  const known = (method: string) => {
    if (!BITCOIN_WALLET_METHODS.includes(method)) {
      throw new ProviderRpcError(4200, `Airlock Wallet does not support ${method}.`)
    }
  }
  return {
    needsApproval: (method) => BITCOIN_APPROVAL_METHODS.has(method),
    describe(request) {
      known(request.method)
      return describeBitcoinRequest(request, networkOf(options.networks, request.chainId), key)
    },
    details: async (request) => bitcoinRequestDetails(request, key, esploraOf(request)),
    async perform(request) {
      known(request.method)
      networkOf(options.networks, request.chainId)
      return performBitcoinRequest(request, key, () => esploraOf(request))
    },
    done(request, result) {
      if (request.method === 'sendTransfer') {
        const { amount } = parseTransfer(key, request.params)
        return {
          kind: 'sent',
          title: `Sent ${btcAmount(amount)}`,
          toast: 'Transfer sent.',
          detail: String(record(result).txid ?? ''),
        }
      }
      if (request.method === 'signPsbt') {
        const txid = record(result).txid
        return typeof txid === 'string'
          ? { kind: 'sent', title: 'Bitcoin transaction sent', toast: 'Transaction sent.', detail: txid }
          : { kind: 'signed', title: 'Signed a Bitcoin PSBT', toast: 'Signed.' }
      }
      return { kind: 'signed', title: 'Signed a Bitcoin message', toast: 'Signed.' }
    },
  }
}

/** Runs one approved (or approval-free) `bip122` request; see createBitcoinHandler for the shapes. */
export async function performBitcoinRequest(
  request: ChainRequest,
  key: BitcoinKey,
  esplora: () => EsploraClient,
): Promise<unknown> {
  const { method, params } = request
  checkAccount(key, params)
  switch (method) {
    case 'getAccountAddresses': {
      const intentions = record(params).intentions
      // The wallet has a payment address only: a dapp asking for ordinals addresses alone gets none.
      if (Array.isArray(intentions) && intentions.length > 0 && !intentions.includes('payment')) return []
      return [{ address: key.address, publicKey: key.publicKeyHex, intention: 'payment' }]
    }
    case 'signMessage': {
      const { message, protocol } = parseMessage(params)
      const sign = protocol === 'ecdsa' ? signBip137Message : signBip322Simple
      const signature = sign({
        privateKey: key.privateKey,
        address: key.address,
        message,
        network: key.network,
      })
      return {
        address: key.address,
        signature,
        ...(protocol === 'bip322' ? { messageHash: bytesToHex(bip322MessageHash(message)).slice(2) } : {}),
      }
    }
    case 'sendTransfer':
      return { txid: await sendTransfer(key, esplora(), parseTransfer(key, params)) }
    case 'signPsbt': {
      const psbt = parsePsbtRequest(key, params)
      return signPsbt(key, psbt, (hex) => esplora().broadcast(hex))
    }
    default:
      throw new ProviderRpcError(4200, `Airlock Wallet does not support ${method}.`)
  }
}
