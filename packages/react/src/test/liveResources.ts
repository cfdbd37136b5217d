/*
 * What a kit's React tree holds open in the page, counted from the test: every subscription to the kit's
 * stores, the listeners on window, document and colour-scheme queries (the objects that outlive a component),
 * the observers observing, and the timers, frames and idle callbacks not yet run nor cancelled. Each one keeps
 * the stack of the code that made it, so a failing comparison says who leaked. `track` patches the page's
 * globals until `stop`: use it inside one test.
 */

/** The counts that stay while something is mounted: listeners, subscriptions, observers and intervals. */
export interface HeldCounts {
  storeListeners: number
  windowListeners: number
  documentListeners: number
  mediaQueryListeners: number
  observers: number
  intervals: number
}

/** One-shot work still waiting to run: it ends by itself, unless something keeps scheduling it. */
export interface PendingCounts {
  timeouts: number
  frames: number
  idleCallbacks: number
}

interface Store {
  subscribe(...args: unknown[]): () => void
  getState(): unknown
}

const isStore = (value: unknown): value is Store =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Store).subscribe === 'function' &&
  typeof (value as Store).getState === 'function'

const stack = () => (new Error().stack ?? '').split('\n').slice(3, 9).join('\n')

type Live = Map<unknown, string>

/**
 * Starts counting. `stores` is the object whose store-valued properties are wrapped (the kit); the wrap is on
 * the store objects themselves, so whatever reaches a store through another path is counted too.
 */
