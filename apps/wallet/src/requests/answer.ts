/**
 * Answering a dapp's request, then telling the user what happened: a failure is logged and toasted (unless
 * it is `quiet`: the dapp's own polls and mistakes), a success is logged in words that fit the request. A
 * request that needed no approval (`silent`) is not logged when it succeeds.
 */
import type { toJsonRpcError } from '@airlock/wallet-engine'
import type { Hash } from 'viem'
import type { ChainRequestDone } from '../chains/requestTypes.ts'
import { messageOf, readableError, requestNoun } from '../format/text.ts'
import type { PendingRequest, WalletState } from '../store/walletState.ts'
import type { Feedback } from '../ui/feedback.ts'
import type { WalletContext } from '../wallet/context.ts'

export type RequestResponse = { result: unknown } | { error: ReturnType<typeof toJsonRpcError> }

export interface AnswerOptions {
  silent: boolean
  quiet?: boolean
  /** How a non-EVM handler words its success. */
  done?: ChainRequestDone
}

export type Answer = (
  request: PendingRequest,
  response: RequestResponse,
  options: AnswerOptions,
) => Promise<void>

/** The session a request came from, while it is connected. */
export const sessionOf = (state: Pick<WalletState, 'sessions'>, topic: string) =>
  state.sessions.find((item) => item.topic === topic)

/** Max wait for a sent transaction's receipt before the balance is left to the next poll. */
const RECEIPT_TIMEOUT_MS = 30_000

export function createAnswer(
  ctx: WalletContext,
  feedback: Feedback,
  deps: { afterChainChange(): Promise<void> },
): Answer {
  const { store } = ctx
  return async (request, response, { silent, quiet = false, done }) => {
    const client = ctx.client
    if (!client) return
    const dapp = sessionOf(store.getState(), request.topic)?.peer.metadata.name
    try {
      await client.respond({
        topic: request.topic,
        response: { id: request.id, jsonrpc: '2.0', ...response },
      })
    } catch (failure) {
      feedback.toast('error', `Could not answer the dapp: ${messageOf(failure)}`)
      return
    }
    if (silent && 'result' in response) return
    if ('error' in response) {
      const noun = request.summary?.noun
      const title = `${noun ? `${noun.charAt(0).toUpperCase()}${noun.slice(1)}` : requestNoun(request.method, true)} failed`
      feedback.log('failed', title, dapp, readableError(response.error.message))
      if (!quiet) feedback.toast('error', `${title}: ${readableError(response.error.message, 140)}`)
      return
    }
    if (done) {
      feedback.log(done.kind, done.title, dapp, done.detail)
      feedback.toast('success', done.toast)
      return
    }
    const smartMode = store.getState().accountMode === 'smartAccount'
    const changed = () => void deps.afterChainChange()
    if (request.method === 'eth_sendTransaction') {
      const hash = response.result as Hash
      const title = smartMode ? 'Transaction sent (user operation)' : 'Transaction sent'
      feedback.log('sent', title, dapp, undefined, hash)
      feedback.toast('success', 'Transaction sent.')
      void ctx.devnet
        .waitForTransactionReceipt({ hash, pollingInterval: 250, timeout: RECEIPT_TIMEOUT_MS })
        .then(changed)
        .catch(() => {})
    } else if (request.method === 'wallet_sendCalls') {
      const calls = request.prepared?.kind === 'calls' ? request.prepared.request.calls.length : 0
      const noun = `${calls} call${calls === 1 ? '' : 's'}`
      feedback.log('sent', smartMode ? `Batch sent: ${noun} in one user operation` : `Sent ${noun}`, dapp)
      feedback.toast('success', smartMode ? 'Batch sent in one user operation.' : 'Calls sent.')
      changed()
    } else if (request.method === 'wallet_grantPermissions') {
      feedback.log('signed', 'Granted permissions (ERC-7715 session)', dapp)
      feedback.toast('success', 'Permissions granted.')
      changed()
    } else if (request.method === 'wallet_revokePermissions') {
      feedback.log('signed', 'Revoked permissions', dapp)
      feedback.toast('success', 'Permissions revoked.')
      changed()
    } else {
      feedback.log(
        'signed',
        request.method === 'personal_sign' ? 'Signed a message' : 'Signed typed data',
        dapp,
      )
      feedback.toast('success', 'Signed.')
    }
  }
}
