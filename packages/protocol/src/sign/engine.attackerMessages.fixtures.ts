/**
 * What the attacker of engine.property.test.ts sends on the pairing and session topics: garbage, random JSON,
 * JSON-RPC requests of every method with valid, mutated or random params, and responses to ids it has seen on
 * the wire. The valid params are made from the legitimate session's metadata and namespaces (engine.fixtures.ts).
 */
import fc from 'fast-check'
import { generateKeyPair } from '../crypto/keys.ts'
import { parseJson, stringifyJson } from '../json.ts'
import { appMetadata, granted, required, walletMetadata } from './engine.fixtures.ts'

/** The account the valid accountsChanged events name (the first account `granted()` gives). */
const ACCOUNT = 'eip155:1:0x1111111111111111111111111111111111111111'
const PEER_KEY = generateKeyPair().publicKey

// ---- what the attacker sends ------------------------------------------------------------------

export const KNOWN_METHODS = [
  'wc_sessionRequest',
  'wc_sessionUpdate',
  'wc_sessionEvent',
  'wc_sessionSettle',
  'wc_sessionDelete',
  'wc_sessionPropose',
  'wc_sessionAuthenticate',
  'wc_sessionExtend',
  'wc_sessionPing',
  'wc_pairingPing',
  'wc_pairingDelete',
] as const
export type KnownMethod = (typeof KNOWN_METHODS)[number]

/** Method names that are properties of every object: a lookup table must not find them. */
const PROTOTYPE_METHODS = ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf'] as const

/** Valid params of each method, for the state right after connecting. */
export function template(
  method: KnownMethod,
  ctx: { nowS: number; pairingTopic: string },
  variant: number,
): unknown {
  switch (method) {
    case 'wc_sessionRequest':
      return {
        request: { method: 'personal_sign', params: ['0x01', '0x11'], expiryTimestamp: ctx.nowS + 900 },
        chainId: 'eip155:1',
      }
    case 'wc_sessionUpdate':
      return { namespaces: granted() }
    case 'wc_sessionEvent':
      return variant % 2 === 0
        ? { event: { name: 'accountsChanged', data: [ACCOUNT] }, chainId: 'eip155:1' }
        : { event: { name: 'chainChanged', data: 10 }, chainId: 'eip155:10' }
    case 'wc_sessionSettle':
      return {
        relay: { protocol: 'irn' },
        namespaces: granted(),
        controller: { publicKey: PEER_KEY, metadata: walletMetadata },
        expiry: ctx.nowS + 7 * 86_400,
      }
    case 'wc_sessionPropose':
      return {
        relays: [{ protocol: 'irn' }],
        requiredNamespaces: required,
        optionalNamespaces: {},
        proposer: { publicKey: PEER_KEY, metadata: appMetadata },
        expiryTimestamp: ctx.nowS + 300,
        pairingTopic: ctx.pairingTopic,
      }
    case 'wc_sessionAuthenticate':
      return {
        requester: { publicKey: PEER_KEY, metadata: appMetadata },
        authPayload: {
          type: 'caip122',
          chains: ['eip155:1'],
          aud: 'https://dapp.example/login',
          domain: 'dapp.example',
          version: '1',
          nonce: 'n0nce',
          iat: new Date(ctx.nowS * 1000).toISOString(),
        },
        expiryTimestamp: ctx.nowS + 3600,
      }
    case 'wc_sessionDelete':
    case 'wc_pairingDelete':
      return { code: 6000, message: 'User disconnected.' }
    default:
      return {}
  }
}

/** Values that trip naive code: no string form, inherited-method names as keys, BigInt, blanks. */
const trickyJson: fc.Arbitrary<unknown> = fc.constantFrom(
  { toString: 1 },
  { toString: 1, valueOf: 1 },
  [{ toString: 1 }],
  [{ toString: 1, valueOf: 1 }, 'eip155:1:0xabc'],
  [null, { valueOf: {} }],
  { hasOwnProperty: 1 },
  { constructor: 1, length: 1 },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { 'eip155:1': JSON.parse('{"__proto__": []}') },
  '',
  ' ',
  '123n',
  10n ** 30n,
  -1,
  0,
  1e308,
  [],
  {},
  null,
)

/** JSON-ish values, with the keys and shapes that trip naive code (`__proto__`, `toString`, ...). */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  fc.anything({ withBigInt: true, withNullPrototype: true, withBoxedValues: true, withSparseArray: true }),
  fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_METHODS), fc.string()), fc.anything(), { maxKeys: 4 }),
  trickyJson,
)

type Path = (string | number)[]

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const out: Path[] = [prefix]
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      out.push(...pathsOf(inner, [...prefix, Array.isArray(value) ? Number(key) : key]))
    }
  }
  return out
}

interface Mutation {
  at: number
  op: 'delete' | 'replace' | 'null' | 'addKey' | 'wrap' | 'stringify'
  value: unknown
  key: string
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  op: fc.constantFrom('delete', 'replace', 'null', 'addKey', 'wrap', 'stringify'),
  value: hostileJson,
  key: fc.oneof(fc.constantFrom(...PROTOTYPE_METHODS), fc.string()),
})

const define = (target: object, key: string | number, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })

/** The value as the peer decodes it (json.ts codec); undefined stays undefined. */
export const toWire = (value: unknown): unknown => {
  const text = stringifyJson(value) as string | undefined
  return text === undefined ? undefined : parseJson(text)
}

