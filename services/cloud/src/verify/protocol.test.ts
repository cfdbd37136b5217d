import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// The protocol's entry point (owned by its package) does not export verify/ yet: the files, directly.
import { requestAttestation } from '../../../../packages/protocol/src/verify/attestation.ts'
import { hashMessage } from '../../../../packages/protocol/src/verify/hash.ts'
import {
  createVerifyKeyCache,
  resolveVerifyContext,
} from '../../../../packages/protocol/src/verify/resolve.ts'
import type { Cloud } from '../app.ts'
import { startTestCloud } from '../test/cloud.ts'

const DAPP = 'http://localhost:5173'
const ENVELOPE = 'AHx0ZXN0IGVudmVsb3BlIGJ5dGVz'
const PAYLOAD_JSON = '{"id":1764000000000123,"jsonrpc":"2.0","method":"wc_sessionPropose","params":{}}'

/** What a browser on the dapp sends: fetch plus the Origin header it adds itself. */
const dappFetch = ((input: string | URL | Request, init: RequestInit = {}) =>
  fetch(input, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), origin: DAPP },
  })) as typeof fetch

describe('the protocol verify client against the cloud verify service', () => {
  let cloud: Cloud
  let verifyUrl: string
  const requests: string[] = []
  const walletFetch = ((input: string | URL | Request, init?: RequestInit) => {
    requests.push(String(input))
    return fetch(input, init)
  }) as typeof fetch

  beforeAll(async () => {
    cloud = await startTestCloud()
    verifyUrl = `${cloud.url}/verify`
  })
  afterAll(() => cloud?.close())

  it('sender attests, receiver resolves VALID from the JWT, INVALID for other metadata', async () => {
    const attestation = await requestAttestation({
      verifyUrl,
      envelope: ENVELOPE,
      payloadJson: PAYLOAD_JSON,
      fetch: dappFetch,
    })
    expect(attestation).toBeTypeOf('string')
    const keyCache = createVerifyKeyCache()
    const resolve = (metadataUrl: string) =>
      resolveVerifyContext({
        verifyUrl,
        metadataUrl,
        attestation,
        envelope: ENVELOPE,
        payloadJson: PAYLOAD_JSON,
        fetch: walletFetch,
        keyCache,
      })
    expect(await resolve(`${DAPP}/`)).toEqual({
      verified: { verifyUrl, validation: 'VALID', origin: DAPP, isScam: false },
    })
    expect(await resolve('https://pretender.example')).toEqual({
      verified: { verifyUrl, validation: 'INVALID', origin: DAPP, isScam: false },
    })
    // The key came once; the JWT needed no lookup.
    expect(requests).toEqual([`${verifyUrl}/v3/public-key`])
  })

  it('resolves by the lookup when no JWT came, or when it expired', async () => {
    const payloadJson = PAYLOAD_JSON.replace('123', '456')
    const envelope = `${ENVELOPE}x`
    const attestation = await requestAttestation({ verifyUrl, envelope, payloadJson, fetch: dappFetch })
    const base = { verifyUrl, metadataUrl: DAPP, envelope, payloadJson }
    expect(await resolveVerifyContext(base)).toMatchObject({
      verified: { validation: 'VALID', origin: DAPP },
    })
    const late = Math.floor(Date.now() / 1000) + 3_600
    expect(await resolveVerifyContext({ ...base, attestation, now: late })).toMatchObject({
      verified: { validation: 'VALID', origin: DAPP },
    })
  })

  it('is UNKNOWN for a payload never attested, and when the service is down', async () => {
    expect(
      await resolveVerifyContext({
        verifyUrl,
        metadataUrl: DAPP,
        envelope: 'never',
        payloadJson: '{"never":true}',
      }),
    ).toMatchObject({ verified: { validation: 'UNKNOWN', origin: DAPP } })
    // Nothing listens on port 1: connection refused, as with the cloud stopped.
    const downUrl = 'http://127.0.0.1:1/verify'
    expect(
      await requestAttestation({ verifyUrl: downUrl, envelope: ENVELOPE, fetch: dappFetch }),
    ).toBeUndefined()
    expect(
      await resolveVerifyContext({
        verifyUrl: downUrl,
        metadataUrl: DAPP,
        envelope: ENVELOPE,
        payloadJson: PAYLOAD_JSON,
      }),
    ).toEqual({ verified: { verifyUrl: downUrl, validation: 'UNKNOWN', origin: DAPP } })
  })

  it('refuses to attest without an Origin (not from a browser page)', async () => {
    expect(await requestAttestation({ verifyUrl, envelope: ENVELOPE })).toBeUndefined()
    expect(hashMessage(ENVELOPE)).toMatch(/^[0-9a-f]{64}$/)
  })
})
