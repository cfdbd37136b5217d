import { getCompiledTransactionMessageDecoder } from '@solana/kit'

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/** A value moved by one instruction: lamports (System transfer) or token base units (SPL transfer). */
export type SolanaTransfer =
  | { kind: 'sol'; from: string; to: string; lamports: bigint }
  | {
      kind: 'token'
      /** Only TransferChecked names the mint and its decimals. */
      mint?: string
      decimals?: number
      amount: bigint
      source: string
      /** The receiving token account. */
      destination: string
      /** The receiving wallet, when the transaction creates its associated token account. */
      owner?: string
      authority: string
    }

/** What a transaction does, as far as the wallet can tell from its message alone. */
export interface SolanaTransactionView {
  feePayer: string
  transfers: SolanaTransfer[]
  /** Associated token accounts it creates (the payer pays their rent). */
  createdTokenAccounts: { account: string; owner: string; mint: string }[]
  instructionCount: number
  /** Programs it calls, in order, without repeats. */
  programs: string[]
}

const u64 = (data: Uint8Array, offset: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true)
const u32 = (data: Uint8Array, offset: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true)

/**
 * Reads a transaction message (its wire bytes) for the confirmation screen: SOL transfers, SPL transfers and
 * associated token account creations. Accounts that come from address lookup tables show as
 * '(lookup table)': resolving them needs the chain.
 *
 * @example
 * const view = readSolanaTransaction(transaction.messageBytes)
 * view.transfers[0] // { kind: 'sol', from, to, lamports: 500000000n }
 */
export function readSolanaTransaction(messageBytes: Uint8Array): SolanaTransactionView {
  const message = getCompiledTransactionMessageDecoder().decode(messageBytes)
  const accounts = message.staticAccounts.map(String)
  const account = (index: number | undefined) =>
    index === undefined ? '(none)' : (accounts[index] ?? '(lookup table)')
  const transfers: SolanaTransfer[] = []
  const createdTokenAccounts: SolanaTransactionView['createdTokenAccounts'] = []
  const programs: string[] = []
  // Legacy and v0 messages list compiled instructions; v1 messages (rare yet) are not read: no transfers shown.
  const instructions = 'instructions' in message ? message.instructions : []
  for (const instruction of instructions) {
    const program = account(instruction.programAddressIndex)
    if (!programs.includes(program)) programs.push(program)
    const data = new Uint8Array(instruction.data ?? new Uint8Array())
    const keys = (instruction.accountIndices ?? []).map((index: number) => account(index))
    if (program === SYSTEM_PROGRAM && data.length === 12 && u32(data, 0) === 2) {
      transfers.push({ kind: 'sol', from: keys[0] ?? '', to: keys[1] ?? '', lamports: u64(data, 4) })
    } else if (program === TOKEN_PROGRAM || program === TOKEN_2022_PROGRAM) {
      if (data[0] === 3 && data.length >= 9) {
        transfers.push({
          kind: 'token',
          amount: u64(data, 1),
          source: keys[0] ?? '',
          destination: keys[1] ?? '',
          authority: keys[2] ?? '',
        })
      } else if (data[0] === 12 && data.length >= 10) {
        transfers.push({
          kind: 'token',
          amount: u64(data, 1),
          decimals: data[9] as number,
          source: keys[0] ?? '',
          mint: keys[1] ?? '',
          destination: keys[2] ?? '',
          authority: keys[3] ?? '',
        })
      }
    } else if (
      program === ASSOCIATED_TOKEN_PROGRAM &&
      (data.length === 0 || data[0] === 0 || data[0] === 1)
    ) {
      createdTokenAccounts.push({ account: keys[1] ?? '', owner: keys[2] ?? '', mint: keys[3] ?? '' })
    }
  }
  for (const transfer of transfers) {
    if (transfer.kind !== 'token') continue
    const created = createdTokenAccounts.find((item) => item.account === transfer.destination)
    if (created) {
      transfer.owner = created.owner
      transfer.mint ??= created.mint
    }
  }
  return {
    feePayer: accounts[0] ?? '',
    transfers,
    createdTokenAccounts,
    instructionCount: 'instructions' in message ? message.instructions.length : message.numInstructions,
    programs,
  }
}
