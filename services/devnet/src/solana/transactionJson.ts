import { getBase58Decoder, getBase64Decoder } from '@solana/kit'
import type { InnerInstructions, TransactionRecord } from './chain.ts'
import { invalidParams, RpcErrorCode, SolanaRpcError } from './errors.ts'

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58'

export function transactionEncoding(value: unknown): TransactionEncoding {
  if (value === undefined || value === null) return 'json'
  if (value === 'json' || value === 'jsonParsed' || value === 'base64' || value === 'base58') return value
  throw invalidParams(
    `unsupported encoding ${JSON.stringify(value)} (use json, jsonParsed, base64 or base58)`,
  )
}

const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)
const ZERO_SIGNATURE = new Uint8Array(64)

function messageJson(record: TransactionRecord, parsed: boolean) {
  const { message } = record.decoded
  const { header } = message
  const keys = record.accountKeys
  const staticCount = message.staticAccounts.length
  const writableLoaded = record.loadedAddresses.writable.length
  const isWritable = (index: number) =>
    index < header.numSignerAccounts
      ? index < header.numSignerAccounts - header.numReadonlySignerAccounts
      : index < staticCount
        ? index < staticCount - header.numReadonlyNonSignerAccounts
        : index < staticCount + writableLoaded
  const instructions = message.instructions.map((instruction) => {
    const accounts = instruction.accountIndices ?? []
    const data = base58(instruction.data ?? new Uint8Array())
    return parsed
      ? {
          programId: keys[instruction.programAddressIndex],
          accounts: accounts.map((index) => keys[index]),
          data,
          stackHeight: null,
        }
      : { programIdIndex: instruction.programAddressIndex, accounts, data, stackHeight: null }
  })
  return {
    accountKeys: parsed
      ? keys.map((pubkey, index) => ({
          pubkey,
          signer: index < header.numSignerAccounts,
          writable: isWritable(index),
          source: index < staticCount ? 'transaction' : 'lookupTable',
        }))
      : message.staticAccounts,
    ...(parsed
      ? {}
      : {
          header: {
            numRequiredSignatures: header.numSignerAccounts,
            numReadonlySignedAccounts: header.numReadonlySignerAccounts,
            numReadonlyUnsignedAccounts: header.numReadonlyNonSignerAccounts,
          },
        }),
    recentBlockhash: message.lifetimeToken,
    instructions,
    ...(message.version === 0
      ? {
          addressTableLookups: (message.addressTableLookups ?? []).map((lookup) => ({
            accountKey: lookup.lookupTableAddress,
            writableIndexes: lookup.writableIndexes,
            readonlyIndexes: lookup.readonlyIndexes,
          })),
        }
      : {}),
  }
}

function innerJson(record: TransactionRecord, inner: InnerInstructions[], parsed: boolean) {
  return inner.map(({ index, instructions }) => ({
    index,
    instructions: parsed
      ? instructions.map((instruction) => ({
          programId: record.accountKeys[instruction.programIdIndex],
          accounts: instruction.accounts.map((at) => record.accountKeys[at]),
          data: instruction.data,
          stackHeight: instruction.stackHeight,
        }))
      : instructions,
  }))
}

/**
 * getTransaction's result for a processed transaction, in `encoding`. Meta carries the fee, balances,
 * token balances (standard form), logs and inner instructions in every encoding. jsonParsed gives
 * account keys with their roles and instructions in the partially decoded form (program id, accounts,
 * base58 data): no program's instructions are parsed further.
 */
export function transactionJson(
  record: TransactionRecord,
  encoding: TransactionEncoding,
  maxSupportedTransactionVersion: number | undefined,
) {
  const { version } = record.decoded.message
  if (version === 0 && (maxSupportedTransactionVersion === undefined || maxSupportedTransactionVersion < 0)) {
    throw new SolanaRpcError(
      RpcErrorCode.unsupportedTransactionVersion,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the ' +
        'following configuration parameter: "maxSupportedTransactionVersion": 0',
    )
  }
  const parsed = encoding === 'jsonParsed'
  const transaction =
    encoding === 'base64'
      ? [getBase64Decoder().decode(record.decoded.wire), 'base64']
      : encoding === 'base58'
        ? [base58(record.decoded.wire), 'base58']
        : {
            signatures: Object.values(record.decoded.transaction.signatures).map((signature) =>
              base58((signature as Uint8Array | null) ?? ZERO_SIGNATURE),
            ),
            message: messageJson(record, parsed),
          }
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    version,
    transaction,
    meta: {
      err: record.err,
      status: record.err === null ? { Ok: null } : { Err: record.err },
      fee: record.fee,
      preBalances: record.preBalances,
      postBalances: record.postBalances,
      innerInstructions: innerJson(record, record.innerInstructions, parsed),
      logMessages: record.logs,
      preTokenBalances: record.preTokenBalances,
      postTokenBalances: record.postTokenBalances,
      rewards: [],
      loadedAddresses: record.loadedAddresses,
      computeUnitsConsumed: record.unitsConsumed,
    },
  }
}
