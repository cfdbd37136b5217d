import { createHash } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import type { Cloud } from '../app.ts'
import { startTestCloud } from '../test/cloud.ts'
import {
  connectRelay,
  createRelayTestProject,
  type RelayTestClient,
  relayUrlOf,
} from '../test/relayClient.ts'

/**
 * One cloud with default relay settings for a test file, started before its tests and closed after them with
 * every client connect() opened. It has the relay test clients' project and `relay-test`, which only admits
 * pages of https://app.example.com.
 */
export function useRelayCloud() {
  let cloud: Cloud | undefined
  let url = ''
  const clients: RelayTestClient[] = []
  beforeAll(async () => {
    cloud = await startTestCloud()
    url = relayUrlOf(cloud)
    await cloud.context.projects.create({ id: 'relay-test', allowedOrigins: ['https://app.example.com'] })
    await createRelayTestProject(cloud)
  })
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()))
    await cloud?.close()
  })
  return {
    get cloud() {
      if (!cloud) throw new Error('The relay cloud starts in beforeAll')
      return cloud
    },
    /** The cloud's relay WebSocket URL. */
    get url() {
      return url
    },
    /** A client of the cloud's relay, closed after the file's tests. */
    async connect(options: Parameters<typeof connectRelay>[1] = {}) {
      const client = await connectRelay(url, options)
      clients.push(client)
      return client
    },
  }
}

/** irn_publish with a five-minute ttl and the tag of a WalletConnect session request. */
export const publish = (client: RelayTestClient, topic: string, message: string, extra: object = {}) =>
  client.request('irn_publish', { topic, message, ttl: 300, tag: 1108, ...extra })

/** A subscription id is sha256(topic + client id), hex. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** Lets the relay finish what is in flight: a round trip on each client. */
export async function settle(...list: RelayTestClient[]) {
  for (const client of list) await client.request('irn_batchFetchMessages', { topics: [] })
}
