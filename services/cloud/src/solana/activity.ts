import type { OperationType, Transaction, TransactionTransfer } from '@airlock/protocol/cloud-api'
import { getBase58Encoder } from '@solana/kit'
import { formatUnits } from 'viem'
import { SOL, type SolanaTokenConfig } from './config.ts'

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'

interface CompiledInstruction {
  programIdIndex: number
  accounts: number[]
  /** base58 */
  data: string
}

interface TokenBalance {
  accountIndex: number
  mint: string
  owner?: string
  uiTokenAmount: { amount: string; decimals: number }
}

/** getTransaction's result with encoding 'json' (the fields activity reads). */
export interface SolanaTransactionJson {
  slot: number
  blockTime: number | null
  transaction: {
    signatures: string[]
    message: { accountKeys: string[]; instructions: CompiledInstruction[] }
  }
  meta: {
    err: unknown
    fee: number
    preBalances: number[]
    postBalances: number[]
    preTokenBalances?: TokenBalance[] | null
    postTokenBalances?: TokenBalance[] | null
    innerInstructions?: { index: number; instructions: CompiledInstruction[] }[] | null
    loadedAddresses?: { writable: string[]; readonly: string[] } | null
  } | null
}

export interface SolanaActivityContext {
  chainId: string
  /** The account whose activity this is (base58). */
  account: string
  /** The cloud's base URL: icon links point back here. */
  origin: string
  tokens: ReadonlyMap<string, SolanaTokenConfig>
  nativePriceUsd: number
}

/** One movement of an asset to or from the account, before it is presented. */
interface Movement {
  /** 'SOL' or the mint. */
  asset: string
  direction: 'in' | 'out' | 'self'
  amount: bigint
  decimals: number
  /** The other party (sender of an 'in', receiver of an 'out'), when known. */
  counterparty?: string | undefined
}

const u64At = (bytes: Uint8Array, offset: number) =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getBigUint64(offset, true)

/**
 * The System program's lamport transfers among these instructions: Transfer (2: from, to) and
 * TransferWithSeed (11: from, base, to), each `[from, to, lamports]`.
 */
export function systemTransfers(
  keys: readonly string[],
  instructions: readonly CompiledInstruction[],
): { from: string; to: string; lamports: bigint }[] {
  const out: { from: string; to: string; lamports: bigint }[] = []
  for (const instruction of instructions) {
    if (keys[instruction.programIdIndex] !== SYSTEM_PROGRAM) continue
    let data: Uint8Array
    try {
      data = new Uint8Array(getBase58Encoder().encode(instruction.data))
    } catch {
      continue
    }
    if (data.length < 12) continue
    const kind = new DataView(data.buffer, data.byteOffset).getUint32(0, true)
    const [fromAt, toAt] = kind === 2 ? [0, 1] : kind === 11 ? [0, 2] : []
    if (fromAt === undefined || toAt === undefined) continue
    const from = keys[instruction.accounts[fromAt] ?? -1]
    const to = keys[instruction.accounts[toAt] ?? -1]
    if (from && to) out.push({ from, to, lamports: u64At(data, 4) })
  }
  return out
}

function solMovements(tx: SolanaTransactionJson, keys: readonly string[], account: string): Movement[] {
  const meta = tx.meta
  const instructions = [
    ...tx.transaction.message.instructions,
    ...(meta?.innerInstructions ?? []).flatMap((inner) => inner.instructions),
  ]
  const transfers = systemTransfers(keys, instructions).filter(
    ({ from, to, lamports }) => lamports > 0n && (from === account || to === account),
  )
  if (transfers.length > 0) {
    let sent = 0n
    let received = 0n
    let self = 0n
    let sentTo: string | undefined
    let receivedFrom: string | undefined
    for (const { from, to, lamports } of transfers) {
      if (from === account && to === account) self += lamports
      else if (from === account) {
        sent += lamports
        sentTo ??= to
      } else {
        received += lamports
        receivedFrom ??= from
      }
    }
    return [
      ...(sent > 0n
        ? [
            {
              asset: 'SOL',
              direction: 'out' as const,
              amount: sent,
              decimals: SOL.decimals,
              counterparty: sentTo,
            },
          ]
        : []),
      ...(received > 0n
        ? [
            {
              asset: 'SOL',
              direction: 'in' as const,
              amount: received,
              decimals: SOL.decimals,
              counterparty: receivedFrom,
            },
          ]
        : []),
      ...(self > 0n && sent === 0n && received === 0n
        ? [
            {
              asset: 'SOL',
              direction: 'self' as const,
              amount: self,
              decimals: SOL.decimals,
              counterparty: account,
            },
          ]
        : []),
    ]
  }
  return []
}

