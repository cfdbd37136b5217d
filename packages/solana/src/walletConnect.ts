import { type SharedProvider, WalletError } from '@airlock/core'
import { ErrorMessages } from '@airlock/core/internal'
import { decodeBase58, decodeBase64, encodeBase58, encodeBase64 } from './encoding.ts'
import { toSolanaWalletError } from './errors.ts'
import { type SignAndSendParams, type SolanaSigner, withFeePayerSignature } from './session.ts'

/*
 * WalletConnect's solana namespace (docs.walletconnect.network, "Solana"): messages travel as base58,
 * transactions as base64 wire bytes; signatures come back base58.
 */

/**
 * Codes and messages that mean "this session cannot do that method" rather than "the wallet refused": the
 * session lacks it (the protocol's 'Missing or invalid. request() method', 3001 Unauthorized method, 5101
 * Unsupported methods) or the wallet does not implement it (-32601, 4200).
 */
const METHOD_UNAVAILABLE_CODES: readonly number[] = [3001, 5101, -32601, 4200]
const METHOD_UNAVAILABLE = /request\(\) method|unauthorized method|unsupported method|method not found/i

/**
 * The session's Solana addresses (solana_getAccounts → `[{pubkey}]`). Wallets that answer with plain or CAIP-10
 * address strings are read too.
 */
export async function walletConnectAccounts(provider: SharedProvider): Promise<string[]> {
  const answer = await provider
    .request({ method: 'solana_getAccounts', params: {} })
    .catch((error: unknown) => {
      throw toSolanaWalletError(error)
    })
  if (!Array.isArray(answer)) return []
  const addresses = answer.flatMap((entry: unknown) => {
    const value = typeof entry === 'string' ? entry : (entry as { pubkey?: unknown } | null)?.pubkey
    if (typeof value !== 'string' || value.length === 0) return []
    return [value.includes(':') ? (value.split(':')[2] ?? '') : value]
  })
  return [...new Set(addresses.filter(Boolean))]
}

/** Signing and sending through a WalletConnect session's solana_* methods. */
export function walletConnectSigner(provider: SharedProvider): SolanaSigner {
  return {
    async signMessage(address, message) {
      try {
        const answer = (await provider.request({
          method: 'solana_signMessage',
          params: { message: encodeBase58(message), pubkey: address },
        })) as { signature?: unknown } | null
        if (typeof answer?.signature !== 'string') throw new WalletError('The wallet returned no signature')
        return decodeBase58(answer.signature)
      } catch (error) {
        throw toSolanaWalletError(error, ErrorMessages.SIGNATURE_DECLINED)
      }
    },

    async signAndSend({ transaction, broadcast }: SignAndSendParams) {
      const encoded = encodeBase64(transaction)
      try {
        const answer = (await provider.request({
          method: 'solana_signAndSendTransaction',
          params: { transaction: encoded, sendOptions: { preflightCommitment: 'confirmed' } },
        })) as { signature?: unknown } | null
        if (typeof answer?.signature !== 'string') throw new WalletError('The wallet returned no signature')
        return answer.signature
      } catch (error) {
        if (!isMethodUnavailable(error)) throw toSolanaWalletError(error)
      }
      // A wallet that only signs: the adapter sends the signed transaction over the network's RPC.
      let signed: Uint8Array
      try {
        const answer = (await provider.request({
          method: 'solana_signTransaction',
          params: { transaction: encoded },
        })) as { signature?: unknown; transaction?: unknown } | null
        if (typeof answer?.transaction === 'string') signed = decodeBase64(answer.transaction)
        else if (typeof answer?.signature === 'string')
          signed = withFeePayerSignature(transaction, decodeBase58(answer.signature))
        else throw new WalletError('The wallet returned no signed transaction')
      } catch (error) {
        throw toSolanaWalletError(error)
      }
      return broadcast(signed)
    },
  }
}

function isMethodUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (typeof code === 'number' && METHOD_UNAVAILABLE_CODES.includes(code)) return true
  return typeof message === 'string' && METHOD_UNAVAILABLE.test(message)
}
