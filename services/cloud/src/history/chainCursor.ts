import { z } from 'zod'

/**
 * Where each chain's part of a multi-chain history stands, for chains paged by the position of their last
 * item (Solana's `before` signature, Esplora's last txid): chain id → that item. A chain missing from a
 * cursor has nothing more to give.
 */
export type ChainPositions = Record<string, string>

const positionsSchema = z.record(z.string().min(1).max(64), z.string().min(1).max(128))

/** Opaque to callers: base64url of the positions, marked so an EVM cursor is never mistaken for one. */
export function encodeChainCursor(positions: ChainPositions): string {
  return Buffer.from(JSON.stringify({ p: positions })).toString('base64url')
}

/** The positions of a cursor this cloud issued, or undefined for anything else. */
export function decodeChainCursor(cursor: string): ChainPositions | undefined {
  if (!/^[A-Za-z0-9_-]{1,4000}$/.test(cursor)) return undefined
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  if (typeof json !== 'object' || json === null || !('p' in json)) return undefined
  const parsed = positionsSchema.safeParse(json.p)
  return parsed.success ? parsed.data : undefined
}
