import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fuzzRuns, fuzzTimeout } from '@airlock/testing/fuzz'
import fc from 'fast-check'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { encodeFunctionData, namehash, parseAbi, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from './app.ts'
import { startTestCloud } from './test/cloud.ts'

/*
 * Random and mutated queries, path segments and bodies sent to every route family of the cloud. Whatever
 * arrives, the cloud answers: a 2xx for a valid call, a 4xx with a readable `{ error }` for a bad one, a 502
 * when the (fuzzed) upstream node answers garbage, and never a 500, a crash or an unhandled rejection.
 * The chain's node is a stub that answers each call with a valid result or with what the property chose.
 */

const CHAIN = 'eip155:31337'
const PROJECT = 'fuzz'
const ADDRESS = '0x8ba1f109551bd432803012645ac136ddd64dba72'
const HASH = 'a'.repeat(64)
const SIGNATURE = `0x${'1b'.repeat(65)}`
const RUNS = fuzzRuns(40)
/** Any code point, lone surrogates included (fast-check's 'binary' unit costs seconds to build). */
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code))
// A route call costs 5-40 ms (balance asks the stub node): generous, so FUZZ_RUNS=10000 is not cut short.
const TIMEOUT = fuzzTimeout(100, RUNS)

/** What the stub node answers next: undefined = a valid `0x0` result per call, else this raw text. */
let upstreamAnswer: string | undefined
let upstream: Server
let cloud: Cloud
/** Lines the cloud logged at level error: the cause of any 500, shown when a property fails. */
const loggedErrors: string[] = []

async function startStubNode(): Promise<string> {
  upstream = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      response.setHeader('content-type', 'application/json')
      if (upstreamAnswer !== undefined) return response.end(upstreamAnswer)
      let body: unknown
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        return response.end('{}')
      }
      const answer = (item: unknown) => ({
        jsonrpc: '2.0',
        id: (item as { id?: unknown } | null)?.id ?? null,
        result: '0x0',
      })
      response.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
    })
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
}

beforeAll(async () => {
  const rpcUrl = await startStubNode()
  cloud = await startTestCloud({
    chains: [{ caipNetworkId: CHAIN, rpcUrl }],
    indexer: false,
    upstreamTimeoutMs: 2_000,
    names: { gatewayKey: `0x${'11'.repeat(32)}` },
    logger: {
      level: 'error',
      stream: { write: (line: string) => void loggedErrors.push(line) },
    },
  })
  await cloud.context.projects.create({ id: PROJECT })
})
afterAll(async () => {
  await cloud?.close()
  await new Promise((resolve) => upstream?.close(resolve))
})

type Json = unknown
type Method = 'GET' | 'POST' | 'DELETE'

/** One route with a valid-looking call: path segments, query and body the fuzzer starts from. */
interface RouteCase {
  method: Method
  /** Path with `:name` segments filled from `params`. */
  path: string
  params?: Record<string, string>
  query?: Record<string, string>
  body?: Record<string, Json> | Json[]
}

const siweMessage = (fields: { domain?: string; address?: string; nonce?: string; chain?: string } = {}) =>
  [
    `${fields.domain ?? 'app.example'} wants you to sign in with your Ethereum account:`,
    fields.address ?? ADDRESS,
    '',
    'Sign in to the fuzzer.',
    '',
    `URI: https://${fields.domain ?? 'app.example'}`,
    'Version: 1',
    `Chain ID: ${fields.chain ?? '31337'}`,
    `Nonce: ${fields.nonce ?? 'abcdefgh12345678'}`,
    'Issued At: 2026-01-01T00:00:00.000Z',
  ].join('\n')

/** resolve(dnsEncode('alice.airlock.eth'), addr(namehash)) as the offchain resolver sends it (ENSIP-10). */
const RESOLVE_CALL = encodeFunctionData({
  abi: parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)']),
  functionName: 'resolve',
  args: [
    toHex(
      new Uint8Array([
        5,
        ...new TextEncoder().encode('alice'),
        7,
        ...new TextEncoder().encode('airlock'),
        3,
        101,
        116,
        104,
        0,
      ]),
    ),
    encodeFunctionData({
      abi: parseAbi(['function addr(bytes32 node) view returns (address)']),
      args: [namehash('alice.airlock.eth')],
    }),
  ],
})

const rpcCall = (method: string, params: Json[] = []) => ({ jsonrpc: '2.0', id: 1, method, params })

