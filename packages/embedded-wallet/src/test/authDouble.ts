import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A test double of the cloud's embedded-wallet backend (docs/embedded-wallet.md, "Auth backend") and of its RPC
 * gateway, on loopback: enough of the contract for the frame's key flow, with the code fixed to CODE and the
 * device approval link replaced by approveDevice(). The real backend lives in services/cloud.
 */

export const CODE = '123456'

interface User {
  email: string
  address?: string
  authShare?: string
  recoveryShare?: string
  knownDevices: Set<string>
  approvedDevices: Set<string>
}

export interface AuthDouble {
  url: string
  users: Map<string, User>
  /** Every request, as `METHOD path`, in order. */
  calls: string[]
  /** What the mailed link does: the device may receive the auth and recovery shares. */
  approveDevice(email: string, deviceId: string): void
  close(): Promise<void>
}

export interface AuthDoubleOptions {
  /** Answers the RPC gateway's JSON-RPC calls (`POST /v1/?chainId=&projectId=`). */
  rpc?: (method: string, params: unknown[]) => unknown | Promise<unknown>
  /**
   * A real cloud (its project named test-project) that answers the chain routes instead: the RPC gateway,
   * the bundler and the paymaster are forwarded there as they are, so the frame's user operations are real.
   */
  cloudUrl?: string
}

const CHAIN_ROUTES = new Set(['/v1/', '/v1/bundler', '/v1/paymaster'])

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

export async function startAuthDouble(options: AuthDoubleOptions = {}): Promise<AuthDouble> {
  const users = new Map<string, User>()
  const sessions = new Map<string, { email: string; deviceId: string }>()
  const calls: string[] = []

  function send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }

  function sharesFor(user: User, deviceId: string) {
    if (!user.address || !user.authShare) return undefined
    if (user.knownDevices.has(deviceId)) return { authShare: user.authShare }
    if (user.approvedDevices.has(deviceId)) {
      user.knownDevices.add(deviceId)
      return { authShare: user.authShare, recoveryShare: user.recoveryShare }
    }
    return undefined
  }

  const publicUser = (user: User) => ({
    email: user.email,
    ...(user.address ? { address: user.address } : {}),
  })

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const origin = request.headers.origin
    if (origin) {
      response.setHeader('access-control-allow-origin', origin)
      response.setHeader('access-control-allow-headers', 'content-type, authorization')
      response.setHeader('access-control-allow-methods', 'GET, POST')
    }
    if (request.method === 'OPTIONS') return send(response, 204, {})
    const url = new URL(request.url ?? '/', 'http://localhost')
    calls.push(`${request.method} ${url.pathname}`)
    if (url.searchParams.get('projectId') !== 'test-project')
      return send(response, 401, { message: 'Unauthorized: invalid key' })
    if (options.cloudUrl && CHAIN_ROUTES.has(url.pathname) && request.method === 'POST') {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      const answer = await fetch(`${options.cloudUrl}${url.pathname}${url.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      })
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(await answer.text())
      return
    }
    if (url.pathname === '/v1/' && request.method === 'POST') {
      const body = await readJson(request)
      try {
        const result = await options.rpc?.(String(body.method), (body.params as unknown[]) ?? [])
        return send(response, 200, { jsonrpc: '2.0', id: body.id, result: result ?? null })
      } catch (error) {
        return send(response, 200, {
          jsonrpc: '2.0',
          id: body.id,
          error: { code: -32603, message: String(error) },
        })
      }
    }
    const path = url.pathname.replace(/^\/v1\/embedded\//, '')
    const bearer = request.headers.authorization?.replace(/^Bearer /, '')
    const session = bearer ? sessions.get(bearer) : undefined
    const body = request.method === 'POST' ? await readJson(request) : {}
    switch (path) {
      case 'email/start': {
        const user = users.get(String(body.email))
        const newDevice = user?.address && !user.knownDevices.has(String(body.deviceId))
        return send(response, 200, { action: newDevice ? 'VERIFY_DEVICE' : 'VERIFY_OTP' })
      }
      case 'email/verify': {
        if (body.otp !== CODE) return send(response, 400, { message: 'Invalid code' })
        const email = String(body.email)
        const deviceId = String(body.deviceId)
        let user = users.get(email)
        if (!user) {
          user = { email, knownDevices: new Set(), approvedDevices: new Set() }
          users.set(email, user)
        }
        if (!user.address) user.knownDevices.add(deviceId)
        const token = randomBytes(16).toString('hex')
        sessions.set(token, { email, deviceId })
        const shares = sharesFor(user, deviceId)
        return send(response, 200, { session: token, user: publicUser(user), ...(shares ? { shares } : {}) })
      }
      case 'device/status': {
        const user = users.get(url.searchParams.get('email') ?? '')
        const deviceId = url.searchParams.get('deviceId') ?? ''
        const approved = Boolean(user?.approvedDevices.has(deviceId))
        const shares = approved && session && user ? sharesFor(user, deviceId) : undefined
        return send(response, 200, { approved, ...(shares ? { shares } : {}) })
      }
      case 'wallet': {
        const user = session && users.get(session.email)
        if (!user) return send(response, 401, { message: 'Unauthorized' })
        if (user.address) return send(response, 409, { message: 'The wallet exists' })
        user.address = String(body.address)
        user.authShare = String(body.authShare)
        user.recoveryShare = String(body.recoveryShare)
        return send(response, 200, { user: publicUser(user) })
      }
      case 'session': {
        const user = session && users.get(session.email)
        if (!user || !session) return send(response, 401, { message: 'Unauthorized' })
        const shares = sharesFor(user, url.searchParams.get('deviceId') ?? '')
        return send(response, 200, { user: publicUser(user), ...(shares ? { shares } : {}) })
      }
      case 'signout':
        if (bearer) sessions.delete(bearer)
        return send(response, 200, {})
      default:
        return send(response, 404, { message: 'Not found' })
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { message: String(error) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    users,
    calls,
    approveDevice(email, deviceId) {
      users.get(email)?.approvedDevices.add(deviceId)
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
