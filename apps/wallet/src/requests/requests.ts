/**
 * A dapp's requests: when one arrives it is read (a smart-account request is prepared, a solana / bip122 one
 * summarised), then either waits on the sheet for the user or, when it needs no approval, is answered at
 * once. The user's approval runs it; a rejection answers 4001 (user rejected). One answer at a time.
 */
import type { SignEvents } from '@airlock/protocol'
import { chainIdNumber, needsApproval, toJsonRpcError, USER_REJECTED_REQUEST } from '@airlock/wallet-engine'
import { exposedAddress } from '../accounts/selection.ts'
import type { SmartAccountReader } from '../accounts/smartAccount.ts'
import type { ChainRequests } from '../chains/chainRequests.ts'
import { chainNamespaceOf } from '../chains/requestTypes.ts'
import { smartAccountChain } from '../config.ts'
import { messageOf, requestNoun } from '../format/text.ts'
import { type Prepared, prepareSmartRequest, SMART_APPROVAL_METHODS } from '../smart/requests.ts'
import type { PendingRequest, WalletState } from '../store/walletState.ts'
import type { Feedback } from '../ui/feedback.ts'
import type { WalletContext } from '../wallet/context.ts'
import { type Answer, type RequestResponse, sessionOf } from './answer.ts'
import type { PerformEvm } from './evmRequests.ts'

/** The requests read when they arrive, so what the sheet shows is what runs. */
const PREPARED_METHODS: ReadonlySet<string> = new Set([
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
])

/** Capability and status polls are the dapp's business: their refusals are logged, not toasted. */
const QUIET_METHODS: ReadonlySet<string> = new Set(['wallet_getCapabilities', 'wallet_getCallsStatus'])

/** Reads a smart-account request when it arrives; throws the error to answer at once (no sheet). */
export function prepareRequest(state: WalletState, request: PendingRequest): Prepared | undefined {
  if (!PREPARED_METHODS.has(request.method)) return undefined
  const chainId = chainIdNumber(request.chainId)
  return prepareSmartRequest(request.method, request.params, {
    chainId,
    smartAccount: state.accountMode === 'smartAccount',
    chain: smartAccountChain(chainId),
    address: exposedAddress(state),
  })
}

export interface Requests {
  /** A session_request from the relay. */
  receive(event: SignEvents['session_request']): Promise<void>
  approveRequest(id: number): Promise<void>
  rejectRequest(id: number): Promise<void>
}

export function createRequests(
  ctx: WalletContext,
  feedback: Feedback,
  deps: { answer: Answer; performEvm: PerformEvm; chains: ChainRequests; smartAccount: SmartAccountReader },
): Requests {
  const { store } = ctx
  const show = (request: PendingRequest) => {
    const others = store.getState().requests.filter((item) => item.id !== request.id)
    store.setState({ requests: [...others, request] })
  }
  const drop = (id: number) =>
    store.setState({ busy: undefined, requests: store.getState().requests.filter((item) => item.id !== id) })

  /** Runs a request (approved by the user, or one that needs no approval) and answers the dapp. */
  const perform = async (request: PendingRequest, silent: boolean) => {
    if (!ctx.client) return
    const namespace = chainNamespaceOf(request.chainId)
    if (namespace) return deps.chains.perform(namespace, request, silent)
    let response: RequestResponse
    try {
      response = { result: await deps.performEvm(request) }
    } catch (error) {
      response = { error: toJsonRpcError(error) }
    }
    await deps.answer(request, response, { silent, quiet: QUIET_METHODS.has(request.method) })
  }

  return {
    async receive({ id, topic, params, verifyContext }) {
      // After a reload in smart-account mode, the account's address may still be on its way: wait for it.
      await deps.smartAccount.ready()
      const request: PendingRequest = {
        id,
        topic,
        chainId: params.chainId,
        method: params.request.method,
        params: params.request.params,
        verifyContext,
      }
      const namespace = chainNamespaceOf(request.chainId)
      if (namespace) return deps.chains.receive(namespace, request)
      try {
        const prepared = prepareRequest(store.getState(), request)
        if (prepared) request.prepared = prepared
      } catch (error) {
        // The dapp's mistake, not the user's action: answered at once and logged, without a toast.
        void deps.answer(request, { error: toJsonRpcError(error) }, { silent: false, quiet: true })
        return
      }
      if (needsApproval(request.method) || SMART_APPROVAL_METHODS.has(request.method)) show(request)
      else void perform(request, true)
    },
    async approveRequest(id) {
      const state = store.getState()
      const request = state.requests.find((item) => item.id === id)
      if (!request || state.busy) return
      store.setState({ busy: { id, action: 'approve' } })
      try {
        await perform(request, false)
      } finally {
        drop(id)
      }
    },
    async rejectRequest(id) {
      const client = ctx.client
      const state = store.getState()
      const request = state.requests.find((item) => item.id === id)
      if (!client || !request || state.busy) return
      store.setState({ busy: { id, action: 'reject' } })
      const dapp = sessionOf(state, request.topic)?.peer.metadata.name
      try {
        await client.respond({
          topic: request.topic,
          response: { id, jsonrpc: '2.0', error: { ...USER_REJECTED_REQUEST } },
        })
        feedback.log('rejected', `Rejected a ${request.summary?.noun ?? requestNoun(request.method)}`, dapp)
      } catch (failure) {
        feedback.toast('error', messageOf(failure))
      } finally {
        drop(id)
      }
    },
  }
}
