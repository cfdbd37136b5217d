import type { Transaction, TransactionApproval } from '@airlock/protocol/cloud-api'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  formatUnits,
  getAddress,
  type Hex,
  isAddressEqual,
  maxUint256,
} from 'viem'
import type { CloudContext } from '../context.ts'
import { APPROVE_SELECTOR } from './operation.ts'

/** Approvals decoded, by `${chainId}:${hash}`: a mined transaction's call never changes. */
const MAX_CACHED = 5_000

interface TokenRow {
  standard: 'erc20' | 'erc721'
  name: string
  symbol: string
  decimals: number | null
}

/** The grant of an approve(spender, amount) call on `token`, in the kit's shape. */
export function approvalOf(
  input: { token: Address; spender: Address; amount: bigint },
  token: TokenRow | undefined,
  knownSpender: Address | undefined,
): TransactionApproval {
  const standard = token?.standard ?? 'unknown'
  const unlimited = standard !== 'erc721' && input.amount === maxUint256
  // An NFT's approve names a token id; a fungible token's, an amount in its smallest unit.
  const numeric =
    standard === 'erc20' && token?.decimals != null
      ? formatUnits(input.amount, token.decimals)
      : input.amount.toString()
  return {
    token: {
      address: getAddress(input.token),
      standard,
      ...(token ? { name: token.name, symbol: token.symbol } : {}),
    },
    spender: {
      address: getAddress(input.spender),
      ...(knownSpender && isAddressEqual(knownSpender, input.spender)
        ? { role: 'swap_router' as const }
        : {}),
    },
    amount: { numeric, unlimited },
  }
}

/** The (spender, amount) of approve calldata; undefined for anything else. */
export function decodeApprove(data: Hex): { spender: Address; amount: bigint } | undefined {
  if (!data.toLowerCase().startsWith(APPROVE_SELECTOR)) return undefined
  try {
    const { args } = decodeFunctionData({ abi: erc20Abi, data })
    const [spender, amount] = args as readonly [Address, bigint]
    return { spender, amount }
  } catch {
    return undefined
  }
}

/**
 * Reads what each approval of a history page granted. The indexer keeps a call's selector only, so the call
 * itself comes from the chain's node, once per transaction (kept after). An approval the node cannot answer
 * for stays without its grant: the kit then names the token contract it was sent to, as before.
 */
export function createApprovalReader(ctx: Pick<CloudContext, 'db' | 'chains' | 'chainServices'>) {
  const cache = new Map<string, TransactionApproval | null>()

  async function tokenOf(chainId: string, address: Address): Promise<TokenRow | undefined> {
    const [row] = await ctx.db.query<TokenRow>(
      'select standard, name, symbol, decimals from tokens where chain_id = $1 and address = $2',
      [chainId, address.toLowerCase()],
    )
    if (row) return row
    // A token nobody has moved yet has no row: ask the contract itself.
    const client = ctx.chainServices.get(chainId)?.client
    if (!client) return undefined
    const read = <T>(functionName: 'name' | 'symbol' | 'decimals') =>
      client.readContract({ address, abi: erc20Abi, functionName }) as Promise<T>
    try {
      const [name, symbol, decimals] = await Promise.all([
        read<string>('name'),
        read<string>('symbol'),
        read<number>('decimals'),
      ])
      return { standard: 'erc20', name, symbol, decimals }
    } catch {
      return undefined
    }
  }

  async function read(chainId: string, hash: Hex): Promise<TransactionApproval | null> {
    const client = ctx.chainServices.get(chainId)?.client
    if (!client) return null
    const tx = await client.getTransaction({ hash })
    const call = tx.to ? decodeApprove(tx.input) : undefined
    if (!call || !tx.to) return null
    const swap = ctx.chains.get(chainId)?.swap
    const router = swap && 'router' in swap ? (swap.router as Address) : undefined
    return approvalOf({ token: tx.to, ...call }, await tokenOf(chainId, tx.to), router)
  }

  return {
    /** The entries with their approvals' grants added where they can be read. */
    async withApprovals(entries: Transaction[]): Promise<Transaction[]> {
      return Promise.all(
        entries.map(async (entry) => {
          const { operationType, chain, hash } = entry.metadata
          if (operationType !== 'approve' || !chain.startsWith('eip155:')) return entry
          const key = `${chain}:${hash}`
          let approval = cache.get(key)
          if (approval === undefined) {
            try {
              approval = await read(chain, hash as Hex)
            } catch {
              // The node is down: no grant this time, asked again on the next page read.
              return entry
            }
            if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string)
            cache.set(key, approval)
          }
          return approval ? { ...entry, metadata: { ...entry.metadata, approval } } : entry
        }),
      )
    },
  }
}

export type ApprovalReader = ReturnType<typeof createApprovalReader>

const readers = new WeakMap<object, ApprovalReader>()

/** The cloud's one reader (and cache) of approvals. */
export function approvalReaderOf(ctx: Pick<CloudContext, 'db' | 'chains' | 'chainServices'>): ApprovalReader {
  let reader = readers.get(ctx)
  if (!reader) {
    reader = createApprovalReader(ctx)
    readers.set(ctx, reader)
  }
  return reader
}
