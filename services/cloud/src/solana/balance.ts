import { formatUnits } from 'viem'
import type { Holding } from '../balance/read.ts'
import { SOL, type SolanaChainConfig } from './config.ts'
import { SolanaNodeError, type SolanaReader } from './rpc.ts'

/** The SPL Token program, and Token-2022 (mainnet has both; a cluster without Token-2022 just has no accounts). */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

interface ParsedTokenAccount {
  pubkey: string
  account: {
    data: { parsed?: { info?: { mint?: unknown; tokenAmount?: { amount?: unknown; decimals?: unknown } } } }
  }
}

/** Keeps a value readable in JSON, as the EVM balances do. */
const usd = (amount: number) => Math.round(amount * 1e6) / 1e6

function holding(
  chain: SolanaChainConfig,
  asset: { name: string; symbol: string; decimals: number; mint?: string },
  raw: bigint,
  price: number,
): Holding {
  const numeric = formatUnits(raw, asset.decimals)
  return {
    name: asset.name,
    symbol: asset.symbol,
    chainId: chain.caipNetworkId,
    ...(asset.mint ? { address: `${chain.caipNetworkId}:${asset.mint}` } : {}),
    value: usd(Number(numeric) * price),
    price,
    quantity: { numeric, decimals: String(asset.decimals) },
    iconPath: `/public/getTokenImage/${encodeURIComponent(asset.symbol)}`,
  }
}

/** Each mint's total over the owner's token accounts (an owner may hold several accounts of one mint). */
export function tokenTotals(
  accounts: readonly ParsedTokenAccount[],
): Map<string, { amount: bigint; decimals: number }> {
  const totals = new Map<string, { amount: bigint; decimals: number }>()
  for (const { account } of accounts) {
    const info = account?.data?.parsed?.info
    const mint = info?.mint
    const amount = info?.tokenAmount?.amount
    const decimals = info?.tokenAmount?.decimals
    if (typeof mint !== 'string' || typeof amount !== 'string' || typeof decimals !== 'number') continue
    if (!/^\d+$/.test(amount)) continue
    const before = totals.get(mint)?.amount ?? 0n
    totals.set(mint, { amount: before + BigInt(amount), decimals })
  }
  return totals
}

/**
 * The owner's SOL and SPL token balances on one cluster (getBalance and getTokenAccountsByOwner with
 * jsonParsed, in one batched request), zero balances left out, the largest USD value first. Prices come from
 * the chain's config (`nativePriceUsd`, each token's `priceUsd`); a mint the config does not list is 'Unknown'.
 */
export async function readSolanaHoldings(
  chain: SolanaChainConfig,
  reader: SolanaReader,
  owner: string,
): Promise<Holding[]> {
  const commitment = { commitment: 'confirmed' }
  const [balance, classic, token2022] = await reader.batch<unknown>([
    { method: 'getBalance', params: [owner, commitment] },
    {
      method: 'getTokenAccountsByOwner',
      params: [owner, { programId: TOKEN_PROGRAM }, { encoding: 'jsonParsed', ...commitment }],
    },
    {
      method: 'getTokenAccountsByOwner',
      params: [owner, { programId: TOKEN_2022_PROGRAM }, { encoding: 'jsonParsed', ...commitment }],
    },
  ])
  if (balance instanceof SolanaNodeError) throw balance
  if (classic instanceof SolanaNodeError) throw classic
  const lamports = BigInt((balance as { value: number }).value)
  const accounts = [
    ...((classic as { value: ParsedTokenAccount[] }).value ?? []),
    // A cluster without Token-2022 may refuse the program id; its classic tokens still count.
    ...(token2022 instanceof SolanaNodeError
      ? []
      : ((token2022 as { value?: ParsedTokenAccount[] })?.value ?? [])),
  ]
  const configured = new Map((chain.tokens ?? []).map((token) => [token.mint, token]))
  const holdings: Holding[] = []
  if (lamports > 0n) holdings.push(holding(chain, SOL, lamports, chain.nativePriceUsd ?? 0))
  for (const [mint, { amount, decimals }] of tokenTotals(accounts)) {
    if (amount === 0n) continue
    const token = configured.get(mint)
    holdings.push(
      holding(
        chain,
        { name: token?.name ?? 'Unknown', symbol: token?.symbol ?? '???', decimals, mint },
        amount,
        token?.priceUsd ?? 0,
      ),
    )
  }
  return holdings.sort((a, b) => b.value - a.value)
}
