import { fileURLToPath } from 'node:url'
import { readJsonFile } from '../config/jsonFile.ts'
import type { Db } from '../db/types.ts'
import { type RegistryListing, walletRegistrySchema } from './schema.ts'

/** services/cloud/registry/wallets.json, whatever the working directory. */
export const DEFAULT_WALLETS_FILE = fileURLToPath(new URL('../../registry/wallets.json', import.meta.url))

/** Reads and validates a wallet registry file; every failure names the file and what is wrong. */
export async function readWalletRegistry(path: string): Promise<RegistryListing[]> {
  return (await readJsonFile(path, walletRegistrySchema, 'wallet registry')).wallets
}

/**
 * The whole file goes in as one jsonb parameter: one statement whatever the number of listings, and no
 * JS array parameters (the two drivers encode those differently).
 */
const UPSERT = `
insert into wallets (id, image_id, name, rdns, chains, mobile_link, desktop_link, webapp_link, homepage,
  badge_type, rank)
select id, image_id, name, rdns, chains, mobile_link, desktop_link, webapp_link, homepage, badge_type, rank
from jsonb_to_recordset($1::jsonb) as listing(id text, image_id text, name text, rdns text, chains jsonb,
  mobile_link text, desktop_link text, webapp_link text, homepage text, badge_type text, rank integer)
on conflict (id) do update set
  image_id = excluded.image_id, name = excluded.name, rdns = excluded.rdns, chains = excluded.chains,
  mobile_link = excluded.mobile_link, desktop_link = excluded.desktop_link,
  webapp_link = excluded.webapp_link, homepage = excluded.homepage, badge_type = excluded.badge_type,
  rank = excluded.rank, updated_at = now()`

const REMOVE_UNLISTED = `
delete from wallets
where id not in (select listing ->> 'id' from jsonb_array_elements($1::jsonb) as listing)`

export interface WalletSyncResult {
  listed: number
  removed: number
}

/**
 * Makes the wallets table equal to the registry file in one transaction: listings are upserted and the
 * ones no longer in the file removed, so a request never sees a half-synced registry.
 */
export async function syncWalletRegistry(db: Db, path: string): Promise<WalletSyncResult> {
  const listings = await readWalletRegistry(path)
  const json = JSON.stringify(listings)
  return db.transaction(async (tx) => {
    await tx.query(UPSERT, [json])
    const removed = await tx.query(`${REMOVE_UNLISTED} returning id`, [json])
    return { listed: listings.length, removed: removed.length }
  })
}
