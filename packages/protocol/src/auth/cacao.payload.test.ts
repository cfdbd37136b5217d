import * as wc from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { NOW, REQUEST } from './cacao.fixtures.ts'
import { buildAuthPayload, populateAuthPayload } from './cacao.ts'
import { createEncodedRecap, decodeRecap, encodeRecap, getRecapFromResources } from './recap.ts'

/* The sign-in request an app sends (buildAuthPayload) and the wallet's narrowing of it (populateAuthPayload). */

describe('buildAuthPayload', () => {
  it('builds the official authPayload shape', () => {
    const payload = buildAuthPayload({ ...REQUEST, now: NOW })
    expect(JSON.stringify(payload)).toBe(
      JSON.stringify({
        type: 'caip122',
        chains: REQUEST.chains,
        statement: '',
        aud: REQUEST.uri,
        domain: REQUEST.domain,
        version: '1',
        nonce: REQUEST.nonce,
        iat: '2024-05-01T10:00:00.000Z',
        resources: [],
      }),
    )
  })

  it('adds a ReCap for the methods and keeps exp/nbf/requestId/statement', () => {
    const payload = buildAuthPayload({
      ...REQUEST,
      statement: 'Hi',
      methods: ['personal_sign', 'eth_sendTransaction'],
      resources: ['https://app.example/terms'],
      exp: '2024-05-02T00:00:00Z',
      nbf: '2024-05-01T00:00:00Z',
      requestId: 'r1',
      now: NOW,
    })
    expect(payload).toEqual({
      type: 'caip122',
      chains: REQUEST.chains,
      statement: 'Hi',
      aud: REQUEST.uri,
      domain: REQUEST.domain,
      version: '1',
      nonce: REQUEST.nonce,
      iat: '2024-05-01T10:00:00.000Z',
      exp: '2024-05-02T00:00:00Z',
      nbf: '2024-05-01T00:00:00Z',
      requestId: 'r1',
      resources: [
        'https://app.example/terms',
        wc.createEncodedRecap('eip155', 'request', ['personal_sign', 'eth_sendTransaction']),
      ],
    })
  })

  it('merges into an app-supplied trailing ReCap as the official client does', () => {
    const existing = encodeRecap({ att: { 'https://api.example': { 'crud/read': [{}] } } })
    const resources = ['https://x', existing]
    const payload = buildAuthPayload({ ...REQUEST, methods: ['personal_sign'], resources, now: NOW })
    expect(resources).toEqual(['https://x', existing])
    expect(payload.resources).toEqual([
      'https://x',
      wc.mergeEncodedRecaps(wc.createEncodedRecap('eip155', 'request', ['personal_sign']), existing),
    ])
  })

  it('cannot request methods without a chain', () => {
    expect(() => buildAuthPayload({ ...REQUEST, chains: [], methods: ['personal_sign'] })).toThrow(
      /without a chain/,
    )
  })
})

describe('populateAuthPayload', () => {
  const cases: [string, Parameters<typeof buildAuthPayload>[0], string[], string[]][] = [
    [
      'one chain, some methods',
      { ...REQUEST, methods: ['personal_sign', 'eth_sign', 'wallet_x'] },
      ['eip155:137'],
      ['eth_sign', 'personal_sign'],
    ],
    [
      'all chains, a statement',
      { ...REQUEST, statement: 'Hello', methods: ['personal_sign'] },
      ['eip155:137', 'eip155:1', 'eip155:5'],
      ['personal_sign'],
    ],
    [
      'a recap with another resource',
      {
        ...REQUEST,
        methods: ['personal_sign'],
        resources: [
          'https://r',
          encodeRecap({ att: { 'https://api.example': { 'crud/write': [{}], 'crud/read': [{}] } } }),
        ],
      },
      ['eip155:1'],
      ['personal_sign', 'eth_sign'],
    ],
    [
      'a recap without eip155',
      { ...REQUEST, resources: [createEncodedRecap('https://api.example', 'crud', ['read'])] },
      ['eip155:1'],
      ['personal_sign'],
    ],
  ]

  it.each(cases)('matches the official helper: %s', (_, request, chains, methods) => {
    const authPayload = buildAuthPayload({ ...request, now: NOW })
    const ours = populateAuthPayload({ authPayload, chains, methods })
    const theirs = wc.populateAuthPayload({ authPayload: structuredClone(authPayload), chains, methods })
    expect(JSON.stringify(ours)).toBe(JSON.stringify(theirs))
  })

  it('grants the supported methods on the supported chains', () => {
    const authPayload = buildAuthPayload({ ...REQUEST, methods: ['personal_sign', 'eth_sign'], now: NOW })
    const populated = populateAuthPayload({ authPayload, chains: ['eip155:137'], methods: ['personal_sign'] })
    expect(populated.chains).toEqual(['eip155:137'])
    expect(decodeRecap(getRecapFromResources(populated.resources)!)).toEqual({
      att: { eip155: { 'request/personal_sign': [{ chains: ['eip155:137'] }] } },
    })
    expect(populated.statement).toBe(
      "I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'personal_sign' for 'eip155'.",
    )
  })

  it('narrows the chains even without a ReCap (the official helper does not)', () => {
    const authPayload = buildAuthPayload({ ...REQUEST, now: NOW })
    expect(populateAuthPayload({ authPayload, chains: ['eip155:137'], methods: [] }).chains).toEqual([
      'eip155:137',
    ])
    expect(wc.populateAuthPayload({ authPayload, chains: ['eip155:137'], methods: [] }).chains).toEqual(
      REQUEST.chains,
    )
  })

  it('throws when nothing is supported, and passes through without wallet chains', () => {
    const authPayload = buildAuthPayload({ ...REQUEST, methods: ['eth_sign'], now: NOW })
    expect(() => populateAuthPayload({ authPayload, chains: ['eip155:5'], methods: ['eth_sign'] })).toThrow(
      'No supported chains',
    )
    expect(() =>
      populateAuthPayload({ authPayload, chains: ['eip155:1'], methods: ['personal_sign'] }),
    ).toThrow(`Supported methods don't satisfy the requested: ["eth_sign"], supported: ["personal_sign"]`)
    expect(populateAuthPayload({ authPayload, chains: [], methods: [] })).toBe(authPayload)
  })
})
