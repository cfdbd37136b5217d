import type { InternalTransfer } from './transfer.ts'

/**
 * Internal transfers are stored in `transfers` with log_index below -1, which no log has, encoding where they
 * happened among the transaction's logs: -2 - n, with n = (log_index of the next log) * ORDER_SLOTS + k for
 * the k-th transfer before that log. The trace is deterministic, so a re-index writes the same keys (and
 * `on conflict do nothing` keeps one copy); transferOrderKeySql sorts them into execution order.
 */
const ORDER_SLOTS = 32_768
/** The largest next-log index n can hold within an integer (log indexes count per block). */
const MAX_NEXT_LOG = 65_534
const MAX_N = 2 ** 31 - 3

/**
 * log_index values for one transaction's internal transfers, in order. `firstLogIndex`: the log_index of the
 * transaction's first log (any number when it has none).
 */
export function internalTransferLogIndexes(
  transfers: readonly Pick<InternalTransfer, 'logsBefore'>[],
  firstLogIndex: number,
): number[] {
  const indexes: number[] = []
  let n = -1
  for (const transfer of transfers) {
    const nextLog = Math.min(firstLogIndex + transfer.logsBefore, MAX_NEXT_LOG)
    n = Math.max(n + 1, nextLog * ORDER_SLOTS)
    // Unreachable within any block gas limit: 65,535 logs or 32,768 value calls in one place.
    if (n > MAX_N) break
    indexes.push(-2 - n)
  }
  return indexes
}

/**
 * An SQL expression sorting a transaction's transfers in execution order: its native value (-1), then logs
 * and internal transfers as they happened.
 */
export const transferOrderKeySql = (logIndex: string) =>
  `(case when ${logIndex} >= -1 then ${logIndex}::bigint * ${ORDER_SLOTS} + ${ORDER_SLOTS - 1} else -2 - ${logIndex}::bigint end)`
