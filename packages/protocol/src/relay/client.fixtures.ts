/**
 * Test fixtures shared by the relay client's tests that talk to a fake relay over real sockets on
 * 127.0.0.1 (not part of the package's runtime; only *.test.ts files import this).
 */
import { afterEach, beforeEach } from 'vitest'
import { type FakeRelay, type FakeRelayOptions, nodeWebSocket, startFakeRelay } from '../test/fakeRelay.ts'
import { createRelayClient, type RelayClient, type RelayClientOptions } from './client.ts'
import type { RelayMessage } from './types.ts'

export const SEED_A = new Uint8Array(32).fill(1)
export const SEED_B = new Uint8Array(32).fill(2)

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A pushed message on `topic` published now. */
export const message = (topic: string, text: string): RelayMessage => ({
  topic,
  message: text,
  publishedAt: Date.now(),
  tag: 1108,
})

export interface FakeRelayClients {
  /** A client of the current fake relay (seed A, short reconnect waits), closed after the test. */
  makeClient(overrides?: Partial<RelayClientOptions>): RelayClient
  /** Replaces the current fake relay by a new one started with `options`. */
  restartRelay(options: FakeRelayOptions): Promise<void>
}

/**
 * Starts a fake relay before each test of the calling file and closes it and every client made after it.
 * `onRelay` receives each relay started, so the test file can keep it in a variable of its own.
 *
 * @example
 * let relay: FakeRelay
 * const { makeClient } = fakeRelayClients((started) => { relay = started })
 */
export function fakeRelayClients(onRelay: (relay: FakeRelay) => void): FakeRelayClients {
  let relay: FakeRelay | undefined
  let clients: RelayClient[] = []

  const use = (started: FakeRelay) => {
    relay = started
    onRelay(started)
  }

  beforeEach(async () => {
    use(await startFakeRelay())
    clients = []
  })

  afterEach(async () => {
    await Promise.all(clients.map((client) => client.close()))
    await relay?.close()
  })

  return {
    makeClient(overrides = {}) {
      if (!relay) throw new Error('makeClient() runs inside a test')
      const client = createRelayClient({
        url: relay.url,
        seed: SEED_A,
        webSocket: nodeWebSocket,
        reconnect: { baseDelayMs: 20, maxDelayMs: 50 },
        ...overrides,
      })
      clients.push(client)
      return client
    },

    async restartRelay(options) {
      await relay?.close()
      use(await startFakeRelay(options))
    },
  }
}
