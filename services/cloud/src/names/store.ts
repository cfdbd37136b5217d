import type { Queryable } from '../db/types.ts'

/** A row of the names table (migrations 004 and 011); addresses are stored lower-case. */
export interface NameRow {
  name: string
  address: `0x${string}`
  attributes: Record<string, string>
  coin_type: number | null
  created_at: Date
}

const COLUMNS = 'name, address, attributes, coin_type, created_at'

export async function findName(db: Queryable, name: string): Promise<NameRow | undefined> {
  const [row] = await db.query<NameRow>(`select ${COLUMNS} from names where name = $1`, [name])
  return row
}

/** The address's names, first registered first: the first is its primary name (identity, reverse). */
export async function namesOf(db: Queryable, address: string): Promise<NameRow[]> {
  return db.query<NameRow>(`select ${COLUMNS} from names where address = $1 order by created_at, name`, [
    address.toLowerCase(),
  ])
}

/** Which of `names` are registered. */
export async function registeredAmong(db: Queryable, names: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ name: string }>(
    'select name from names where name in (select jsonb_array_elements_text($1::jsonb))',
    [JSON.stringify(names)],
  )
  return new Set(rows.map((row) => row.name))
}

export async function signatureUsed(db: Queryable, signature: string): Promise<boolean> {
  const rows = await db.query('select 1 from names where signature = $1', [signature.toLowerCase()])
  return rows.length > 0
}

export interface NewName {
  name: string
  address: string
  attributes: Record<string, string>
  coinType: number
  message: string
  signature: string
}

/** Registers a name; 'taken' or 'replayed' when another registration got there first (unique keys). */
export async function insertName(
  db: Queryable,
  entry: NewName,
): Promise<'registered' | 'taken' | 'replayed'> {
  try {
    await db.query(
      `insert into names (name, address, attributes, coin_type, message, signature)
       values ($1, $2, $3::jsonb, $4, $5, $6)`,
      [
        entry.name,
        entry.address.toLowerCase(),
        JSON.stringify(entry.attributes),
        entry.coinType,
        entry.message,
        entry.signature.toLowerCase(),
      ],
    )
    return 'registered'
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string }
    if (code !== '23505') throw error
    return constraint === 'names_signature' || String(error).includes('names_signature')
      ? 'replayed'
      : 'taken'
  }
}
