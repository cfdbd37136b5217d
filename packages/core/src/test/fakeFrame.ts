import type { EmbeddedProvider, EmbeddedWalletModule, FrameClient } from '../embedded/types.ts'

/** The embedded account the fake frame signs in. */
export const ADDRESS = '0x1111111111111111111111111111111111111111'

type Answer = (payload: Record<string, unknown>) => unknown

/** A frame client answering each event with what the test sets (a value, or a thrown error). */
export function fakeFrame() {
  const sent: { event: string; payload: Record<string, unknown> }[] = []
  const answers = new Map<string, Answer>([
    ['GET_USER', () => ({ email: 'ada@example.com', address: ADDRESS, chainId: 31337 })],
  ])
  const calls = { rejectRpcRequests: 0, reload: 0, hide: 0, show: 0 }
  const handlers = new Map<string, Set<(payload: unknown) => void>>()
  /** The frame posts an event of its own (SESSION_UPDATE, APPROVAL_OPEN…). */
  const emit = (event: string, payload?: unknown) => {
    for (const handler of handlers.get(event) ?? []) handler(payload)
  }
  let signing: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | undefined
  const client: FrameClient = {
    ready: Promise.resolve(),
    async request(event, payload = {}) {
      sent.push({ event, payload })
      const answer = answers.get(event)
      return answer ? answer(payload) : {}
    },
    on(event, handler) {
      const list = handlers.get(event) ?? new Set()
      list.add(handler)
      handlers.set(event, list)
      return () => list.delete(handler)
    },
    show: () => void calls.show++,
    hide: () => void calls.hide++,
    rejectRpcRequests() {
      calls.rejectRpcRequests++
      signing?.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
      return signing ? 1 : 0
    },
    reload: async () => void calls.reload++,
    destroy: () => {},
  }
  const provider: EmbeddedProvider = {
    request: ({ method }) =>
      method === 'personal_sign'
        ? new Promise((resolve, reject) => {
            signing = { resolve, reject }
          })
        : Promise.resolve(null),
  }
  const module: EmbeddedWalletModule = {
    createFrameClient: () => client,
    createEmbeddedProvider: () => provider,
  }
  return { module, client, sent, answers, calls, emit }
}
