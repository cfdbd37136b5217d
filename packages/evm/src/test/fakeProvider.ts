import type { Eip1193Provider } from '../eip1193.ts'

type Handler = (params: unknown) => unknown

/** An EIP-1193 provider double: answers per method, records calls, emits events. */
export function createFakeProvider(handlers: Record<string, Handler> = {}) {
  const calls: { method: string; params: unknown }[] = []
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      calls.push({ method, params })
      const handler = handlers[method]
      if (!handler) throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 })
      return handler(params)
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener as never)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as never)
    },
  }
  return {
    provider,
    calls,
    handlers,
    emit: (event: string, ...args: unknown[]) => {
      for (const listener of listeners.get(event) ?? []) listener(...args)
    },
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
  }
}

/** A window stand-in for discovery: an EventTarget that answers requestProvider like a wallet would. */
export function createFakeWindow() {
  const target = new EventTarget() as EventTarget & { ethereum?: Eip1193Provider }
  return target as unknown as Window & typeof globalThis & { ethereum?: Eip1193Provider }
}

export function announce(
  win: EventTarget,
  info: { uuid: string; name: string; icon: string; rdns: string },
  provider: Eip1193Provider,
) {
  const send = () =>
    win.dispatchEvent(
      Object.assign(new Event('eip6963:announceProvider'), { detail: Object.freeze({ info, provider }) }),
    )
  win.addEventListener('eip6963:requestProvider', send)
  send()
}

export const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'
