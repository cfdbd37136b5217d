import * as wc from '@walletconnect/utils'
import fc from 'fast-check'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import type { AuthPayload, Cacao } from '../sign/types.ts'
import { alice, bob, EXPECTED, NOW, REQUEST, verify, walletSign } from './cacao.fixtures.ts'
import {
  buildAuthPayload,
  buildCacao,
  populateAuthPayload,
  type Verify1271,
  type VerifyCacaoOptions,
} from './cacao.ts'
import { createEncodedRecap, encodeRecap, mergeEncodedRecaps } from './recap.ts'
import { formatSiweMessage } from './siwe.ts'

/* Checking a signed CACAO: what is accepted, every reason to refuse, and properties over random input. */

// Our Cacao also allows the header type "eip4361", so it is wider than the official type.
const officialValid = (cacao: Cacao) =>
  wc.validateSignedCacao({ cacao: cacao as Parameters<typeof wc.validateSignedCacao>[0]['cacao'] })

describe('verifyCacao', () => {
  const request = buildAuthPayload({
    ...REQUEST,
    methods: ['personal_sign', 'eth_sign'],
    statement: 'Sign in.',
    now: NOW,
  })
  const signed = (options?: Parameters<typeof walletSign>[1], payload: AuthPayload = request) =>
    walletSign(
      populateAuthPayload({ authPayload: payload, chains: REQUEST.chains, methods: ['personal_sign'] }),
      options,
    )

  it('accepts a valid eip191 CACAO per chain, as the official validateSignedCacao does', async () => {
    for (const chain of REQUEST.chains) {
      const cacao = await signed({ chain })
      expect(await verify(cacao)).toEqual({ ok: true, address: alice.address, chainId: chain })
      expect(await officialValid(cacao)).toBe(true)
    }
  })

  it('accepts a lower-case issuer address and minimal payloads', async () => {
    const cacao = await walletSign(buildAuthPayload({ ...REQUEST, now: NOW }))
    // The address is part of the signed text, so the wallet must sign with the lower-case issuer.
    const payload = buildAuthPayload({ ...REQUEST, now: NOW })
    const iss = `did:pkh:eip155:1:${alice.address.toLowerCase()}`
    const lower = buildCacao(
      payload,
      iss,
      await alice.signMessage({ message: formatSiweMessage(payload, iss) }),
    )
    expect(await verify(cacao)).toMatchObject({ ok: true })
    expect(await verify(lower)).toMatchObject({ ok: true, address: alice.address.toLowerCase() })
  })

  it('accepts a non-ASCII statement (EIP-191 prefix counts bytes; the official verifier counts UTF-16 units)', async () => {
    const cacao = await signed(
      {},
      buildAuthPayload({ ...REQUEST, statement: 'Connexion à l’app ✓', now: NOW }),
    )
    expect(await verify(cacao)).toMatchObject({ ok: true })
    expect(await officialValid(cacao)).toBe(false)
  })

  const failures: [string, () => Promise<unknown>, Partial<VerifyCacaoOptions>, RegExp][] = [
    [
      'a wrong signer',
      () =>
        signed({ account: bob, tamper: undefined }).then((c) => ({
          ...c,
          p: { ...c.p, iss: `did:pkh:eip155:1:${alice.address}` },
        })),
      {},
      /eip191 signature is by 0x[0-9a-f]{40}, not the issuer/,
    ],
    [
      'a tampered statement',
      () => signed({ tamper: (p) => ({ ...p, statement: 'Something else' }) }),
      {},
      /not the issuer/,
    ],
    [
      'a tampered resource list',
      () => signed({ tamper: (p) => ({ ...p, resources: [...(p.resources ?? []), 'https://x'] }) }),
      {},
      /not the issuer/,
    ],
    [
      'an expired CACAO',
      () => signed({}, { ...request, exp: '2024-05-01T09:59:59.999Z' }),
      {},
      /CACAO expired at 2024-05-01T09:59:59.999Z/,
    ],
    [
      'a not-yet-valid CACAO',
      () => signed({}, { ...request, nbf: '2024-05-01T10:00:00.001Z' }),
      {},
      /CACAO not valid before/,
    ],
    ['a malformed exp', () => signed({}, { ...request, exp: 'tomorrow' }), {}, /malformed exp: "tomorrow"/],
    [
      'a wrong nonce',
      () => signed(),
      { expected: { ...EXPECTED, nonce: 'other' } },
      /nonce mismatch: expected other, got n0nc3n0nc3/,
    ],
    [
      'a wrong domain',
      () => signed(),
      { expected: { ...EXPECTED, domain: 'evil.example' } },
      /domain mismatch/,
    ],
    [
      'a wrong aud',
      () => signed(),
      { expected: { ...EXPECTED, aud: 'https://evil.example' } },
      /aud mismatch/,
    ],
    [
      'an unrequested chain',
      () => signed({ chain: 'eip155:5' }),
      {},
      /chain eip155:5, which was not requested \(eip155:1, eip155:137\)/,
    ],
    [
      'an eip1271 CACAO without a hook',
      () => signed().then((c) => ({ ...c, s: { t: 'eip1271', s: c.s.s } })),
      {},
      /no verify1271 hook/,
    ],
    [
      'an unknown signature type',
      () => signed().then((c) => ({ ...c, s: { t: 'ed25519', s: c.s.s } })),
      {},
      /unsupported signature type "ed25519"/,
    ],
    [
      'a malformed signature',
      () => signed().then((c) => ({ ...c, s: { t: 'eip191', s: '0xdead' } })),
      {},
      /invalid eip191 signature: .*130 hex digits/,
    ],
    [
      'a bad header',
      () => signed().then((c) => ({ ...c, h: { t: 'jwt' } })),
      {},
      /unsupported CACAO header type "jwt"/,
    ],
    [
      'a bad issuer',
      () => signed().then((c) => ({ ...c, p: { ...c.p, iss: 'did:pkh:eip155:1:0x1' } })),
      {},
      /Invalid did:pkh: the address/,
    ],
    [
      'a wrong version',
      () => signed().then((c) => ({ ...c, p: { ...c.p, version: '2' } })),
      {},
      /unsupported SIWE version "2"/,
    ],
    [
      'a statement with a line break',
      () => signed().then((c) => ({ ...c, p: { ...c.p, statement: 'a\nb' } })),
      {},
      /statement must not contain line breaks/,
    ],
    [
      'a missing payload',
      async () => ({ h: { t: 'caip122' }, s: { t: 'eip191', s: '0x' } }),
      {},
      /malformed CACAO/,
    ],
  ]

  it.each(failures)('rejects %s with a readable reason', async (_, make, options, reason) => {
    const result = await verify(await make(), options)
    expect(result.ok).toBe(false)
    expect(result.ok === false && result.reason).toMatch(reason)
  })

  it('accepts exp exactly now and nbf exactly now', async () => {
    const iso = new Date(NOW).toISOString()
    expect(await verify(await signed({}, { ...request, exp: iso, nbf: iso }))).toMatchObject({ ok: true })
  })

  it('asks the eip1271 hook with the SIWE message and follows its answer', async () => {
    const cacao = await signed()
    const contract = { ...cacao, s: { t: 'eip1271' as const, s: '0xabcdef' } }
    const hook = vi.fn<Verify1271>(async () => true)
    expect(await verify(contract, { verify1271: hook })).toEqual({
      ok: true,
      address: alice.address,
      chainId: 'eip155:1',
    })
    expect(hook).toHaveBeenCalledWith({
      address: alice.address,
      chainId: 'eip155:1',
      message: formatSiweMessage(contract.p, contract.p.iss),
      signature: '0xabcdef',
    })
    expect(await verify(contract, { verify1271: async () => false })).toEqual({
      ok: false,
      reason: `eip1271 signature is not valid for contract ${alice.address}`,
    })
    expect(
      await verify(contract, {
        verify1271: async () => {
          throw new Error('rpc down')
        },
      }),
    ).toEqual({ ok: false, reason: 'eip1271 verification failed: rpc down' })
  })

  it('never throws on random input and never accepts it (property)', async () => {
    const valid = await signed()
    const anyCacao = fc.oneof(
      fc.anything(),
      fc.record({ h: fc.anything(), p: fc.anything(), s: fc.anything() }),
      fc.record({
        h: fc.constant({ t: 'caip122' }),
        p: fc.dictionary(
          fc.constantFrom(
            'iss',
            'domain',
            'aud',
            'version',
            'nonce',
            'iat',
            'exp',
            'nbf',
            'statement',
            'resources',
          ),
          fc.anything(),
        ),
        s: fc.record({ t: fc.constantFrom('eip191', 'eip1271', 'x'), s: fc.anything() }),
      }),
    )
    await fc.assert(
      fc.asyncProperty(anyCacao, async (cacao) => {
        const result = await verify(cacao, { verify1271: async () => false })
        expect(result.ok).toBe(false)
        expect(typeof (result.ok === false && result.reason)).toBe('string')
      }),
      { numRuns: 300 },
    )
    // Any change to a signed field invalidates the CACAO.
    const fields = ['domain', 'aud', 'nonce', 'iat', 'statement', 'exp', 'nbf', 'requestId'] as const
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), fc.string({ minLength: 1 }), async (key, value) => {
        fc.pre(valid.p[key] !== value)
        const result = await verify({ ...valid, p: { ...valid.p, [key]: value } })
        expect(result.ok).toBe(false)
      }),
      { numRuns: 100 },
    )
  })

  it('round-trips: every built payload and signer verifies (property)', async () => {
    const keys = fc.uint8Array({ minLength: 32, maxLength: 32 }).filter((k) => k.some((b) => b !== 0))
    const line = fc.string({ minLength: 1, maxLength: 20, unit: 'grapheme' }).filter((s) => !/[\r\n]/.test(s))
    await fc.assert(
      fc.asyncProperty(
        keys,
        fc.constantFrom(...REQUEST.chains),
        fc.option(line, { nil: undefined }),
        fc.uniqueArray(fc.stringMatching(/^[a-z_]{1,10}$/), { maxLength: 3 }),
        async (key, chain, statement, methods) => {
          const account = privateKeyToAccount(`0x${Buffer.from(key).toString('hex')}`)
          const authPayload = buildAuthPayload({ ...REQUEST, statement, methods, now: NOW })
          const populated = populateAuthPayload({
            authPayload,
            chains: [chain],
            methods: methods.length ? methods : ['x'],
          })
          let cacao: Cacao
          try {
            cacao = await walletSign(populated, { chain, account })
          } catch {
            return // a private key outside the curve order; viem refuses it too
          }
          expect(await verify(cacao)).toEqual({ ok: true, address: account.address, chainId: chain })
        },
      ),
      { numRuns: 40 },
    )
  })

  it('still verifies after a JSON round trip and with merged recaps', async () => {
    const resources = [
      mergeEncodedRecaps(
        createEncodedRecap('eip155', 'request', ['personal_sign']),
        encodeRecap({ att: { 'https://api': { 'crud/read': [{}] } } }),
      ),
    ]
    const cacao = await signed({}, buildAuthPayload({ ...REQUEST, resources, now: NOW }))
    expect(await verify(JSON.parse(JSON.stringify(cacao)))).toMatchObject({ ok: true })
  })
})
