import { decodeMessageText, ProviderRpcError, type RpcForwarder } from '@airlock/wallet-engine'
import { getBase58Encoder, getBase64Decoder, type Transaction } from '@solana/kit'
import { bytesToHex, formatUnits } from 'viem'
import type { ChainRequestSummary, SummaryFact } from '../chains/requestTypes.ts'
import { type ChainNetwork, SOLANA_USDC } from '../config.ts'
import { readSolanaTransaction, type SolanaTransfer } from './instructions.ts'
import { decodeWireTransaction } from './transactions.ts'

/** Methods the user approves: everything that signs. */
export const SOLANA_APPROVAL_METHODS: ReadonlySet<string> = new Set([
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
])

/** Rent-exempt minimum of a 165-byte token account, when the chain cannot be asked. */
const TOKEN_ACCOUNT_SIZE = 165

const invalidParams = (message: string) => new ProviderRpcError(-32602, message)

export const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/** The message bytes of solana_signMessage's base58 `message`; -32602 when it is not base58. */
export function messageBytes(params: unknown): Uint8Array {
  const message = record(params).message
  if (typeof message !== 'string' || message === '') {
    throw invalidParams('solana_signMessage expects { message: base58, pubkey }.')
  }
  try {
    return new Uint8Array(getBase58Encoder().encode(message))
  } catch {
    throw invalidParams('solana_signMessage: message is not base58.')
  }
}

/** The request's `pubkey` must be the wallet's (4100 otherwise); a request without one means the wallet's. */
export function checkPubkey(params: unknown, address: string, field = 'pubkey'): void {
  const pubkey = record(params)[field]
  if (pubkey !== undefined && pubkey !== address) {
    throw new ProviderRpcError(4100, `${pubkey} is not an account of this session.`)
  }
}

/** The transactions of a request: `transaction`, or `transactions` for solana_signAllTransactions. */
export function requestTransactions(method: string, params: unknown): Transaction[] {
  const input = record(params)
  if (method === 'solana_signAllTransactions') {
    const list = input.transactions
    if (!Array.isArray(list) || list.length === 0) {
      throw invalidParams('solana_signAllTransactions expects { transactions: base64[] }.')
    }
    return list.map((item, index) => decodeWireTransaction(item, `transactions[${index}]`))
  }
  return [decodeWireTransaction(input.transaction)]
}

const sol = (lamports: bigint) => `${formatUnits(lamports, 9)} SOL`

function tokenAmount(transfer: Extract<SolanaTransfer, { kind: 'token' }>) {
  const known = transfer.mint === SOLANA_USDC.mint
  const decimals = transfer.decimals ?? (known ? SOLANA_USDC.decimals : undefined)
  return {
    value: decimals === undefined ? transfer.amount.toString() : formatUnits(transfer.amount, decimals),
    symbol: known ? SOLANA_USDC.symbol : decimals === undefined ? 'base units' : 'tokens',
  }
}

