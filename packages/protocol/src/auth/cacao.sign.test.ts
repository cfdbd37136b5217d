import * as wc from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { alice, NOW, REQUEST } from './cacao.fixtures.ts'
import { buildAuthPayload, buildCacao, populateAuthPayload, recoverPersonalSignAddress } from './cacao.ts'

/* Wrapping a wallet's signature into a CACAO, and recovering the signer of a personal_sign signature. */

describe('buildCacao', () => {
  it('serializes like the official buildAuthObject', () => {
    const authPayload = populateAuthPayload({
      authPayload: buildAuthPayload({
        ...REQUEST,
        methods: ['personal_sign'],
        exp: 'e',
        nbf: 'n',
        requestId: 'r',
        now: NOW,
      }),
      chains: ['eip155:1'],
      methods: ['personal_sign'],
    })
    for (const iss of [`did:pkh:eip155:1:${alice.address}`, `eip155:1:${alice.address}`]) {
      const ours = buildCacao(authPayload, iss, '0x1234')
      const theirs = wc.buildAuthObject(authPayload, { t: 'eip191', s: '0x1234' }, iss)
      expect(JSON.stringify(ours)).toBe(JSON.stringify(theirs))
    }
    expect(buildCacao(buildAuthPayload(REQUEST), `eip155:1:${alice.address}`, '0xab', 'eip1271').s).toEqual({
      t: 'eip1271',
      s: '0xab',
    })
  })

  it('rejects a bad issuer or signature', () => {
    const payload = buildAuthPayload(REQUEST)
    expect(() => buildCacao(payload, 'did:pkh:eip155:1:0x1', '0x00')).toThrow(/Invalid did:pkh/)
    expect(() => buildCacao(payload, `eip155:1:${alice.address}`, 'abc')).toThrow(/0x-prefixed hex/)
  })
})

describe('recoverPersonalSignAddress', () => {
  it('recovers the viem signer, with v as 27/28 or 0/1', async () => {
    for (const message of ['hello', 'Ünïcødé ✓ — multi-byte', '']) {
      const signature = await alice.signMessage({ message })
      expect(recoverPersonalSignAddress(message, signature)).toBe(alice.address.toLowerCase())
      const v = Number.parseInt(signature.slice(130), 16)
      const lowV = `${signature.slice(0, 130)}${(v - 27).toString(16).padStart(2, '0')}`
      expect(recoverPersonalSignAddress(message, lowV)).toBe(alice.address.toLowerCase())
    }
  })

  it('rejects malformed signatures', () => {
    expect(() => recoverPersonalSignAddress('m', '0x12')).toThrow(/130 hex digits/)
    expect(() => recoverPersonalSignAddress('m', `0x${'11'.repeat(64)}05`)).toThrow(/bad recovery byte 5/)
    expect(() => recoverPersonalSignAddress('m', `0x${'00'.repeat(64)}1b`)).toThrow(/does not recover/)
  })
})
