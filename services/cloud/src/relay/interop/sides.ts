/*
 * One shape for "an app" and "a wallet", implemented by our protocol package and by the official
 * WalletConnect clients (devDependencies, tests only), so one interop suite runs on every pairing.
 */
import {
  type AppClient,
  authenticate,
  buildCacao,
  createAppClient,
  createMemoryStorage,
  createWalletClient,
  formatSiweMessage,
  type Metadata,
  populateAuthPayload,
  type SessionNamespaces,
  type WalletClient,
  type WebSocketLike,
} from '@airlock/protocol'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { buildAuthObject, populateAuthPayload as officialPopulate } from '@walletconnect/utils'
import type { PrivateKeyAccount } from 'viem/accounts'
import WebSocket from 'ws'
import { officialMemoryStorage } from '../../test/officialStorage.ts'

export interface SessionView {
  topic: string
  accounts: string[]
}

export interface AuthRequestParams {
  chains: string[]
  domain: string
  nonce: string
  uri: string
  statement?: string
  methods: string[]
}

export interface AppSide {
  readonly name: string
  connect(namespaces: Record<string, { chains: string[]; methods: string[]; events: string[] }>): Promise<{
    uri: string
    approval: () => Promise<SessionView>
  }>
  request(topic: string, chainId: string, method: string, params: unknown): Promise<unknown>
  ping(topic: string): Promise<void>
  extend(topic: string): Promise<void>
  disconnect(topic: string): Promise<void>
  authenticate(
    params: AuthRequestParams,
  ): Promise<{ uri: string; response: () => Promise<SessionView & { auths: number }> }>
  expiry(topic: string): number | undefined
  hasSession(topic: string): boolean
  /** name + data of every session_event, and accounts of every session_update, in order. */
  readonly received: {
    events: { name: string; data: unknown; chainId: string }[]
    updates: string[][]
    deletes: string[]
  }
  stop(): Promise<void>
}

export interface WalletSide {
  readonly name: string
  pair(uri: string): Promise<void>
  /** How to answer proposals, requests and auth requests. */
  behave(behaviour: WalletBehaviour): void
  emit(topic: string, name: string, data: unknown, chainId: string): Promise<void>
  update(topic: string, namespaces: SessionNamespaces): Promise<void>
  extend(topic: string): Promise<void>
  ping(topic: string): Promise<void>
  disconnect(topic: string): Promise<void>
  expiry(topic: string): number | undefined
  hasSession(topic: string): boolean
  acknowledged(topic: string): boolean
  readonly received: { deletes: string[] }
  stop(): Promise<void>
}

export interface WalletBehaviour {
  namespaces: SessionNamespaces
  account: PrivateKeyAccount
  /** Result for a request, or an error object to answer with. */
  answer(method: string, params: unknown): unknown | { error: { code: number; message: string } }
}

export interface SideOptions {
  relayUrl: string
  projectId: string
}

const appMetadata = (name: string): Metadata => ({
  name,
  description: `${name} (interop test)`,
  url: 'http://127.0.0.1',
  icons: [],
})

const webSocket = (url: string) => new WebSocket(url) as unknown as WebSocketLike

const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

const isError = (value: unknown): value is { error: { code: number; message: string } } =>
  typeof value === 'object' && value !== null && 'error' in value

// ---- ours -------------------------------------------------------------------------------------------

export async function ourApp(options: SideOptions): Promise<AppSide> {
  const app: AppClient = await createAppClient({
    relayUrl: options.relayUrl,
    projectId: options.projectId,
    webSocket,
    storage: createMemoryStorage(),
    metadata: appMetadata('airlock-app'),
  })
  const received: AppSide['received'] = { events: [], updates: [], deletes: [] }
  app.events.on('session_event', ({ params }) =>
    received.events.push({ name: params.event.name, data: params.event.data, chainId: params.chainId }),
  )
  app.events.on('session_update', ({ params }) =>
    received.updates.push(Object.values(params.namespaces).flatMap((ns) => ns.accounts)),
  )
  app.events.on('session_delete', ({ topic }) => received.deletes.push(topic))
  const view = (session: { topic: string; namespaces: SessionNamespaces }): SessionView => ({
    topic: session.topic,
    accounts: Object.values(session.namespaces).flatMap((ns) => ns.accounts),
  })
  return {
    name: 'airlock app',
    received,
    async connect(namespaces) {
      const { uri, approval } = await app.connect({ optionalNamespaces: namespaces })
      return { uri: uri as string, approval: async () => view(await approval()) }
    },
    request: (topic, chainId, method, params) => app.request({ topic, chainId, request: { method, params } }),
    ping: (topic) => app.ping({ topic }),
    async extend(topic) {
      const { acknowledged } = await app.extend({ topic })
      await acknowledged()
    },
    disconnect: (topic) => app.disconnect({ topic }),
    async authenticate(params) {
      const { uri, response } = await authenticate(app, params)
      return {
        uri,
        response: async () => {
          const { session, auths } = await response()
          return { ...view(session), auths: auths?.length ?? 0 }
        },
      }
    },
    expiry: (topic) => app.sessions.find((session) => session.topic === topic)?.expiry,
    hasSession: (topic) => app.sessions.some((session) => session.topic === topic),
    stop: () => app.stop(),
  }
}

