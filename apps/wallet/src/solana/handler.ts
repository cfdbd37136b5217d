import { ProviderRpcError, RpcForwarder } from '@airlock/wallet-engine'
import { getBase58Decoder } from '@solana/kit'
import { formatUnits } from 'viem'
import type { ChainRequest, ChainRequestHandler } from '../chains/requestTypes.ts'
import { networkOf, SOLANA_WALLET_METHODS } from '../chains/support.ts'
import type { ChainNetwork } from '../config.ts'
import { readSolanaTransaction } from './instructions.ts'
import { createSolanaSigner, type SolanaSigner } from './signer.ts'
import {
  checkPubkey,
  describeSolanaRequest,
  messageBytes,
  record,
  requestTransactions,
  SOLANA_APPROVAL_METHODS,
  solanaRequestDetails,
} from './summary.ts'
import { encodeWireTransaction, signSolanaTransaction } from './transactions.ts'

/** sendOptions a dapp may pass to solana_signAndSendTransaction, forwarded to sendTransaction. */
const SEND_OPTIONS = ['skipPreflight', 'preflightCommitment', 'maxRetries', 'minContextSlot'] as const

export interface SolanaHandlerOptions {
  /** 32-byte Ed25519 seed, hex. */
  seedHex: string
  /** The chains the wallet serves; only those with an rpcUrl can send. */
  networks: readonly ChainNetwork[]
}

/**
 * The reference wallet's `solana` namespace: accounts, message and transaction signatures, and
 * signAndSend through the chain's JSON-RPC (the local chain's only). Results follow WalletConnect's shapes:
 * `[{ pubkey }]`, `{ signature }` (base58), `{ signature, transaction }` (base64), `{ transactions }`.
 *
 * @example
 * const solana = await createSolanaHandler({ seedHex: SOLANA_ACCOUNT.seedHex, networks: SOLANA_NETWORKS })
 * await solana.perform({ method: 'solana_getAccounts', params: {}, chainId: 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ' })
 * // [{ pubkey: 'DA642rUDN2CMmMqdDj88PJ1pVNSZS5RzuMTeSbLhMCoU' }]
 */
export async function createSolanaHandler(options: SolanaHandlerOptions): Promise<ChainRequestHandler> {
  const signer: SolanaSigner = await createSolanaSigner(options.seedHex)
  const forwarder = new RpcForwarder()
  const known = (method: string) => {
    if (!SOLANA_WALLET_METHODS.includes(method)) {
      throw new ProviderRpcError(4200, `Airlock Wallet does not support ${method}.`)
    }
  }
  return {
    needsApproval: (method) => SOLANA_APPROVAL_METHODS.has(method),
    describe(request) {
      known(request.method)
      return describeSolanaRequest(request, networkOf(options.networks, request.chainId), signer.address)
    },
    details: (request) =>
      solanaRequestDetails(request, networkOf(options.networks, request.chainId), forwarder),
    async perform(request) {
      known(request.method)
      const network = networkOf(options.networks, request.chainId)
      return performSolanaRequest(request, { signer, network, forwarder })
    },
    done(request, result) {
      if (request.method === 'solana_signMessage') {
        return { kind: 'signed', title: 'Signed a Solana message', toast: 'Signed.' }
      }
      if (request.method === 'solana_signAndSendTransaction') {
        const [transfer] = requestTransactions(request.method, request.params).flatMap(
          (transaction) => readSolanaTransaction(new Uint8Array(transaction.messageBytes)).transfers,
        )
        const title =
          transfer?.kind === 'sol'
            ? `Sent ${formatUnits(transfer.lamports, 9)} SOL`
            : 'Solana transaction sent'
        const signature = String(record(result).signature ?? '')
        return { kind: 'sent', title, toast: 'Transaction sent.', detail: signature }
      }
      if (request.method === 'solana_signTransaction' || request.method === 'solana_signAllTransactions') {
        return { kind: 'signed', title: 'Signed a Solana transaction', toast: 'Signed.' }
      }
      return { kind: 'signed', title: request.method, toast: 'Done.' }
    },
  }
}

/** Runs one approved (or approval-free) `solana` request; see createSolanaHandler for the shapes. */
export async function performSolanaRequest(
  request: ChainRequest,
  context: { signer: SolanaSigner; network: ChainNetwork; forwarder: RpcForwarder },
): Promise<unknown> {
  const { signer, network, forwarder } = context
  const { method, params } = request
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: signer.address }]
    case 'solana_signMessage': {
      const bytes = messageBytes(params)
      checkPubkey(params, signer.address)
      return { signature: getBase58Decoder().decode(await signer.sign(bytes)) }
    }
    case 'solana_signTransaction': {
      const [transaction] = requestTransactions(method, params)
      const signed = await signSolanaTransaction(signer, transaction as NonNullable<typeof transaction>)
      return { signature: signed.signature, transaction: encodeWireTransaction(signed.transaction) }
    }
    case 'solana_signAllTransactions': {
      const transactions = []
      for (const transaction of requestTransactions(method, params)) {
        transactions.push(
          encodeWireTransaction((await signSolanaTransaction(signer, transaction)).transaction),
        )
      }
      return { transactions }
    }
    case 'solana_signAndSendTransaction': {
      const [transaction] = requestTransactions(method, params)
      if (!network.rpcUrl) {
        throw new ProviderRpcError(4901, `${network.name} has no node in Airlock Wallet.`)
      }
      const signed = await signSolanaTransaction(signer, transaction as NonNullable<typeof transaction>)
      const sendOptions = record(record(params).sendOptions)
      const config: Record<string, unknown> = { encoding: 'base64' }
      for (const key of SEND_OPTIONS) if (sendOptions[key] !== undefined) config[key] = sendOptions[key]
      const signature = await forwarder.request(network.rpcUrl, 'sendTransaction', [
        encodeWireTransaction(signed.transaction),
        config,
      ])
      return { signature: typeof signature === 'string' ? signature : signed.signature }
    }
    default:
      throw new ProviderRpcError(4200, `Airlock Wallet does not support ${method}.`)
  }
}
