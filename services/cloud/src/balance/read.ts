import { type Address, erc20Abi, formatUnits } from 'viem'
import type { ChainService } from '../chains/services.ts'
import type { Queryable } from '../db/types.ts'

/** One balance (the cloud API's BalanceEntry), before icons are made absolute. */
export interface Holding {
  name: string
  symbol: string
  chainId: string
  /** CAIP-10 of the token; absent for the native coin. */
  address?: string
  value: number
  price: number
  quantity: { numeric: string; decimals: string }
  /** Path of the icon on this cloud. */
  iconPath: string
}

export interface TokenRow {
  address: Address
  name: string
  symbol: string
  decimals: number
}

/** Keeps a value readable in JSON: cents stay exact for any sane holding. */
function usd(amount: number): number {
  return Math.round(amount * 1e6) / 1e6
}

function holding(
  service: ChainService,
  asset: { name: string; symbol: string; decimals: number; address?: Address },
  raw: bigint,
  price: number,
): Holding {
  const numeric = formatUnits(raw, asset.decimals)
  return {
    name: asset.name,
    symbol: asset.symbol,
    chainId: service.config.caipNetworkId,
    ...(asset.address ? { address: `${service.config.caipNetworkId}:${asset.address}` } : {}),
    value: usd(Number(numeric) * price),
    price,
    quantity: { numeric, decimals: String(asset.decimals) },
    iconPath: `/public/getTokenImage/${encodeURIComponent(asset.symbol)}`,
  }
}

/**
 * The ERC-20s the indexer has seen on a chain with readable decimals, by address: the ones a balance asks
 * the node about. One range of the tokens primary key.
 *
 * @example
 * const tokens = await queryTokens(db, 'eip155:31337')
 */
export function queryTokens(db: Queryable, chainId: string): Promise<TokenRow[]> {
  return db.query<TokenRow>(
    `select address, name, symbol, decimals from tokens
     where chain_id = $1 and standard = 'erc20' and decimals is not null order by address`,
    [chainId],
  )
}

/**
 * The native coin and every ERC-20 the indexer has seen on the chain, read at one block in one batched
 * round trip, zero balances left out, the largest USD value first.
 */
export async function readHoldings(
  db: Queryable,
  service: ChainService,
  owner: Address,
  blockNumber: bigint,
): Promise<Holding[]> {
  const tokens = await queryTokens(db, service.config.caipNetworkId)
  const { client } = service
  const [native, ...amounts] = await Promise.all([
    client.getBalance({ address: owner, blockNumber }),
    ...tokens.map((token) =>
      client
        .readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
          blockNumber,
        })
        // A token contract that misbehaves must not take the whole portfolio down with it.
        .catch(() => 0n),
    ),
  ])
  const held = tokens.flatMap((token, index) => {
    const amount = amounts[index] ?? 0n
    return amount > 0n ? [{ token, amount }] : []
  })
  const [nativePrice, ...prices] = await Promise.all([
    native > 0n ? service.usdPrice('native', blockNumber) : 0,
    ...held.map(({ token }) => service.usdPrice(token.address, blockNumber)),
  ])
  const holdings = [
    ...(native > 0n ? [holding(service, service.native, native, nativePrice ?? 0)] : []),
    ...held.map(({ token, amount }, index) => holding(service, token, amount, prices[index] ?? 0)),
  ]
  return holdings.sort((a, b) => b.value - a.value)
}
