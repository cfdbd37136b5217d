import { EMBEDDED_SAFE_RPC_METHODS, EMBEDDED_UNSAFE_RPC_METHODS } from '@airlock/protocol/rpc-methods'
import { fuzzRuns, fuzzTimeout } from '@airlock/testing/fuzz'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_EVENTS, type AppEvent } from '../shared/messages.ts'
import { type AuthDouble, CODE, startAuthDouble } from '../test/authDouble.ts'
import { createHandlers } from './handlers.ts'
import { createAuthApi } from './keys/authApi.ts'
import { createDeviceStore, memoryStorage } from './keys/deviceStore.ts'
import { createWallet } from './keys/wallet.ts'
import { createGateway } from './rpc/gateway.ts'

/*
 * The frame's event handlers take the payload of any message that passed the origin check: the dapp page is
 * allowed, not trusted. With a signed-in wallet, every event with a random payload resolves or rejects with an
 * Error that has a message (and a numeric code when it has one): what the messenger posts back as _ERROR.
 */

const RUNS = fuzzRuns(100)
let double: AuthDouble
let handle: ReturnType<typeof createHandlers>

beforeAll(async () => {
  double = await startAuthDouble({ rpc: (method) => (method === 'eth_blockNumber' ? '0x5' : null) })
  const api = createAuthApi({ apiUrl: double.url, projectId: 'test-project' })
  // CONNECT_DEVICE waits for the emailed approval: briefly here, the fuzzer never approves.
  const wallet = createWallet({
    api,
    store: createDeviceStore(memoryStorage(), 'test-project', 'http://dapp.test'),
    devicePollMs: 10,
    deviceWaitMs: 50,
  })
  let chainId = 31337
  handle = createHandlers({
    wallet,
    gateway: createGateway(double.url, 'test-project'),
    chain: {
      get: () => chainId,
      set: (next) => {
        chainId = next
      },
    },
    // The user declines: a fuzzed request never signs anything.
    approve: async () => false,
    theme: () => {},
    dappData: () => {},
    reload: () => {},
    parentOrigin: 'https://dapp.example',
  })
  await handle('CONNECT_EMAIL', { email: 'fuzz@example.com' })
  await handle('CONNECT_OTP', { otp: CODE })
})
afterAll(() => double?.close())

/**
 * Events that end or restart the session are left out, so the rest run against a signed-in wallet; so is
 * GET_FARCASTER_URI, after which CONNECT_FARCASTER waits for the user's answer until the channel expires.
 */
const EVENTS = APP_EVENTS.filter(
  (event) => !['SIGN_OUT', 'RELOAD', 'CONNECT_EMAIL', 'CONNECT_OTP', 'GET_FARCASTER_URI'].includes(event),
)

const value = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    'eip155:1',
    'eip155:31337',
    'eip155:abc',
    'solana:x',
    '0x1',
    -1,
    2 ** 53,
    'google',
    'smartAccount',
    'eoa',
  ),
  fc.constant(`0x${'ab'.repeat(20)}`),
)
const rpcPayload = fc.record(
  {
    method: fc.oneof(
      fc.constantFrom(...EMBEDDED_SAFE_RPC_METHODS, ...EMBEDDED_UNSAFE_RPC_METHODS),
      fc.string({ maxLength: 20 }),
      value,
    ),
    params: fc.oneof(fc.array(value, { maxLength: 4 }), value),
  },
  { requiredKeys: [] },
)
const payload = fc.oneof(
  rpcPayload,
  fc.dictionary(
    fc.constantFrom(
      'email',
      'otp',
      'chainId',
      'provider',
      'result',
      'type',
      'accountType',
      'uri',
      'channelToken',
      'themeMode',
      'deviceId',
    ),
    value,
    { maxKeys: 4 },
  ),
  fc.dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 3 }),
)

describe('the frame event handlers under random payloads', () => {
  it(
    'resolve or reject with an Error carrying a message, for every event',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...EVENTS), payload, async (event: AppEvent, input) => {
          try {
            await handle(event, input as Record<string, unknown>)
          } catch (error) {
            expect(error, `${event} ${JSON.stringify(input)}`).toBeInstanceOf(Error)
            expect((error as Error).message.length, `${event} ${JSON.stringify(input)}`).toBeGreaterThan(0)
            const code = (error as { code?: unknown }).code
            if (code !== undefined) expect(typeof code).toBe('number')
          }
        }),
        { numRuns: RUNS, timeout: 10_000 },
      )
    },
    fuzzTimeout(30, RUNS),
  )
})
