/** One time limit for a series of calls: `signal` aborts them, `race` stops waiting on any that ignore it. */
export interface Deadline {
  signal: AbortSignal
  /** The promise's value, or undefined once the time is up. */
  race<T>(promise: Promise<T>): Promise<T | undefined>
  clear(): void
}

export function startDeadline(ms: number): Deadline {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const expired = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve(undefined)
    }, ms)
  })
  return {
    signal: controller.signal,
    race: (promise) => Promise.race([promise, expired]),
    clear: () => clearTimeout(timer),
  }
}

/** An URL prefix without its trailing slashes, so paths can be appended. */
export const trimSlashes = (url: string) => url.replace(/\/+$/, '')
