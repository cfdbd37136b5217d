import { accountEncoding, accountJson } from './accountJson.ts'
import { type RpcContext, type RpcHandler, responseContext } from './context.ts'
import { invalidParams, RpcErrorCode, SolanaRpcError } from './errors.ts'
import { feeForMessage } from './fees.ts'
import { decodeMessage, decodeTransaction } from './message.ts'
import {
  optionalBoolean,
  optionalConfig,
  requireAddress,
  requireArray,
  requireEncodedBytes,
  requireSignature,
  requireString,
  requireU64,
} from './params.ts'
import { submitOrThrow } from './submit.ts'
import { transactionEncoding, transactionJson } from './transactionJson.ts'

const MAX_SIGNATURE_STATUSES = 256
const MAX_SIGNATURES_FOR_ADDRESS = 1_000
const MAX_SIMULATION_ACCOUNTS = 100

/** Sending, simulating, airdrops, fees, and the transaction history. */
export function transactionMethods({ chain, faucet }: RpcContext): Record<string, RpcHandler> {
  const statusOf = (signature: string) => {
    const record = chain.record(signature)
    if (!record) return null
    return {
      slot: record.slot,
      confirmations: null,
      err: record.err,
      status: record.err === null ? { Ok: null } : { Err: record.err },
      confirmationStatus: 'finalized',
    }
  }

  return {
    sendTransaction: ([wire, config]) => {
      const options = optionalConfig(config)
      const decoded = decodeTransaction(requireEncodedBytes(wire, options.encoding, 'transaction'))
      return submitOrThrow(chain, decoded, {
        skipPreflight: optionalBoolean(options.skipPreflight, 'skipPreflight', false),
      })
    },

    simulateTransaction: ([wire, config]) => {
      const options = optionalConfig(config)
      const decoded = decodeTransaction(requireEncodedBytes(wire, options.encoding, 'transaction'))
      const sigVerify = optionalBoolean(options.sigVerify, 'sigVerify', false)
      const replaceRecentBlockhash = optionalBoolean(
        options.replaceRecentBlockhash,
        'replaceRecentBlockhash',
        false,
      )
      if (sigVerify && replaceRecentBlockhash) {
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
      }
      if (sigVerify && Object.values(decoded.transaction.signatures).some((s) => s === null)) {
        throw new SolanaRpcError(
          RpcErrorCode.transactionSignatureVerificationFailure,
          'Transaction signature verification failure',
        )
      }
      const wanted =
        options.accounts === undefined || options.accounts === null
          ? undefined
          : optionalConfig(options.accounts, 'accounts')
      const addresses = wanted
        ? requireArray(wanted.addresses, 'accounts.addresses', MAX_SIMULATION_ACCOUNTS).map((at) =>
            requireAddress(at),
          )
        : undefined
      const encoding = accountEncoding(wanted?.encoding)
      const result = chain.simulate(decoded, { sigVerify, checkBlockhash: !replaceRecentBlockhash })
      return {
        context: responseContext(chain),
        value: {
          err: result.err,
          logs: result.logs,
          accounts: addresses
            ? addresses.map((at) => {
                const account = result.postAccounts?.get(at) ?? chain.account(at)
                return account ? accountJson(account, encoding, chain.mintDecimals) : null
              })
            : null,
          unitsConsumed: result.unitsConsumed,
          returnData: null,
          innerInstructions: options.innerInstructions === true ? result.innerInstructions : null,
          fee: result.fee,
          replacementBlockhash: replaceRecentBlockhash ? chain.latestBlockhash() : null,
        },
      }
    },

    requestAirdrop: async ([to, amount]) => {
      const recipient = requireAddress(to, 'recipient')
      const lamports = requireU64(amount, 'lamports')
      if (lamports === 0n) throw invalidParams('lamports must be more than 0')
      return faucet.airdrop(recipient, lamports)
    },

    getFeeForMessage: ([message]) => {
      const decoded = decodeMessage(requireEncodedBytes(message, 'base64', 'message'))
      // Like Agave: null once the message's blockhash has expired (the fee is no longer known).
      const value = chain.isBlockhashValid(decoded.lifetimeToken) ? feeForMessage(decoded) : null
      return { context: responseContext(chain), value }
    },

    getSignatureStatuses: ([signatures]) => ({
      context: responseContext(chain),
      value: requireArray(signatures, 'signatures', MAX_SIGNATURE_STATUSES).map((signature) =>
        statusOf(requireSignature(signature)),
      ),
    }),

    getTransaction: ([signature, config]) => {
      const record = chain.record(requireSignature(signature))
      const options = typeof config === 'string' ? { encoding: config } : optionalConfig(config)
      const encoding = transactionEncoding(options.encoding)
      const max = options.maxSupportedTransactionVersion
      if (max !== undefined && max !== null && max !== 0) {
        throw invalidParams('maxSupportedTransactionVersion must be 0')
      }
      return record ? transactionJson(record, encoding, max === 0 ? 0 : undefined) : null
    },

    getSignaturesForAddress: ([at, config]) => {
      const options = optionalConfig(config)
      const limit = Number(requireU64(options.limit ?? MAX_SIGNATURES_FOR_ADDRESS, 'limit'))
      if (limit < 1 || limit > MAX_SIGNATURES_FOR_ADDRESS) {
        throw invalidParams(`Invalid limit; max ${MAX_SIGNATURES_FOR_ADDRESS}`)
      }
      const slotOf = (key: 'before' | 'until') => {
        const value = options[key]
        if (value === undefined || value === null) return undefined
        // An unknown `before` has nothing older than it (empty result); an unknown `until` bounds nothing.
        return chain.record(requireSignature(value, key))?.slot ?? (key === 'before' ? -1n : undefined)
      }
      const before = slotOf('before')
      const until = slotOf('until')
      const signatures = chain.signaturesFor(requireAddress(at))
      const result = []
      for (const signature of signatures) {
        const record = chain.record(signature)
        if (!record) continue
        if (before !== undefined && record.slot >= before) continue
        if (until !== undefined && record.slot <= until) break
        result.push({
          signature,
          slot: record.slot,
          err: record.err,
          memo: null,
          blockTime: record.blockTime,
          confirmationStatus: 'finalized',
        })
        if (result.length === limit) break
      }
      return result
    },

    isBlockhashValid: ([blockhash]) => ({
      context: responseContext(chain),
      value: chain.isBlockhashValid(requireString(blockhash, 'blockhash')),
    }),

    // No fee market on a one-validator local chain.
    getRecentPrioritizationFees: () => [],
  }
}