const FAMILIES: Record<string, RouteCase[]> = {
  balance: [
    {
      method: 'GET',
      path: '/v1/account/:address/balance',
      params: { address: ADDRESS },
      query: { currency: 'usd', chainId: CHAIN, forceUpdate: 'false' },
    },
  ],
  history: [
    {
      method: 'GET',
      path: '/v1/account/:account/history',
      params: { account: ADDRESS },
      query: { chainId: CHAIN, limit: '10', cursor: '', onramp: 'true' },
    },
  ],
  wallets: [
    {
      method: 'GET',
      path: '/getWallets',
      query: { page: '1', entries: '40', search: 'meta', include: 'a,b', exclude: 'c', chains: CHAIN },
    },
    { method: 'GET', path: '/getWalletImage/:imageId', params: { imageId: 'metamask' } },
    { method: 'GET', path: '/public/getAssetImage/:id', params: { id: 'eth' } },
    { method: 'GET', path: '/public/getTokenImage/:symbol', params: { symbol: 'USDC' } },
    { method: 'GET', path: '/public/getCurrencyImage/:code', params: { code: 'USD' } },
    { method: 'GET', path: '/appkit/v1/config', query: { st: 'appkit', sv: '1.0.0' } },
    { method: 'GET', path: '/projects/v1/origins' },
    { method: 'GET', path: '/getAnalyticsConfig' },
  ],
  siwx: [
    { method: 'POST', path: '/v1/siwx/nonce', body: {} },
    { method: 'POST', path: '/v1/siwx/verify', body: { message: siweMessage(), signature: SIGNATURE } },
    { method: 'GET', path: '/v1/siwx/session', query: { chainId: CHAIN, address: ADDRESS } },
    { method: 'GET', path: '/v1/siwx/sessions', query: { chainId: CHAIN, address: ADDRESS } },
    { method: 'DELETE', path: '/v1/siwx/session', query: { chainId: CHAIN, address: ADDRESS } },
  ],
  names: [
    { method: 'GET', path: '/v1/profile/account/:name', params: { name: 'alice.airlock.eth' } },
    {
      method: 'GET',
      path: '/v1/profile/reverse/:address',
      params: { address: ADDRESS },
      query: { apiVersion: '2' },
    },
    {
      method: 'GET',
      path: '/v1/profile/suggestions/:name',
      params: { name: 'alice' },
      query: { zone: 'airlock.eth' },
    },
    {
      method: 'POST',
      path: '/v1/profile/account',
      body: {
        coin_type: 60,
        address: ADDRESS,
        message: JSON.stringify({ name: 'alice.airlock.eth', attributes: {}, timestamp: 1 }),
        signature: SIGNATURE,
      },
    },
    { method: 'GET', path: '/v1/names/ccip/:rest', params: { rest: `${ADDRESS}/0x1234.json` } },
    { method: 'POST', path: '/v1/names/ccip', body: { sender: ADDRESS, data: RESOLVE_CALL } },
    {
      method: 'GET',
      path: '/v1/names/ccip/:sender/:data',
      params: { sender: ADDRESS, data: `${RESOLVE_CALL}.json` },
    },
  ],
  onramp: [
    { method: 'GET', path: '/v1/onramp/options' },
    {
      method: 'POST',
      path: '/v1/onramp/quote',
      body: {
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        amount: '100',
        network: 'ethereum',
        chainId: CHAIN,
      },
    },
    {
      method: 'POST',
      path: '/v1/generators/onrampurl',
      body: {
        destinationWallets: [{ address: ADDRESS, blockchains: ['ethereum'], assets: ['ETH'] }],
        defaultNetwork: 'ethereum',
        partnerUserId: 'user-1',
        defaultExperience: 'buy',
        presetFiatAmount: 100,
        fiatCurrency: 'USD',
      },
    },
    { method: 'GET', path: '/v1/onramp/orders/:id', params: { id: 'order-1' } },
  ],
  embedded: [
    { method: 'GET', path: '/v1/embedded/device/approve', query: { token: 'abc' } },
    {
      method: 'GET',
      path: '/v1/embedded/device/status',
      query: { email: 'a@example.com', deviceId: 'device-1' },
    },
    {
      method: 'POST',
      path: '/v1/embedded/email/start',
      body: { email: 'a@example.com', deviceId: 'device-1' },
    },
    {
      method: 'POST',
      path: '/v1/embedded/email/verify',
      body: { email: 'a@example.com', otp: '123456', deviceId: 'device-1' },
    },
    { method: 'POST', path: '/v1/embedded/email/update', body: { email: 'b@example.com' } },
    { method: 'POST', path: '/v1/embedded/email/update/verify-primary', body: { otp: '123456' } },
    { method: 'POST', path: '/v1/embedded/email/update/verify-secondary', body: { otp: '123456' } },
    {
      method: 'POST',
      path: '/v1/embedded/wallet',
      body: { address: ADDRESS, authShare: 'AA', recoveryShare: 'AB' },
    },
    { method: 'GET', path: '/v1/embedded/session' },
    { method: 'POST', path: '/v1/embedded/signout', body: {} },
    {
      method: 'POST',
      path: '/v1/embedded/social/complete',
      body: { provider: 'google', code: 'c', state: 's' },
    },
    { method: 'GET', path: '/v1/embedded/social/:provider/authorize', params: { provider: 'google' } },
    {
      method: 'GET',
      path: '/v1/embedded/social/:provider/callback',
      params: { provider: 'google' },
      query: { code: 'c', state: 's' },
    },
    { method: 'POST', path: '/v1/embedded/farcaster/channel', body: {} },
    { method: 'POST', path: '/v1/embedded/farcaster/status', body: { channelToken: 'token' } },
  ],
  rpc: [
    { method: 'POST', path: '/v1/', query: { chainId: CHAIN }, body: rpcCall('eth_blockNumber') },
    {
      method: 'POST',
      path: '/v1/',
      query: { chainId: CHAIN },
      body: [
        rpcCall('eth_chainId'),
        rpcCall('eth_getBalance', [ADDRESS, 'latest']),
        { jsonrpc: '2.0', method: 'x' },
      ],
    },
    { method: 'GET', path: '/v1/supported-chains' },
  ],
  verify: [
    { method: 'GET', path: '/verify/v3/public-key' },
    { method: 'POST', path: '/verify/v3/attestation', body: { origin: 'https://app.example', id: HASH } },
    { method: 'GET', path: '/verify/v3/attestation', query: { origin: 'https://app.example', id: HASH } },
    { method: 'GET', path: '/verify/attestation/:id', params: { id: HASH } },
  ],
  analytics: [
    {
      method: 'POST',
      path: '/e',
      body: {
        eventId: 'e1',
        url: 'https://app.example/',
        domain: 'app.example',
        timestamp: 1,
        props: { type: 'track', event: 'MODAL_OPEN', address: ADDRESS, properties: { a: 1 } },
      },
    },
  ],
  accounts: [
    {
      method: 'GET',
      path: '/v1/identity/:address',
      params: { address: ADDRESS },
      query: { sender: ADDRESS },
    },
    { method: 'GET', path: '/v1/sessions/:address', params: { address: ADDRESS }, query: { chainId: CHAIN } },
    {
      method: 'POST',
      path: '/v1/sessions/:address/revoke',
      params: { address: ADDRESS },
      query: { chainId: CHAIN },
      body: { pci: 'pci-1', signature: SIGNATURE },
    },
    {
      method: 'POST',
      path: '/v1/paymaster',
      query: { chainId: CHAIN },
      body: rpcCall('pm_getPaymasterStubData'),
    },
    {
      method: 'POST',
      path: '/v1/bundler',
      query: { chainId: CHAIN },
      body: rpcCall('eth_supportedEntryPoints'),
    },
    {
      method: 'POST',
      path: '/v1/fungible/price',
      body: { currency: 'usd', addresses: [`${CHAIN}:${ADDRESS}`] },
    },
    { method: 'GET', path: '/healthz' },
    { method: 'GET', path: '/mailbox/messages', query: { to: 'a@example.com' } },
  ],
  convert: [
    { method: 'GET', path: '/v1/convert/tokens', query: { chainId: CHAIN } },
    {
      method: 'GET',
      path: '/v1/convert/quotes',
      query: { userAddress: ADDRESS, from: `${CHAIN}:${ADDRESS}`, to: `${CHAIN}:${ADDRESS}`, amount: '1000' },
    },
    {
      method: 'GET',
      path: '/v1/convert/allowance',
      query: { userAddress: ADDRESS, tokenAddress: `${CHAIN}:${ADDRESS}` },
    },
    { method: 'GET', path: '/v1/convert/gas-price', query: { chainId: CHAIN } },
    {
      method: 'GET',
      path: '/v1/convert/build-approve',
      query: { userAddress: ADDRESS, from: `${CHAIN}:${ADDRESS}`, to: `${CHAIN}:${ADDRESS}`, amount: '1000' },
    },
    {
      method: 'POST',
      path: '/v1/convert/build-transaction',
      body: {
        userAddress: ADDRESS,
        from: `${CHAIN}:${ADDRESS}`,
        to: `${CHAIN}:${ADDRESS}`,
        amount: '1000',
        eip155: { slippage: '1', permit: '0x' },
      },
    },
  ],
}

