/**
 * Ether a contract sent during a transaction (an "internal transaction": a CALL with value, a CREATE with an
 * endowment, a SELFDESTRUCT where the node reports it), in a frame that did not revert.
 */
export interface InternalTransfer {
  /** Lower case. */
  from: string
  to: string
  value: bigint
  /** How many of the transaction's receipt logs were emitted before it: its place among the logs. */
  logsBefore: number
}
