import { fuzzRuns, fuzzTimeout } from '@airlock/testing/fuzz'
import fc from 'fast-check'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from './app.ts'
import { issueSecretKey } from './payments/secretKeys.ts'
import { startTestCloud } from './test/cloud.ts'
import {
  ADDRESS,
  CHAIN,
  FAMILIES,
  type Json,
  PAY_CHAIN,
  PROJECT,
  type RouteCase,
  rpcCall,
} from './test/fuzzRoutes.ts'
import { startStubNode } from './test/stubNode.ts'

/*
 * Random and mutated queries, path segments and bodies sent to every route family of the cloud. Whatever
 * arrives, the cloud answers: a 2xx for a valid call, a 4xx with a readable `{ error }` for a bad one, a 502
 * when the (fuzzed) upstream node answers garbage, and never a 500, a crash or an unhandled rejection.
 * The chain's node is a stub that answers each call with a valid result or with what the property chose.
 */

const RUNS = fuzzRuns(40)
/** Any code point, lone surrogates included (fast-check's 'binary' unit costs seconds to build). */
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code))
// A route call costs 5-40 ms (balance asks the stub node): generous, so FUZZ_RUNS=10000 is not cut short.
const TIMEOUT = fuzzTimeout(100, RUNS)

let node: Awaited<ReturnType<typeof startStubNode>>
let cloud: Cloud
/** The fuzz project's secret key, for the routes a shop's server calls. */
let secretKey = ''
/** Lines the cloud logged at level error: the cause of any 500, shown when a property fails. */
const loggedErrors: string[] = []

beforeAll(async () => {
  node = await startStubNode()
  cloud = await startTestCloud({
    chains: [
      { caipNetworkId: CHAIN, rpcUrl: node.url },
      {
        caipNetworkId: PAY_CHAIN,
        rpcUrl: node.url,
        swap: { router: ADDRESS, factory: ADDRESS, wrappedNative: `0x${'22'.repeat(20)}` },
        payments: { contract: ADDRESS, signerKey: `0x${'22'.repeat(32)}` },
      },
    ],
    indexer: false,
    upstreamTimeoutMs: 2_000,
    names: { gatewayKey: `0x${'11'.repeat(32)}` },
    logger: {
      level: 'error',
      stream: { write: (line: string) => void loggedErrors.push(line) },
    },
  })
  await cloud.context.projects.create({ id: PROJECT })
  secretKey = await issueSecretKey(cloud.db, PROJECT)
})
afterAll(async () => {
  await cloud?.close()
  await node?.close()
})

/**
 * Characters a database or an encoder may refuse: NUL (PostgreSQL text cannot hold it), lone UTF-16
 * surrogates (no UTF-8 form), other controls and a byte-order mark. Drawn often, not as one code point in a
 * million: a NUL in an order id or a wallet search once reached the database and answered 500.
 */
const hostileCharacter = fc.constantFrom('\u0000', '\ud800', '\udfff', '\u0001', '\u001f', '\u007f', '\ufeff')

/** `text` with a hostile character put in at `at` (taken modulo its length + 1): a plausible value with a NUL inside. */
const poison = (text: string, at: number, character: string) => {
  const index = at % (text.length + 1)
  return `${text.slice(0, index)}${character}${text.slice(index)}`
}

/** Text that stresses parsers: unicode, control characters, percent signs, huge numbers, JSON punctuation. */
const nastyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: anyCodePoint, maxLength: 40 }),
  fc.string({ unit: fc.oneof(fc.string({ minLength: 1, maxLength: 1 }), hostileCharacter), maxLength: 40 }),
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

/**
 * Replaces one key of `record` by anything (or drops it), adds a random key, or puts a hostile character
 * into one of its text values.
 */
function mutateRecord<T extends Json>(record: Record<string, T>, value: fc.Arbitrary<T>) {
  const keys = Object.keys(record)
  return fc
    .record({
      key: keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), nastyText) : nastyText,
      action: fc.constantFrom('replace', 'drop', 'keep', 'poison'),
      value,
      at: fc.nat(),
      character: hostileCharacter,
    })
    .map(({ key, action, value, at, character }) => {
      const copy: Record<string, T> = { ...record }
      const current = copy[key]
      if (action === 'drop') delete copy[key]
      else if (action === 'replace') copy[key] = value
      else if (action === 'poison' && typeof current === 'string')
        copy[key] = poison(current, at, character) as T
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

/** `params` and `query` with the text of one of their values (slot taken modulo their count) poisoned. */
function poisonOneSlot(
  params: Record<string, string>,
  query: Record<string, string | string[]>,
  poisoned: { slot: number; at: number; character: string } | undefined,
) {
  const slots = [
    ...Object.keys(params).map((key) => ['params', key]),
    ...Object.keys(query).map((key) => ['query', key]),
  ]
  if (!poisoned || slots.length === 0) return { params, query }
  const [where, key] = slots[poisoned.slot % slots.length] as [string, string]
  if (where === 'params') {
    return { params: { ...params, [key]: poison(params[key] ?? '', poisoned.at, poisoned.character) }, query }
  }
  const value = query[key] ?? ''
  const text = (item: string) => poison(item, poisoned.at, poisoned.character)
  return { params, query: { ...query, [key]: Array.isArray(value) ? value.map(text) : text(value) } }
}

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
      // One path segment or query value of an otherwise valid call, with a hostile character inside.
      poisoned: fc.oneof(
        { weight: 2, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.record({ slot: fc.nat(), at: fc.nat(), character: hostileCharacter }) },
      ),
      // The secret key as sent, or none, or a made-up one.
      bearer: route.secretKey
        ? fc.oneof(
            { weight: 4, arbitrary: fc.constant(secretKey) },
            { weight: 1, arbitrary: fc.constant(undefined) },
            { weight: 1, arbitrary: nastyText.map((text) => `sk_${text}`) },
          )
        : fc.constant(undefined),
    })
    .map(({ params: drawnParams, query: drawnQuery, body, origin, poisoned, bearer }) => {
      const { params, query } = poisonOneSlot(drawnParams, drawnQuery, poisoned)
      const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodePathSegment(params[name] ?? ''))
      const search = new URLSearchParams()
      for (const [key, value] of Object.entries(query)) {
        for (const item of Array.isArray(value) ? value : [value]) search.append(key, item)
      }
      const headers: Record<string, string> = {}
      if (origin !== undefined) headers.origin = origin.replace(/[^\x20-\x7e]/g, '?')
      if (body.payload !== undefined) headers['content-type'] = body.contentType ?? 'application/json'
      if (bearer !== undefined) headers.authorization = `Bearer ${bearer}`.replace(/[^\x20-\x7e]/g, '?')
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
              node.answerNext(answer)
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
    node.answerNext()
    const response = await cloud.app.inject({
      method: 'POST',
      url: `/v1/?projectId=${PROJECT}&chainId=${CHAIN}`,
      payload: rpcCall('eth_blockNumber'),
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: 1, result: '0x0' })
  })
})