/** Text that stresses parsers: unicode, control characters, percent signs, huge numbers, JSON punctuation. */
const nastyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: anyCodePoint, maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '%zz',
    '..',
    '../../etc/passwd',
    '0x',
    '0X8BA1F109551BD432803012645AC136DDD64DBA72',
    `${CHAIN}:${ADDRESS}`,
    '-1',
    '1e400',
    'NaN',
    '9'.repeat(400),
    '__proto__',
    'constructor',
    'null',
    '[]',
    '{}',
    '\u0000',
    '\ud800',
    'a'.repeat(5_000),
  ),
  fc.base64String({ maxLength: 60 }),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), maxLength: 70 }).map((hex) => `0x${hex}`),
)

/** A JSON value of any shape, biased towards the dangerous ones. */
const anyJson: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  nastyText,
  fc.constantFrom(null, true, 0, -1, 1e308, 2 ** 53 + 1, [], {}, { __proto__: null }, [[[[[]]]]]),
)

/** Replaces one key of `record` by anything (or drops it), or adds a random key. */
function mutateRecord<T extends Json>(record: Record<string, T>, value: fc.Arbitrary<T>) {
  const keys = Object.keys(record)
  return fc
    .record({
      key: keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), nastyText) : nastyText,
      action: fc.constantFrom('replace', 'drop', 'keep'),
      value,
    })
    .map(({ key, action, value }) => {
      const copy: Record<string, T> = { ...record }
      if (action === 'drop') delete copy[key]
      else if (action === 'replace') copy[key] = value
      return copy
    })
}