/** The sheet's summary of a Solana request (see ChainRequestHandler.describe). */
export function describeSolanaRequest(
  request: { method: string; params: unknown },
  network: ChainNetwork,
  address: string,
): ChainRequestSummary {
  const { method, params } = request
  const base = { account: address, network: network.name, facts: [] as SummaryFact[] }
  if (method === 'solana_signMessage') {
    const bytes = messageBytes(params)
    checkPubkey(params, address)
    const hex = bytesToHex(bytes)
    const text = decodeMessageText(hex)
    return {
      ...base,
      title: 'Solana signature request',
      action: 'Sign',
      noun: 'Solana message signature',
      message: { text: text ?? hex, isText: text !== undefined },
      ...(text === undefined
        ? {
            warning:
              'This message is not readable text. Only sign data you understand, from a dapp you trust.',
          }
        : {}),
    }
  }
  const transactions = requestTransactions(method, params)
  const views = transactions.map((transaction) =>
    readSolanaTransaction(new Uint8Array(transaction.messageBytes)),
  )
  const sends = method === 'solana_signAndSendTransaction'
  const many = views.length > 1
  const summary: ChainRequestSummary = {
    ...base,
    title: sends
      ? 'Solana transaction'
      : many
        ? `Sign ${views.length} Solana transactions`
        : 'Sign a Solana transaction',
    action: sends ? 'Send' : 'Sign',
    noun: many ? 'batch of Solana transactions' : 'Solana transaction',
  }
  const transfers = views.flatMap((view) => view.transfers)
  const [first] = transfers
  if (first?.kind === 'sol') {
    summary.amount = { value: formatUnits(first.lamports, 9), symbol: 'SOL' }
    summary.facts.push({ label: 'To', value: first.to, testId: 'solana-to', mono: true })
  } else if (first?.kind === 'token') {
    summary.amount = tokenAmount(first)
    summary.facts.push({
      label: first.owner ? 'To' : 'To token account',
      value: first.owner ?? first.destination,
      testId: 'solana-to',
      mono: true,
    })
    if (first.mint)
      summary.facts.push({ label: 'Token', value: first.mint, testId: 'solana-token', mono: true })
  }
  if (transfers.length > 1) {
    summary.facts.push({
      label: 'Transfers',
      value: `${transfers.length} (only the first is shown above)`,
      testId: 'solana-transfers',
    })
  }
  const created = views.flatMap((view) => view.createdTokenAccounts)
  if (created.length > 0) {
    summary.facts.push({
      label: 'New token account',
      value: `${created.length === 1 ? 'One account' : `${created.length} accounts`}: you pay the rent`,
      testId: 'solana-new-token-account',
    })
  }
  if (!first) {
    const view = views[0]
    summary.facts.push({
      label: 'Instructions',
      value: `${views.reduce((sum, item) => sum + item.instructionCount, 0)} · ${view?.programs.join(', ') ?? ''}`,
      testId: 'solana-instructions',
      mono: true,
    })
  }
  const payer = views[0]?.feePayer
  if (payer && payer !== address)
    summary.facts.push({ label: 'Fee payer', value: payer, testId: 'solana-fee-payer', mono: true })
  summary.facts.push({ label: 'Network fee', value: 'Estimating…', testId: 'solana-fee' })
  if (sends && !network.rpcUrl) {
    summary.blocked = true
    summary.warning = `${network.name} has no node in Airlock Wallet: only Airlock Solana Local can send transactions.`
  } else if (!sends) {
    summary.warning = 'Signing does not send it: the dapp may send it, now or later.'
  }
  return summary
}

/**
 * Facts that need the chain: the network fee (getFeeForMessage, plus the rent of token accounts created),
 * and a token transfer's receiving wallet when only its token account is named.
 */
export async function solanaRequestDetails(
  request: { method: string; params: unknown },
  network: ChainNetwork,
  forwarder: RpcForwarder,
): Promise<SummaryFact[]> {
  if (request.method === 'solana_signMessage') return []
  const transactions = requestTransactions(request.method, request.params)
  if (!network.rpcUrl) {
    return [{ label: 'Network fee', value: `Unavailable on ${network.name}`, testId: 'solana-fee' }]
  }
  const rpc = (method: string, params: unknown[]) => forwarder.request(network.rpcUrl, method, params)
  const views = transactions.map((transaction) =>
    readSolanaTransaction(new Uint8Array(transaction.messageBytes)),
  )
  const facts: SummaryFact[] = []
  try {
    let fee = 0n
    for (const transaction of transactions) {
      const message = getBase64Decoder().decode(transaction.messageBytes)
      const answer = record(await rpc('getFeeForMessage', [message, { commitment: 'confirmed' }]))
      fee += BigInt((answer.value as number | null) ?? 0)
    }
    const created = views.flatMap((view) => view.createdTokenAccounts).length
    const rent =
      created > 0
        ? BigInt((await rpc('getMinimumBalanceForRentExemption', [TOKEN_ACCOUNT_SIZE])) as number) *
          BigInt(created)
        : 0n
    facts.push({
      label: 'Network fee',
      value: rent > 0n ? `${sol(fee)} + ${sol(rent)} rent for the new token account` : sol(fee),
      testId: 'solana-fee',
    })
  } catch (error) {
    facts.push({
      label: 'Network fee',
      value: `Unavailable (${(error as Error).message})`,
      testId: 'solana-fee',
    })
  }
  const token = views.flatMap((view) => view.transfers)[0]
  if (token?.kind === 'token' && !token.owner) {
    try {
      const answer = record(await rpc('getAccountInfo', [token.destination, { encoding: 'jsonParsed' }]))
      const owner = record(record(record(record(answer.value).data).parsed).info).owner
      if (typeof owner === 'string')
        facts.push({ label: 'To', value: owner, testId: 'solana-to', mono: true })
    } catch {
      // The token account stays named as it is.
    }
  }
  return facts
}
