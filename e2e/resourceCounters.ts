import type { BrowserContext, Page } from 'playwright-core'

/*
 * What a page holds open, counted in the page: an init script wraps WebSocket, BroadcastChannel, the timer
 * functions and the colour-scheme queries' listeners before any page code runs; the window's and document's
 * event listeners and the iframes are read as they are. Each leftover keeps the stack of the code that made
 * it, so a failing comparison says who leaked.
 */

export interface ResourceCounts {
  webSockets: number
  broadcastChannels: number
  timeouts: number
  intervals: number
  mediaQueryListeners: number
  iframes: number
  windowListeners: number
  documentListeners: number
}

type Tracked = Map<unknown, string>

/** Installs the counters in every page of `context` (call before the first page opens). */
export async function installResourceCounters(context: BrowserContext) {
  await context.addInitScript(() => {
    const stack = () => (new Error().stack ?? '').split('\n').slice(2, 8).join('\n')
    const sockets: Tracked = new Map()
    const channels: Tracked = new Map()
    const timeouts: Tracked = new Map()
    const intervals: Tracked = new Map()
    const media = new Map<MediaQueryList, Map<unknown, string>>()

    const NativeSocket = window.WebSocket
    window.WebSocket = class extends NativeSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols)
        sockets.set(this, `${String(url)}\n${stack()}`)
        this.addEventListener('close', () => sockets.delete(this))
      }
    }
    const NativeChannel = window.BroadcastChannel
    window.BroadcastChannel = class extends NativeChannel {
      constructor(name: string) {
        super(name)
        channels.set(this, `${name}\n${stack()}`)
      }
      override close() {
        channels.delete(this)
        super.close()
      }
    }

    const { setTimeout: nativeSetTimeout, clearTimeout: nativeClearTimeout } = window
    const { setInterval: nativeSetInterval, clearInterval: nativeClearInterval } = window
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id: number = nativeSetTimeout(
        (...a: unknown[]) => {
          timeouts.delete(id)
          if (typeof handler === 'function') handler(...a)
        },
        ms,
        ...args,
      )
      timeouts.set(id, `${ms} ms\n${stack()}`)
      return id
    }) as typeof window.setTimeout
    window.clearTimeout = ((id?: number) => {
      timeouts.delete(id)
      nativeClearTimeout(id)
    }) as typeof window.clearTimeout
    window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = nativeSetInterval(handler, ms, ...args)
      intervals.set(id, `${ms} ms\n${stack()}`)
      return id
    }) as typeof window.setInterval
    window.clearInterval = ((id?: number) => {
      intervals.delete(id)
      nativeClearInterval(id)
    }) as typeof window.clearInterval

    // Each query object keeps its own listeners: counted per object, the same listener on two counts twice.
    const query = MediaQueryList.prototype
    const nativeAdd = query.addEventListener
    const nativeRemove = query.removeEventListener
    const listenersOf = (list: MediaQueryList) => {
      const found = media.get(list) ?? new Map<unknown, string>()
      media.set(list, found)
      return found
    }
    query.addEventListener = function (this: MediaQueryList, ...args: Parameters<typeof nativeAdd>) {
      listenersOf(this).set(args[1], `${this.media}\n${stack()}`)
      return nativeAdd.apply(this, args)
    } as typeof nativeAdd
    query.removeEventListener = function (this: MediaQueryList, ...args: Parameters<typeof nativeRemove>) {
      listenersOf(this).delete(args[1])
      return nativeRemove.apply(this, args)
    } as typeof nativeRemove
    const mediaListeners = () => [...media.values()].flatMap((byListener) => [...byListener.values()])

    const open = () => [...sockets.keys()].filter((s) => (s as WebSocket).readyState !== WebSocket.CLOSED)
    Object.defineProperty(window, '__resources', {
      value: {
        counts: () => ({
          webSockets: open().length,
          broadcastChannels: channels.size,
          timeouts: timeouts.size,
          intervals: intervals.size,
          mediaQueryListeners: mediaListeners().length,
          iframes: document.querySelectorAll('iframe').length,
        }),
        leftovers: () => ({
          webSockets: open().map((s) => sockets.get(s)),
          broadcastChannels: [...channels.values()],
          timeouts: [...timeouts.values()],
          intervals: [...intervals.values()],
          mediaQueryListeners: mediaListeners(),
          iframes: [...document.querySelectorAll('iframe')].map((f) => f.src),
        }),
      },
    })
  })
}

/** The types of the listeners DevTools sees on window and on document. */
export async function listenerTypes(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  try {
    const typesOf = async (expression: string) => {
      const { result } = await cdp.send('Runtime.evaluate', { expression })
      const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
        objectId: result.objectId as string,
      })
      return listeners.map((listener) => listener.type).sort()
    }
    return { window: await typesOf('window'), document: await typesOf('document') }
  } finally {
    await cdp.detach().catch(() => {})
  }
}

/** The page's counts now; the listeners on window and document come from DevTools (what the page holds). */
export async function countResources(page: Page): Promise<ResourceCounts> {
  const inPage = await page.evaluate(() =>
    (
      window as unknown as {
        __resources: { counts(): Omit<ResourceCounts, 'windowListeners' | 'documentListeners'> }
      }
    ).__resources.counts(),
  )
  const listeners = await listenerTypes(page)
  return { ...inPage, windowListeners: listeners.window.length, documentListeners: listeners.document.length }
}

/** Where each leftover was made (for the failure message). */
export function resourceLeftovers(page: Page) {
  return page.evaluate(() =>
    (window as unknown as { __resources: { leftovers(): unknown } }).__resources.leftovers(),
  )
}
