import * as wc from '@walletconnect/utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createEncodedRecap, createRecap, encodeRecap, mergeEncodedRecaps } from './recap.ts'
import { formatSiweMessage, SiweMessageError, type SiweMessageFields } from './siwe.ts'

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const ISS = `did:pkh:eip155:1:${ADDRESS}`
const BASE: SiweMessageFields = {
  domain: 'app.example',
  aud: 'https://app.example/login',
  version: '1',
  nonce: 'n0nc3n0nc3',
  iat: '2024-05-01T10:00:00.000Z',
}
const RECAP = createEncodedRecap('eip155', 'request', [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
])

const official = (payload: SiweMessageFields, iss: string) => wc.formatMessage(payload, iss)

describe('formatSiweMessage', () => {
  it('writes the EIP-4361 text one-click auth signs', () => {
    const message = formatSiweMessage(
      {
        ...BASE,
        statement: 'Sign in to the app.',
        exp: '2024-05-02T10:00:00.000Z',
        nbf: '2024-05-01T09:00:00.000Z',
        requestId: 'req-1',
        resources: ['https://app.example/terms', RECAP],
      },
      ISS,
    )
    expect(message).toBe(
      [
        'app.example wants you to sign in with your Ethereum account:',
        ADDRESS,
        '',
        "Sign in to the app. I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'eth_signTypedData_v4', 'personal_sign' for 'eip155'.",
        '',
        'URI: https://app.example/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: n0nc3n0nc3',
        'Issued At: 2024-05-01T10:00:00.000Z',
        'Expiration Time: 2024-05-02T10:00:00.000Z',
        'Not Before: 2024-05-01T09:00:00.000Z',
        'Request ID: req-1',
        'Resources:',
        '- https://app.example/terms',
        `- ${RECAP}`,
      ].join('\n'),
    )
  })

  it('omits the statement line when there is none, keeping both blank lines', () => {
    const expected = `app.example wants you to sign in with your Ethereum account:\n${ADDRESS}\n\n\nURI: https://app.example/login`
    expect(formatSiweMessage(BASE, ISS).startsWith(expected)).toBe(true)
    expect(formatSiweMessage({ ...BASE, statement: '' }, ISS)).toBe(formatSiweMessage(BASE, ISS))
    // An empty resource list (what the official app sends by default) still writes "Resources:".
    expect(formatSiweMessage({ ...BASE, resources: [] }, ISS).endsWith('\nResources:')).toBe(true)
  })

  const statements = [
    undefined,
    '',
    'Sign in.',
    'Ünïcødé ✓ statement',
    `x ${wc.formatStatementFromRecap('', createRecap('eip155', 'request', ['a']))}`,
  ]
  const resourceLists = [
    undefined,
    [],
    ['https://a.example/1'],
    ['ipfs://bafy', 'https://a.example/2'],
    [RECAP],
    ['https://a.example/1', RECAP],
    [
      mergeEncodedRecaps(
        RECAP,
        encodeRecap({ att: { 'https://api.example': { 'crud/read': [{}], 'crud/write': [{}] } } }),
      ),
    ],
    [encodeRecap({ att: { eip155: { 'a/x': [{}], 'b/y': [{}], 'c/z': [{}] } } })],
  ]
  const optionals = [
    {},
    { exp: '2030-01-01T00:00:00Z' },
    { nbf: '2020-01-01T00:00:00Z' },
    { requestId: '42' },
    { exp: '2030-01-01T00:00:00Z', nbf: '2020-01-01T00:00:00Z', requestId: 'abc' },
    { exp: '', nbf: '', requestId: '' },
  ]
  const variants = statements.flatMap((statement) =>
    resourceLists.flatMap((resources) =>
      optionals.map((extra) => ({ ...BASE, statement, resources, ...extra })),
    ),
  )

  it(`matches the official formatMessage for ${variants.length} payload variants`, () => {
    for (const payload of variants) {
      for (const iss of [ISS, `did:pkh:eip155:137:${ADDRESS.toLowerCase()}`, `eip155:10:${ADDRESS}`]) {
        expect(formatSiweMessage(payload, iss)).toBe(official(payload, iss))
      }
    }
  })

  it('matches the official formatMessage on random payloads (property)', () => {
    const line = fc.string({ minLength: 1, unit: 'grapheme' }).filter((s) => !/[\r\n]/.test(s))
    const optional = fc.option(line, { nil: undefined })
    const payload = fc.record({
      domain: line,
      aud: line,
      version: line,
      nonce: line,
      iat: line,
      statement: fc.option(fc.string({ unit: 'grapheme' }), { nil: undefined }),
      exp: optional,
      nbf: optional,
      requestId: optional,
      resources: fc.option(
        fc.array(
          line.filter((s) => !s.includes('urn:recap:')),
          { maxLength: 3 },
        ),
        {
          nil: undefined,
        },
      ),
    })
    const reference = fc.stringMatching(/^[0-9]{1,6}$/)
    fc.assert(
      fc.property(payload, reference, (p, ref) => {
        const iss = `did:pkh:eip155:${ref}:${ADDRESS}`
        let expected: string | Error
        try {
          expected = official(p, iss)
        } catch (error) {
          expected = error as Error
        }
        if (expected instanceof Error) {
          expect(() => formatSiweMessage(p, iss)).toThrow(SiweMessageError)
        } else {
          expect(formatSiweMessage(p, iss)).toBe(expected)
        }
      }),
      { numRuns: 500 },
    )
  })

  it.each([
    ['\n', 'Line one\nLine two'],
    ['\r', 'Line one\rNonce: forged'],
    ['\r\n', 'a\r\nb'],
  ])('rejects a statement with %j, as the official one does', (_, statement) => {
    expect(() => formatSiweMessage({ ...BASE, statement }, ISS)).toThrow(SiweMessageError)
    expect(() => formatSiweMessage({ ...BASE, statement }, ISS)).toThrow(
      /statement must not contain line breaks/,
    )
    expect(() => official({ ...BASE, statement }, ISS)).toThrow(/line breaks/)
  })

  it('rejects line breaks smuggled in through the ReCap', () => {
    const recap = encodeRecap({ att: { 'eip155\nNonce: x': { 'request/a': [{}] } } })
    expect(() => formatSiweMessage({ ...BASE, resources: [recap] }, ISS)).toThrow(
      /statement must not contain line breaks/,
    )
  })

  it.each([
    ['domain', { domain: 'evil.example\nURI: x' }],
    ['nonce', { nonce: 'n\n' }],
    ['aud', { aud: 'https://a\rb' }],
    ['exp', { exp: '2030\nNot Before: 1' }],
    ['requestId', { requestId: 'a\nb' }],
  ])('rejects a line break in %s (stricter than the official one)', (key, extra) => {
    expect(() => formatSiweMessage({ ...BASE, ...extra }, ISS)).toThrow(
      new RegExp(`\`${key}\` must not contain line breaks`),
    )
  })

  it('rejects a resource with a line break', () => {
    expect(() => formatSiweMessage({ ...BASE, resources: ['https://a\n- https://b'] }, ISS)).toThrow(
      /resources must not contain line breaks/,
    )
  })

  it.each([
    ['an invalid issuer', BASE, 'did:pkh:eip155:1:0x12', /invalid issuer: Invalid did:pkh/],
    ['a non-eip155 issuer', BASE, 'did:pkh:solana:x:y', /unsupported namespace/],
    ['a missing aud', { ...BASE, aud: '' }, ISS, /`aud` must be a non-empty string/],
    [
      'a missing nonce',
      { ...BASE, nonce: undefined as unknown as string },
      ISS,
      /`nonce` must be a non-empty string/,
    ],
    [
      'a non-array resources',
      { ...BASE, resources: 'x' as unknown as string[] },
      ISS,
      /`resources` must be an array/,
    ],
    ['a non-string exp', { ...BASE, exp: 5 as unknown as string }, ISS, /`exp` must be a string/],
    [
      'a malformed ReCap',
      { ...BASE, resources: ['urn:recap:%%'] },
      ISS,
      /bad ReCap resource: Invalid ReCap: not base64/,
    ],
  ])('rejects %s with a clear SiweMessageError', (_, payload, iss, message) => {
    expect(() => formatSiweMessage(payload, iss)).toThrow(SiweMessageError)
    expect(() => formatSiweMessage(payload, iss)).toThrow(message)
  })
})