/** The account's net change per mint, from the token balances before and after (owner = the account). */
function tokenMovements(tx: SolanaTransactionJson, account: string): Movement[] {
  const meta = tx.meta
  if (!meta || meta.err) return []
  const change = new Map<string, { delta: bigint; decimals: number }>()
  const others = new Map<string, { delta: bigint; owner: string }[]>()
  const add = (balance: TokenBalance, sign: 1n | -1n) => {
    if (!/^\d+$/.test(balance.uiTokenAmount?.amount ?? '')) return
    const amount = BigInt(balance.uiTokenAmount.amount) * sign
    if (balance.owner === account) {
      const before = change.get(balance.mint)?.delta ?? 0n
      change.set(balance.mint, { delta: before + amount, decimals: balance.uiTokenAmount.decimals })
    } else if (balance.owner) {
      const list = others.get(balance.mint) ?? []
      const entry = list.find((item) => item.owner === balance.owner)
      if (entry) entry.delta += amount
      else list.push({ delta: amount, owner: balance.owner })
      others.set(balance.mint, list)
    }
  }
  for (const balance of meta.preTokenBalances ?? []) add(balance, -1n)
  for (const balance of meta.postTokenBalances ?? []) add(balance, 1n)
  const movements: Movement[] = []
  for (const [mint, { delta, decimals }] of change) {
    if (delta === 0n) continue
    const direction = delta > 0n ? 'in' : 'out'
    // The other side: an owner whose balance of the mint moved the opposite way.
    const counterparty = (others.get(mint) ?? []).find((other) =>
      direction === 'in' ? other.delta < 0n : other.delta > 0n,
    )?.owner
    movements.push({ asset: mint, direction, amount: delta > 0n ? delta : -delta, decimals, counterparty })
  }
  return movements
}

/**
 * SOL the account gained or lost that no System transfer explains (a program paying out, say): the balance
 * change, with the fee added back for the fee payer.
 */
function residualSol(tx: SolanaTransactionJson, keys: readonly string[], account: string): Movement[] {
  const meta = tx.meta
  const at = keys.indexOf(account)
  if (!meta || meta.err || at < 0) return []
  const pre = meta.preBalances[at]
  const post = meta.postBalances[at]
  if (pre === undefined || post === undefined) return []
  const delta = BigInt(post) - BigInt(pre) + (at === 0 ? BigInt(meta.fee) : 0n)
  if (delta === 0n) return []
  return [
    {
      asset: 'SOL',
      direction: delta > 0n ? 'in' : 'out',
      amount: delta > 0n ? delta : -delta,
      decimals: SOL.decimals,
    },
  ]
}

function operationOf(movements: readonly Movement[]): OperationType {
  const ins = movements.some(({ direction }) => direction === 'in')
  const outs = movements.some(({ direction }) => direction === 'out' || direction === 'self')
  if (ins && outs) return 'trade'
  if (outs) return 'send'
  if (ins) return 'receive'
  return 'execute'
}

function present(movement: Movement, context: SolanaActivityContext): TransactionTransfer {
  const token = movement.asset === 'SOL' ? undefined : context.tokens.get(movement.asset)
  const info =
    movement.asset === 'SOL'
      ? { name: SOL.name, symbol: SOL.symbol, price: context.nativePriceUsd }
      : { name: token?.name ?? 'Unknown', symbol: token?.symbol ?? '???', price: token?.priceUsd ?? 0 }
  const numeric = formatUnits(movement.amount, movement.decimals)
  return {
    direction: movement.direction,
    quantity: { numeric },
    ...(info.price ? { price: info.price, value: Math.round(Number(numeric) * info.price * 1e6) / 1e6 } : {}),
    fungible_info: {
      name: info.name,
      symbol: info.symbol,
      icon: { url: `${context.origin}/public/getTokenImage/${encodeURIComponent(info.symbol)}` },
    },
  }
}

/**
 * One Solana transaction as an activity entry (the cloud API's Transaction) for `context.account`: SOL moved
 * by System transfers (top-level and inner instructions, shown for failed transactions too, as wallets do),
 * the account's net change of each SPL mint (from the token balances before and after), else any SOL change
 * the fee does not explain. Solana has no nonce: `nonce` is 0.
 *
 * @example
 * const entry = solanaActivity(signature, await reader.call('getTransaction', [signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }]), context)
 * entry.metadata.operationType // 'send'
 */
export function solanaActivity(
  signature: string,
  tx: SolanaTransactionJson,
  context: SolanaActivityContext,
  fallbackBlockTime?: number | null,
): Transaction {
  const keys = [
    ...tx.transaction.message.accountKeys,
    ...(tx.meta?.loadedAddresses?.writable ?? []),
    ...(tx.meta?.loadedAddresses?.readonly ?? []),
  ]
  const { account } = context
  const sol = solMovements(tx, keys, account)
  const tokens = tokenMovements(tx, account)
  const movements =
    sol.length === 0 && tokens.length === 0 ? residualSol(tx, keys, account) : [...sol, ...tokens]
  const feePayer = keys[0] ?? ''
  const out = movements.find(({ direction }) => direction === 'out' || direction === 'self')
  const into = movements.find(({ direction }) => direction === 'in')
  const firstProgram = keys[tx.transaction.message.instructions[0]?.programIdIndex ?? -1] ?? ''
  const blockTime = tx.blockTime ?? fallbackBlockTime
  return {
    id: `${context.chainId}:${signature}`,
    metadata: {
      operationType: operationOf(movements),
      hash: signature,
      minedAt: new Date(blockTime ? blockTime * 1000 : 0).toISOString(),
      sentFrom: out ? account : (into?.counterparty ?? feePayer),
      sentTo: out ? (out.counterparty ?? '') : into ? account : firstProgram,
      status: tx.meta?.err ? 'failed' : 'confirmed',
      nonce: 0,
      chain: context.chainId as Transaction['metadata']['chain'],
    },
    transfers: movements.map((movement) => present(movement, context)),
  }
}