export async function ourWallet(options: SideOptions): Promise<WalletSide> {
  const wallet: WalletClient = await createWalletClient({
    relayUrl: options.relayUrl,
    projectId: options.projectId,
    webSocket,
    storage: createMemoryStorage(),
    metadata: appMetadata('airlock-wallet'),
  })
  const received: WalletSide['received'] = { deletes: [] }
  let behaviour: WalletBehaviour | undefined
  wallet.events.on('session_delete', ({ topic }) => received.deletes.push(topic))
  wallet.events.on('session_proposal', ({ id }) => {
    if (behaviour) void wallet.approve({ id, namespaces: behaviour.namespaces })
  })
  wallet.events.on('session_request', ({ id, topic, params }) => {
    if (!behaviour) return
    const answer = behaviour.answer(params.request.method, params.request.params)
    void wallet.respond({
      topic,
      response: isError(answer)
        ? { id, jsonrpc: '2.0', error: answer.error }
        : { id, jsonrpc: '2.0', result: answer },
    })
  })
  wallet.events.on('session_authenticate', async ({ id, params }) => {
    if (!behaviour) return
    const { account } = behaviour
    const payload = populateAuthPayload({
      authPayload: params.authPayload,
      chains: behaviour.namespaces.eip155?.chains ?? [],
      methods: behaviour.namespaces.eip155?.methods ?? [],
    })
    const auths = await Promise.all(
      payload.chains.map(async (chain) => {
        const iss = `did:pkh:${chain}:${account.address}`
        const signature = await account.signMessage({ message: formatSiweMessage(payload, iss) })
        return buildCacao(payload, iss, signature)
      }),
    )
    await wallet.approveSessionAuthenticate({ id, auths })
  })
  const session = (topic: string) => wallet.sessions.find((item) => item.topic === topic)
  return {
    name: 'airlock wallet',
    received,
    pair: async (uri) => void (await wallet.pair({ uri })),
    behave: (next) => {
      behaviour = next
    },
    emit: (topic, name, data, chainId) => wallet.emit({ topic, event: { name, data }, chainId }),
    async update(topic, namespaces) {
      const { acknowledged } = await wallet.update({ topic, namespaces })
      await acknowledged()
    },
    async extend(topic) {
      const { acknowledged } = await wallet.extend({ topic })
      await acknowledged()
    },
    ping: (topic) => wallet.ping({ topic }),
    disconnect: (topic) => wallet.disconnect({ topic }),
    expiry: (topic) => session(topic)?.expiry,
    hasSession: (topic) => session(topic) !== undefined,
    acknowledged: (topic) => session(topic)?.acknowledged === true,
    stop: () => wallet.stop(),
  }
}

// ---- official -------------------------------------------------------------------------------------

let prefixes = 0
const nextPrefix = (name: string) => `${name}-${process.pid}-${++prefixes}`

