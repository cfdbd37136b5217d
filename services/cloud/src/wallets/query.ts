import type { WalletListing, WalletsPage } from '@airlock/protocol/cloud-api'
import { z } from 'zod'
import type { Queryable } from '../db/types.ts'
import { caipNetworkIdSchema } from '../options.ts'
import { badgeTypeSchema, walletIdSchema } from './schema.ts'

/** The modal pages 40 wallets at a time; a page (a search's too) holds at most 100. */
export const DEFAULT_ENTRIES = 40
export const MAX_ENTRIES = 100
/** Keeps offsets (page × entries) far inside integer range. */
export const MAX_PAGE = 100_000
const MAX_LISTED_IDS = 1_000

const positiveInteger = (name: string, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(1, `${name} must be at least 1`).max(max, `${name} must be at most ${max}`))
    .default(String(fallback))

/** A comma-separated list as the kit sends arrays (`include=a,b`); blank items are ignored. */
const commaList = <T extends z.ZodTypeAny>(item: T, max: number) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(item).max(max, `at most ${max} items`))
    .optional()

/** GET /getWallets query; other keys (projectId, st, sv) belong to the project hook. */
export const getWalletsQuerySchema = z.object({
  page: positiveInteger('page', MAX_PAGE, 1),
  entries: positiveInteger('entries', MAX_ENTRIES, DEFAULT_ENTRIES),
  search: z
    .string()
    .trim()
    .max(100, 'search is at most 100 characters')
    .optional()
    .transform((search) => search || undefined),
  badge_type: badgeTypeSchema.optional(),
  include: commaList(walletIdSchema, MAX_LISTED_IDS),
  exclude: commaList(walletIdSchema, MAX_LISTED_IDS),
  chains: commaList(caipNetworkIdSchema, 100),
})

export type GetWalletsQuery = z.output<typeof getWalletsQuerySchema>

/** A listing as the table holds it: every field of the answer present, homepage and badge included. */
interface PageRow extends Required<Omit<WalletListing, 'id' | 'image_url'>> {
  total: number
  id: string | null
}

const LISTING_COLUMNS = `id, name, image_id, rdns, chains, mobile_link, desktop_link, webapp_link, homepage,
  badge_type`

/** The where clause and its parameters; only fixed SQL fragments are joined, the values stay parameters. */
function filters(query: GetWalletsQuery) {
  const conditions: string[] = []
  const params: unknown[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  // strpos, not like: a search for "%" or "_" means those characters.
  if (query.search) conditions.push(`strpos(lower(name), lower(${param(query.search)})) > 0`)
  if (query.badge_type) conditions.push(`badge_type = ${param(query.badge_type)}`)
  if (query.include?.length) {
    conditions.push(
      `id in (select jsonb_array_elements_text(${param(JSON.stringify(query.include))}::jsonb))`,
    )
  }
  if (query.exclude?.length) {
    conditions.push(
      `id not in (select jsonb_array_elements_text(${param(JSON.stringify(query.exclude))}::jsonb))`,
    )
  }
  if (query.chains?.length) {
    conditions.push(
      `chains ?| array(select jsonb_array_elements_text(${param(JSON.stringify(query.chains))}::jsonb))`,
    )
  }
  return { where: conditions.length ? `where ${conditions.join(' and ')}` : '', params }
}

/**
 * One page of matching listings in rank order, and how many match in all. One statement, so the count
 * and the page come from the same snapshot even while a restart re-syncs the registry.
 */
export async function queryWallets(db: Queryable, query: GetWalletsQuery): Promise<WalletsPage> {
  const { where, params } = filters(query)
  params.push(query.entries, (query.page - 1) * query.entries)
  const limit = `$${params.length - 1}`
  const offset = `$${params.length}`
  const rows = await db.query<PageRow>(
    `with matching as (select ${LISTING_COLUMNS}, rank from wallets ${where}),
      counted as (select count(*) as total from matching)
    select counted.total, page.*
    from counted
    left join lateral (
      select ${LISTING_COLUMNS} from matching order by rank, id limit ${limit} offset ${offset}
    ) as page on true`,
    params,
  )
  const count = rows[0]?.total ?? 0
  const data = rows
    .filter((row): row is PageRow & { id: string } => row.id !== null)
    .map(({ total: _total, ...listing }) => listing)
  return { data, count }
}