/** Mutates any JSON body one level down too: nested objects (destinationWallets, props, batch items). */
function mutateBody(body: Record<string, Json> | Json[]): fc.Arbitrary<Json> {
  if (Array.isArray(body)) {
    return fc.oneof(
      fc.nat(body.length).chain((index) =>
        fc.oneof(
          anyJson.map((value) => body.map((item, i) => (i === index ? value : item))),
          mutateBody((body[index] ?? {}) as Record<string, Json>).map((value) =>
            body.map((item, i) => (i === index ? value : item)),
          ),
        ),
      ),
      ...(body.length > 0 ? [fc.array(fc.constantFrom(...body), { maxLength: 30 })] : []),
    )
  }
  return fc.oneof(
    mutateRecord(body, anyJson),
    mutateRecord(body, anyJson).chain((mutated) => {
      const nested = Object.entries(mutated).filter(
        ([, value]) => typeof value === 'object' && value !== null,
      )
      if (nested.length === 0) return fc.constant(mutated as Json)
      return fc
        .constantFrom(...nested)
        .chain(([key, value]) =>
          mutateBody(value as Record<string, Json>).map((inner) => ({ ...mutated, [key]: inner })),
        )
    }),
  )
}

/** encodeURIComponent, with lone UTF-16 surrogates (which it refuses) replaced as a browser would. */
function encodePathSegment(text: string): string {
  return encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  )
}

interface FuzzRequest {
  options: InjectOptions
  label: string
}

/** Query strings only carry text: a value, a repeated key (an array), or an empty value. */
const queryValue = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  { weight: 1, arbitrary: fc.array(nastyText, { minLength: 2, maxLength: 3 }) },
)