/** Applies mutations to a (JSON) copy of `value`; a mutation of the root replaces it. */
export function mutate(value: unknown, mutations: Mutation[]): unknown {
  let root: unknown = toWire(value)
  for (const { at, op, value: raw, key } of mutations) {
    // Work on what the wire carries, so every path found can be walked.
    root = toWire(root)
    const replacement = toWire(raw)
    const paths = pathsOf(root)
    const path = paths[at % paths.length] as Path
    const current = path.reduce<unknown>((node, step) => (node as Record<string, unknown>)[step], root)
    const next =
      op === 'null'
        ? null
        : op === 'replace'
          ? replacement
          : op === 'wrap'
            ? [current]
            : op === 'stringify'
              ? typeof current === 'object'
                ? stringifyJson(current)
                : String(current)
              : current
    if (op === 'addKey') {
      if (current !== null && typeof current === 'object') define(current, key, replacement)
      continue
    }
    if (path.length === 0) {
      root = op === 'delete' ? undefined : next
      continue
    }
    const parent = path
      .slice(0, -1)
      .reduce<unknown>((node, step) => (node as Record<string, unknown>)[step], root) as Record<
      string,
      unknown
    >
    const last = path.at(-1) as string | number
    if (op === 'delete') {
      if (Array.isArray(parent)) parent.splice(last as number, 1)
      else delete parent[last]
    } else define(parent, last, next)
  }
  return root
}

export type ParamsSpec =
  | { kind: 'valid'; variant: number }
  | { kind: 'mutated'; variant: number; mutations: Mutation[] }
  | { kind: 'random'; value: unknown }

const paramsSpec: fc.Arbitrary<ParamsSpec> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('valid' as const), variant: fc.nat(3) }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('mutated' as const),
      variant: fc.nat(3),
      mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }),
    }),
    weight: 6,
  },
  {
    // One field of valid params swapped for a tricky value: the rest stays valid, so it goes deep.
    arbitrary: fc.record({
      kind: fc.constant('mutated' as const),
      variant: fc.nat(3),
      mutations: fc
        .tuple(
          fc.nat(),
          trickyJson,
          fc.constantFrom('replace' as const, 'addKey' as const),
          fc.constantFrom(...PROTOTYPE_METHODS),
        )
        .map(([at, value, op, key]) => [{ at, op, value, key }]),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('random' as const), value: hostileJson }), weight: 2 },
)

/** A fresh id, or (by index) one of the ids already on the wire: the pending request's, the settle's, ... */
export type IdSpec = { kind: 'fresh'; value: number } | { kind: 'known'; index: number }
const idSpec: fc.Arbitrary<IdSpec> = fc.oneof(
  fc.record({
    kind: fc.constant('fresh' as const),
    value: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  }),
  fc.record({
    kind: fc.constant('fresh' as const),
    value: fc.nat(999).map((n) => Date.now() * 1000 + 5_000_000 + n),
  }),
  fc.record({ kind: fc.constant('known' as const), index: fc.nat() }),
)

const topicChoice = fc.constantFrom('pairing' as const, 'session' as const)

export type Action =
  | { kind: 'garbage'; topic: 'pairing' | 'session'; message: string }
  | { kind: 'json'; topic: 'pairing' | 'session'; payload: unknown; envelope: 0 | 2 | 'wrongKey' }
  | {
      kind: 'request'
      topic: 'pairing' | 'session'
      id: IdSpec
      method: string
      params: ParamsSpec
      envelope: 0 | 2
    }
  | {
      kind: 'response'
      topic: 'pairing' | 'session'
      id: IdSpec
      body: { result: unknown } | { error: unknown }
    }

export const action: fc.Arbitrary<Action> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('garbage' as const),
      topic: topicChoice,
      message: fc.oneof(fc.string({ unit: 'binary' }), fc.base64String({ minLength: 4 })),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('json' as const),
      topic: topicChoice,
      payload: fc.oneof(
        hostileJson,
        fc.record(
          {
            id: fc.oneof(fc.double(), fc.string(), fc.constant(null), fc.bigInt()),
            jsonrpc: fc.constant('2.0'),
            method: fc.oneof(fc.constantFrom(...KNOWN_METHODS), hostileJson),
            result: hostileJson,
          },
          { requiredKeys: ['jsonrpc'] },
        ),
      ),
      envelope: fc.constantFrom(0 as const, 0 as const, 2 as const, 'wrongKey' as const),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('request' as const),
      topic: topicChoice,
      id: idSpec,
      method: fc.oneof(
        { arbitrary: fc.constantFrom(...KNOWN_METHODS), weight: 8 },
        { arbitrary: fc.constantFrom(...PROTOTYPE_METHODS, 'wc_unknown', ''), weight: 1 },
        { arbitrary: fc.string(), weight: 1 },
      ),
      params: paramsSpec,
      envelope: fc.constantFrom(0 as const, 0 as const, 0 as const, 0 as const, 2 as const),
    }),
    weight: 6,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('response' as const),
      topic: topicChoice,
      id: idSpec,
      body: fc.oneof(
        fc.record({ result: hostileJson }),
        fc.record({ error: hostileJson }),
        fc.record({
          error: fc.record(
            { code: fc.oneof(fc.integer(), hostileJson), message: fc.oneof(fc.string(), hostileJson) },
            { requiredKeys: [] },
          ),
        }),
      ),
    }),
    weight: 3,
  },
)
