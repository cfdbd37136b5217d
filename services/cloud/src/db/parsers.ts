/** PostgreSQL type oid of int8 (bigint, bigserial, count(*)). */
export const INT8_OID = 20

/**
 * Both drivers get the same int8 parser so rows look alike whichever runs: pg would give a string, PGlite a
 * number. Ids and counts stay far below 2^53; amounts that can exceed it (token balances) belong in numeric,
 * which both drivers return as a string.
 */
export function parseInt8(value: string): number {
  return Number(value)
}
