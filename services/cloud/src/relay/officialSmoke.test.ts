/*
 * Smoke test: two official WalletConnect clients (@walletconnect/sign-client 2.25, devDependency only) pair,
 * settle a session and exchange a request over our relay. The full interop suite lives elsewhere; this only
 * proves the relay speaks what the official client expects.
 */
import { SignClient } from '@walletconnect/sign-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { startTestCloud } from '../test/cloud.ts'
import { officialMemoryStorage } from '../test/officialStorage.ts'
import { relayUrlOf } from '../test/relayClient.ts'

const PROJECT_ID = 'relay-smoke'
const ACCOUNT = 'eip155:1:0x1111111111111111111111111111111111111111'

const isLoopback = (url: string) => /^(https?|wss?):\/\/(127\.0\.0\.1|localhost)(:|\/|$)/.test(url)

let cloud: Cloud
const blockedFetches: string[] = []
const originalFetch = globalThis.fetch
const originalTestRun = process.env.IS_VITEST

beforeAll(async () => {
  cloud = await startTestCloud()
  await cloud.context.projects.create({ id: PROJECT_ID })
  // Nothing leaves 127.0.0.1: the client's verify / telemetry calls are refused and recorded.
  globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (isLoopback(url)) return originalFetch(input, init)
    blockedFetches.push(url)
    throw new TypeError(`fetch to ${url} blocked by the test (offline)`)
  }
  // The official client skips its Verify API lookups (GET verify.walletconnect.org/attestation/…) in its
  // own test mode, which it detects by IS_VITEST.
  process.env.IS_VITEST = 'true'
})
afterAll(async () => {
  globalThis.fetch = originalFetch
  if (originalTestRun === undefined) delete process.env.IS_VITEST
  else process.env.IS_VITEST = originalTestRun
  await cloud?.close()
})

async function officialClient(name: string) {
  return SignClient.init({
    projectId: PROJECT_ID,
    relayUrl: relayUrlOf(cloud),
    customStoragePrefix: name,
    telemetryEnabled: false,
    storage: officialMemoryStorage(),
    logger: 'silent',
    metadata: { name, description: `${name} (smoke test)`, url: 'http://127.0.0.1', icons: [] },
  })
}

describe('official @walletconnect/sign-client over our relay', () => {
  it('pairs, settles a session and answers a request', async () => {
    const dapp = await officialClient('smoke-dapp')
    const wallet = await officialClient('smoke-wallet')
    try {
      wallet.on('session_proposal', async (proposal) => {
        await wallet.approve({
          id: proposal.id,
          namespaces: {
            eip155: {
              chains: ['eip155:1'],
              accounts: [ACCOUNT],
              methods: ['personal_sign'],
              events: ['accountsChanged'],
            },
          },
        })
      })
      wallet.on('session_request', async (event) => {
        await wallet.respond({
          topic: event.topic,
          response: { id: event.id, jsonrpc: '2.0', result: `signed:${event.params.request.method}` },
        })
      })

      const { uri, approval } = await dapp.connect({
        optionalNamespaces: {
          eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged'] },
        },
      })
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
      await wallet.pair({ uri: uri! })
      const session = await approval()
      expect(session.namespaces.eip155?.accounts).toEqual([ACCOUNT])
      await expect
        .poll(() => wallet.session.getAll().some((s) => s.topic === session.topic && s.acknowledged))
        .toBe(true)

      const result = await dapp.request<string>({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT.split(':')[2]] },
      })
      expect(result).toBe('signed:personal_sign')
      // The current client's path: wc_proposeSession (1100) and wc_approveSession (1101 + 1102).
      const tags = await cloud.db.query<{ tag: number }>(
        'select distinct tag from relay_messages order by tag',
      )
      expect(tags.map(({ tag }) => tag)).toEqual(expect.arrayContaining([1100, 1101, 1102, 1103, 1108, 1109]))
      expect(cloud.relay.connections).toBeGreaterThanOrEqual(2)
    } finally {
      await Promise.allSettled([dapp.core.relayer.transportClose(), wallet.core.relayer.transportClose()])
    }
    expect(blockedFetches).toEqual([])
  }, 60_000)
})
