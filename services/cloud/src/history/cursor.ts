import { z } from 'zod'

/** Where a page ended: the last transaction's place in the history order. */
export interface HistoryPosition {
  minedAt: Date
  chainId: string
  blockNumber: number
  txIndex: number
}

const positionSchema = z.tuple([
  z.string().datetime(),
  z.string().min(1).max(64),
  z.number().int().nonnegative(),
  z.number().int().nonnegative(),
])

/** Opaque to callers: base64url of the position, so its shape can change without a new parameter. */
export function encodeCursor(position: HistoryPosition): string {
  const tuple = [position.minedAt.toISOString(), position.chainId, position.blockNumber, position.txIndex]
  return Buffer.from(JSON.stringify(tuple)).toString('base64url')
}

/** The position in a cursor this cloud issued, or undefined for anything else. */
export function decodeCursor(cursor: string): HistoryPosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return undefined
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  const parsed = positionSchema.safeParse(json)
  if (!parsed.success) return undefined
  const [minedAt, chainId, blockNumber, txIndex] = parsed.data
  return { minedAt: new Date(minedAt), chainId, blockNumber, txIndex }
}