export function trackLiveResources(stores: object) {
  const undo: (() => void)[] = []
  const patch = <T extends object, K extends keyof T>(target: T, key: K, value: T[K]) => {
    const original = target[key]
    target[key] = value
    undo.push(() => {
      target[key] = original
    })
  }

  const storeListeners: Live = new Map()
  // A store the kit names twice is wrapped once.
  const wrapped = new Set<Store>()
  for (const [name, store] of Object.entries(stores)) {
    if (!isStore(store) || wrapped.has(store)) continue
    wrapped.add(store)
    const subscribe = store.subscribe
    patch(store, 'subscribe', (...args: unknown[]) => {
      const token = {}
      storeListeners.set(token, `${name}\n${stack()}`)
      const unsubscribe = subscribe.apply(store, args)
      return () => {
        storeListeners.delete(token)
        unsubscribe()
      }
    })
  }

  const listeners = { window: new Map() as Live, document: new Map() as Live, media: new Map() as Live }
  const listenersOf = (target: EventTarget) =>
    target === window
      ? listeners.window
      : target === document
        ? listeners.document
        : target instanceof MediaQueryList
          ? listeners.media
          : undefined
  // The same listener twice on one target and type is one listener (as the browser has it); capture counts.
  const ids = new WeakMap<object, number>()
  let made = 0
  const idOf = (value: object) => {
    const known = ids.get(value)
    if (known !== undefined) return known
    made += 1
    ids.set(value, made)
    return made
  }
  const listenerKey = (target: EventTarget, type: string, listener: unknown, options: unknown) => {
    const capture =
      typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean })?.capture)
    return `${idOf(target)} ${type} ${idOf(listener as object)} ${capture}`
  }
  const proto = EventTarget.prototype
  const add = proto.addEventListener
  const remove = proto.removeEventListener
  patch(proto, 'addEventListener', function (this: EventTarget, type, listener, options) {
    const live = listenersOf(this)
    if (live && listener) {
      const key = listenerKey(this, type, listener, options)
      live.set(key, `${type}${this instanceof MediaQueryList ? ` ${this.media}` : ''}\n${stack()}`)
      const { signal, once } = typeof options === 'object' ? options : ({} as AddEventListenerOptions)
      signal?.addEventListener('abort', () => live.delete(key))
      if (once) {
        const forget = () => live.delete(key)
        add.call(this, type, forget, { once: true, capture: typeof options === 'object' && options.capture })
      }
    }
    return add.call(this, type, listener, options)
  })
  patch(proto, 'removeEventListener', function (this: EventTarget, type, listener, options) {
    const live = listenersOf(this)
    if (live && listener) live.delete(listenerKey(this, type, listener, options))
    return remove.call(this, type, listener, options)
  })

  const observers: Live = new Map()
  for (const name of ['ResizeObserver', 'IntersectionObserver', 'MutationObserver'] as const) {
    const Native = window[name] as unknown as new (...args: never[]) => { observe(...a: never[]): void }
    const proto = Native.prototype as { observe(...a: unknown[]): void; disconnect(): void }
    const observe = proto.observe
    const disconnect = proto.disconnect
    patch(proto, 'observe', function (this: object, ...args: unknown[]) {
      observers.set(this, `${name}\n${stack()}`)
      return observe.apply(this, args)
    })
    patch(proto, 'disconnect', function (this: object) {
      observers.delete(this)
      return disconnect.call(this)
    })
  }

  const timeouts: Live = new Map()
  const intervals: Live = new Map()
  const frames: Live = new Map()
  const idleCallbacks: Live = new Map()
  const { setTimeout: nativeSetTimeout, clearTimeout: nativeClearTimeout } = window
  const { setInterval: nativeSetInterval, clearInterval: nativeClearInterval } = window
  const { requestAnimationFrame: nativeFrame, cancelAnimationFrame: nativeCancelFrame } = window
  const { requestIdleCallback: nativeIdle, cancelIdleCallback: nativeCancelIdle } = window
  patch(window, 'setTimeout', ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
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
  }) as typeof setTimeout)
  patch(window, 'clearTimeout', ((id?: number) => {
    timeouts.delete(id)
    nativeClearTimeout(id)
  }) as typeof clearTimeout)
  patch(window, 'setInterval', ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = nativeSetInterval(handler, ms, ...args)
    intervals.set(id, `${ms} ms\n${stack()}`)
    return id
  }) as typeof setInterval)
  patch(window, 'clearInterval', ((id?: number) => {
    intervals.delete(id)
    nativeClearInterval(id)
  }) as typeof clearInterval)
  patch(window, 'requestAnimationFrame', (callback: FrameRequestCallback) => {
    const id = nativeFrame((time) => {
      frames.delete(id)
      callback(time)
    })
    frames.set(id, stack())
    return id
  })
  patch(window, 'cancelAnimationFrame', (id: number) => {
    frames.delete(id)
    nativeCancelFrame(id)
  })
  patch(window, 'requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
    const id = nativeIdle((deadline) => {
      idleCallbacks.delete(id)
      callback(deadline)
    }, options)
    idleCallbacks.set(id, stack())
    return id
  })
  patch(window, 'cancelIdleCallback', (id: number) => {
    idleCallbacks.delete(id)
    nativeCancelIdle(id)
  })

  const held = (): HeldCounts => ({
    storeListeners: storeListeners.size,
    windowListeners: listeners.window.size,
    documentListeners: listeners.document.size,
    mediaQueryListeners: listeners.media.size,
    observers: observers.size,
    intervals: intervals.size,
  })
  const pending = (): PendingCounts => ({
    timeouts: timeouts.size,
    frames: frames.size,
    idleCallbacks: idleCallbacks.size,
  })
  const leftovers = () => ({
    storeListeners: [...storeListeners.values()],
    windowListeners: [...listeners.window.values()],
    documentListeners: [...listeners.document.values()],
    mediaQueryListeners: [...listeners.media.values()],
    observers: [...observers.values()],
    intervals: [...intervals.values()],
    timeouts: [...timeouts.values()],
    frames: [...frames.values()],
    idleCallbacks: [...idleCallbacks.values()],
  })
  // The waits below run on the page's own timers, so they never count themselves.
  const turn = () =>
    new Promise<void>((resolve) =>
      nativeFrame(() => nativeSetTimeout(() => nativeIdle(() => resolve(), { timeout: 500 }), 0)),
    )

  return {
    held,
    pending,
    leftovers,
    /**
     * The held counts once the page has gone quiet: the same over three turns of a frame, a task and an idle
     * callback (the modal's idle work, a rehearsal of its first view, has then come and gone).
     */
    async quiet(): Promise<HeldCounts> {
      let last = JSON.stringify([held(), pending()])
      for (let same = 0; same < 3; ) {
        await turn()
        const now = JSON.stringify([held(), pending()])
        same = now === last ? same + 1 : 0
        last = now
      }
      return held()
    },
    /** Waits until `check` holds (10 s at most), then throws with where each counted thing was made. */
    async until(check: () => boolean, what: string): Promise<void> {
      const give = Date.now() + 10_000
      while (!check()) {
        if (Date.now() > give) throw new Error(`${what}; still held: ${JSON.stringify(leftovers(), null, 2)}`)
        await turn()
      }
    },
    /** Puts the page's globals and the stores back as they were. */
    stop: () => {
      for (const restore of undo.splice(0).reverse()) restore()
    },
  }
}
