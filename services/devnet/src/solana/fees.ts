import { LAMPORTS_PER_SIGNATURE } from './constants.ts'
import type { DecodedMessage } from './message.ts'

const COMPUTE_BUDGET = 'ComputeBudget111111111111111111111111111111'
const MAX_COMPUTE_UNIT_LIMIT = 1_400_000n
const BUILTIN_DEFAULT_UNITS = 3_000n
const PROGRAM_DEFAULT_UNITS = 200_000n

// Programs Agave counts as builtins when it works out a transaction's default compute-unit limit.
const BUILTINS = new Set([
  '11111111111111111111111111111111',
  COMPUTE_BUDGET,
  'Vote111111111111111111111111111111111111111',
  'Stake11111111111111111111111111111111111111',
  'Config1111111111111111111111111111111111111',
  'AddressLookupTab1e1111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
])

/**
 * The fee a message pays, as Agave charges it: 5,000 lamports per signature plus the priority fee,
 * ceil(compute-unit price (µlamports) × compute-unit limit / 1e6). litesvm charges the same but does not
 * report it, so the chain works it out itself.
 */
export function feeForMessage(message: DecodedMessage): bigint {
  let price = 0n
  let limit: bigint | undefined
  let defaultLimit = 0n
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex]
    const data = instruction.data
    if (program === COMPUTE_BUDGET && data) {
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
      if (data[0] === 2 && data.length >= 5) limit = BigInt(view.getUint32(1, true))
      if (data[0] === 3 && data.length >= 9) price = view.getBigUint64(1, true)
    }
    defaultLimit +=
      program !== undefined && BUILTINS.has(program) ? BUILTIN_DEFAULT_UNITS : PROGRAM_DEFAULT_UNITS
  }
  const units =
    (limit ?? defaultLimit) < MAX_COMPUTE_UNIT_LIMIT ? (limit ?? defaultLimit) : MAX_COMPUTE_UNIT_LIMIT
  const signatures = BigInt(message.header.numSignerAccounts)
  return LAMPORTS_PER_SIGNATURE * signatures + (price * units + 999_999n) / 1_000_000n
}
