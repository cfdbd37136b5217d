/**
 * The wallet's side of solana / bip122 requests: the namespace's handler is loaded when a first request
 * needs it (a failed load is tried again by the next request), a request that needs approval goes to the
 * sheet with its summary (facts that need the chain, like the fee, are added once known), the rest are
 * answered at once. A request the handler cannot read is the dapp's mistake: answered at once, no sheet.
 */
import { toJsonRpcError } from '@airlock/wallet-engine'
import type { Answer, RequestResponse } from '../requests/answer.ts'
import type { PendingRequest } from '../store/walletState.ts'
import type { WalletContext } from '../wallet/context.ts'
import { loadChainHandler } from './loadHandler.ts'
import {
  type ChainNamespace,
  type ChainRequestDone,
  type ChainRequestHandler,
  mergeFacts,
  type SummaryFact,
} from './requestTypes.ts'

export interface ChainRequests {
  /** A request that arrived: to the sheet, or answered at once. */
  receive(namespace: ChainNamespace, request: PendingRequest): Promise<void>
  /** Runs a request and answers the dapp. */
  perform(namespace: ChainNamespace, request: PendingRequest, silent: boolean): Promise<void>
}

export function createChainRequests(
  ctx: WalletContext,
  deps: { answer: Answer; loadHandler?: (namespace: ChainNamespace) => Promise<ChainRequestHandler> },
): ChainRequests {
  const { store } = ctx
  const load = deps.loadHandler ?? loadChainHandler
  const handlers = new Map<ChainNamespace, Promise<ChainRequestHandler>>()
  const handlerFor = (namespace: ChainNamespace) => {
    let handler = handlers.get(namespace)
    if (!handler) {
      handler = load(namespace)
      // A failed load (e.g. a chunk missing after a deploy) is tried again by the next request.
      handler.catch(() => handlers.delete(namespace))
      handlers.set(namespace, handler)
    }
    return handler
  }
  const addFacts = (id: number, facts: SummaryFact[]) => {
    if (facts.length === 0) return
    store.setState({
      requests: store
        .getState()
        .requests.map((item) =>
          item.id === id && item.summary
            ? { ...item, summary: { ...item.summary, facts: mergeFacts(item.summary.facts, facts) } }
            : item,
        ),
    })
  }
  const perform = async (namespace: ChainNamespace, request: PendingRequest, silent: boolean) => {
    let response: RequestResponse
    let done: ChainRequestDone | undefined
    try {
      const handler = await handlerFor(namespace)
      const result = await handler.perform(request)
      response = { result }
      done = handler.done(request, result)
    } catch (error) {
      response = { error: toJsonRpcError(error) }
    }
    await deps.answer(request, response, { silent, ...(done ? { done } : {}) })
  }
  return {
    perform,
    async receive(namespace, request) {
      let handler: ChainRequestHandler
      try {
        handler = await handlerFor(namespace)
        if (!handler.needsApproval(request.method)) {
          await perform(namespace, request, true)
          return
        }
        request.summary = handler.describe(request)
      } catch (error) {
        void deps.answer(request, { error: toJsonRpcError(error) }, { silent: false, quiet: true })
        return
      }
      const others = store.getState().requests.filter((item) => item.id !== request.id)
      store.setState({ requests: [...others, request] })
      handler
        .details(request)
        .then((facts) => addFacts(request.id, facts))
        .catch((error: unknown) => console.warn('Airlock Wallet: could not read the request details', error))
    },
  }
}