function requestFor(route: RouteCase): fc.Arbitrary<FuzzRequest> {
  const params = route.params ?? {}
  const query = { projectId: PROJECT, ...route.query }
  const pathArb = fc.oneof(fc.constant(params), mutateRecord(params, nastyText))
  const queryArb = fc.oneof(
    { weight: 1, arbitrary: fc.constant(query as Record<string, string | string[]>) },
    { weight: 4, arbitrary: mutateRecord<string | string[]>(query, queryValue) },
  )
  const bodyArb: fc.Arbitrary<{ payload?: string; contentType?: string }> =
    route.method === 'POST'
      ? fc.oneof(
          // projectId travels in the query: strict bodies (POST /e) refuse unknown keys.
          { weight: 1, arbitrary: fc.constant({ payload: JSON.stringify(route.body ?? {}) }) },
          {
            weight: 5,
            arbitrary: mutateBody(route.body ?? {}).map((body) => ({ payload: JSON.stringify(body) })),
          },
          { weight: 2, arbitrary: anyJson.map((body) => ({ payload: JSON.stringify(body) })) },
          {
            weight: 1,
            arbitrary: fc.record({
              payload: fc.oneof(
                fc.string({ maxLength: 60 }),
                fc.json().map((text) => text.slice(0, -1)),
              ),
              contentType: fc.constantFrom(
                'application/json',
                'application/json; charset=utf-8',
                'text/plain',
                'application/x-www-form-urlencoded',
                'application/octet-stream',
                'multipart/form-data; boundary=x',
              ),
            }),
          },
        )
      : fc.constant({})
  return fc
    .record({
      params: pathArb,
      query: queryArb,
      body: bodyArb,
      origin: fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 2, arbitrary: fc.constant(cloud.secureSiteUrl) },
        { weight: 1, arbitrary: nastyText },
      ),
    })
    .map(({ params, query, body, origin }) => {
      const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodePathSegment(params[name] ?? ''))
      const search = new URLSearchParams()
      for (const [key, value] of Object.entries(query)) {
        for (const item of Array.isArray(value) ? value : [value]) search.append(key, item)
      }
      const headers: Record<string, string> = {}
      if (origin !== undefined) headers.origin = origin.replace(/[^\x20-\x7e]/g, '?')
      if (body.payload !== undefined) headers['content-type'] = body.contentType ?? 'application/json'
      const url = `${path}?${search}`
      return {
        label: `${route.method} ${url} ${body.payload?.slice(0, 300) ?? ''}`,
        options: {
          method: route.method,
          url,
          headers,
          ...(body.payload !== undefined ? { payload: body.payload } : {}),
        },
      }
    })
}

/**
 * A readable answer: JSON with `error` for a refusal; `error.message` on the JSON-RPC routes, `message` on
 * the CCIP-Read gateway (EIP-3668's error shape), or an HTML page on the routes a browser opens.
 */
function checkAnswer(response: LightMyRequestResponse, label: string) {
  const context = `${label}\n→ ${response.statusCode} ${response.body.slice(0, 300)}\n${loggedErrors.join('\n')}`
  expect(response.statusCode, context).not.toBe(500)
  // 502: the stub node answered garbage on purpose; any other 5xx is a crash in disguise.
  expect(response.statusCode < 500 || response.statusCode === 502, context).toBe(true)
  if (response.statusCode < 400) return
  if (String(response.headers['content-type']).startsWith('text/html')) {
    expect(response.body, context).toMatch(/<\/html>|<\/body>|<p>/i)
    return
  }
  const body = JSON.parse(response.body) as { error?: unknown; message?: unknown }
  const message =
    typeof body.error === 'string'
      ? body.error
      : body.error === undefined
        ? body.message
        : (body.error as { message?: unknown })?.message
  expect(typeof message, context).toBe('string')
  expect((message as string).length, context).toBeGreaterThan(0)
}

/** What the stub node answers while one request runs: mostly valid, sometimes garbage. */
const upstreamArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc.constantFrom(
        '{"jsonrpc":"2.0","id":1,"error":{"code":"x"}}',
        '[{"id":1}]',
        '{"id":1,"result":null}',
      ),
    ),
  },
)

describe('cloud routes under random input', () => {
  for (const [family, routes] of Object.entries(FAMILIES)) {
    it(
      `${family}: answers every random query and body with a 2xx or a clear 4xx, never a 500`,
      async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...routes).chain(requestFor),
            upstreamArb,
            async (request, answer) => {
              upstreamAnswer = answer
              loggedErrors.length = 0
              const response = await cloud.app.inject(request.options)
              checkAnswer(response, request.label)
            },
          ),
          { numRuns: RUNS, timeout: 10_000 },
        )
      },
      TIMEOUT,
    )
  }

  it('still serves a valid call after the fuzzing', async () => {
    upstreamAnswer = undefined
    const response = await cloud.app.inject({
      method: 'POST',
      url: `/v1/?projectId=${PROJECT}&chainId=${CHAIN}`,
      payload: rpcCall('eth_blockNumber'),
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: 1, result: '0x0' })
  })
})