export async function officialApp(options: SideOptions): Promise<AppSide> {
  const client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    customStoragePrefix: nextPrefix('official-app'),
    telemetryEnabled: false,
    storage: officialMemoryStorage(),
    logger: 'silent',
    metadata: appMetadata('official-app'),
  })
  const received: AppSide['received'] = { events: [], updates: [], deletes: [] }
  client.on('session_event', ({ params }) =>
    received.events.push({ name: params.event.name, data: params.event.data, chainId: params.chainId }),
  )
  client.on('session_update', ({ params }) =>
    received.updates.push(Object.values(params.namespaces).flatMap((ns) => ns.accounts)),
  )
  client.on('session_delete', ({ topic }) => received.deletes.push(topic))
  const view = (session: { topic: string; namespaces: SessionNamespaces }): SessionView => ({
    topic: session.topic,
    accounts: Object.values(session.namespaces).flatMap((ns) => ns.accounts),
  })
  const find = (topic: string) => client.session.getAll().find((session) => session.topic === topic)
  return {
    name: 'official app',
    received,
    async connect(namespaces) {
      const { uri, approval } = await client.connect({ optionalNamespaces: namespaces })
      return { uri: uri as string, approval: async () => view(await approval()) }
    },
    request: (topic, chainId, method, params) =>
      client.request({ topic, chainId, request: { method, params } }),
    ping: (topic) => client.ping({ topic }),
    async extend(topic) {
      const { acknowledged } = await client.extend({ topic })
      await acknowledged()
    },
    disconnect: (topic) => client.disconnect({ topic, reason: USER_DISCONNECTED }),
    async authenticate(params) {
      const { uri, response } = await client.authenticate(params)
      return {
        uri: uri as string,
        response: async () => {
          const { session, auths } = await response()
          if (!session) throw new Error('The official app got no session')
          return { ...view(session), auths: auths?.length ?? 0 }
        },
      }
    },
    expiry: (topic) => find(topic)?.expiry,
    hasSession: (topic) => find(topic) !== undefined,
    stop: async () => {
      await client.core.relayer.transportClose().catch(() => {})
    },
  }
}

export async function officialWallet(options: SideOptions): Promise<WalletSide> {
  const core = new Core({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    customStoragePrefix: nextPrefix('official-wallet'),
    storage: officialMemoryStorage(),
    logger: 'silent',
  })
  const kit = await WalletKit.init({ core, metadata: appMetadata('official-wallet') })
  const received: WalletSide['received'] = { deletes: [] }
  let behaviour: WalletBehaviour | undefined
  kit.on('session_delete', ({ topic }) => received.deletes.push(topic))
  kit.on('session_proposal', ({ id }) => {
    if (behaviour) void kit.approveSession({ id, namespaces: behaviour.namespaces })
  })
  kit.on('session_request', ({ id, topic, params }) => {
    if (!behaviour) return
    const answer = behaviour.answer(params.request.method, params.request.params)
    void kit.respondSessionRequest({
      topic,
      response: isError(answer)
        ? { id, jsonrpc: '2.0', error: answer.error }
        : { id, jsonrpc: '2.0', result: answer },
    })
  })
  kit.on('session_authenticate', async ({ id, params }) => {
    if (!behaviour) return
    const { account } = behaviour
    const payload = officialPopulate({
      authPayload: params.authPayload,
      chains: behaviour.namespaces.eip155?.chains ?? [],
      methods: behaviour.namespaces.eip155?.methods ?? [],
    })
    const auths = await Promise.all(
      payload.chains.map(async (chain: string) => {
        const iss = `did:pkh:${chain}:${account.address}`
        const message = kit.formatAuthMessage({ request: payload, iss })
        const signature = await account.signMessage({ message })
        return buildAuthObject(payload, { t: 'eip191', s: signature }, iss)
      }),
    )
    await kit.approveSessionAuthenticate({ id, auths })
  })
  const find = (topic: string) => kit.getActiveSessions()[topic]
  return {
    name: 'official wallet',
    received,
    pair: (uri) => kit.pair({ uri }),
    behave: (next) => {
      behaviour = next
    },
    emit: (topic, name, data, chainId) => kit.emitSessionEvent({ topic, event: { name, data }, chainId }),
    update: async (topic, namespaces) => {
      const { acknowledged } = await kit.updateSession({ topic, namespaces })
      await acknowledged()
    },
    extend: async (topic) => {
      const { acknowledged } = await kit.extendSession({ topic })
      await acknowledged()
    },
    ping: (topic) => kit.engine.signClient.ping({ topic }),
    disconnect: (topic) => kit.disconnectSession({ topic, reason: USER_DISCONNECTED }),
    expiry: (topic) => find(topic)?.expiry,
    hasSession: (topic) => find(topic) !== undefined,
    acknowledged: (topic) => find(topic)?.acknowledged === true,
    stop: async () => {
      await core.relayer.transportClose().catch(() => {})
    },
  }
}
