import { connect } from 'node:net'

/** Whether something accepts TCP connections on host:port right now. */
export function acceptsConnections(host: string, port: number, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port })
    const done = (result: boolean) => {
      socket.destroy()
      resolve(result)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

/** The chain id a JSON-RPC endpoint reports, or undefined when nothing there answers like one. */
export async function probeChainId(rpcUrl: string, timeoutMs = 2_000): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body = (await response.json()) as { result?: unknown }
    return typeof body.result === 'string' ? Number(BigInt(body.result)) : undefined
  } catch {
    return undefined
  }
}

/** Polls `check` until it returns true; false when the deadline passes first. */
export async function pollUntil(
  check: () => boolean | Promise<boolean>,
  { timeoutMs, intervalMs = 50 }: { timeoutMs: number; intervalMs?: number },
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  return check()
}

/** host as it goes in a URL: IPv6 literals need brackets. */
export function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host
}

/** Resolves once nothing accepts connections on host:port; false when it still does at the deadline. */
export function waitUntilClosed(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return pollUntil(async () => !(await acceptsConnections(host, port)), { timeoutMs })
}

/** `promise`, or a rejection with `message` after `timeoutMs`; the timer never outlives the race. */
export async function withTimeout<T>(promise: Promise<T>, timeoutMs: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), timeoutMs)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}
