import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { requestAttestation } from './attestation.ts'
import { hashMessage } from './hash.ts'

const VERIFY_URL = 'http://127.0.0.1:4000/verify'
const ENVELOPE = 'AAECAwQFBgcICQ=='
const PAYLOAD_JSON = '{"id":1,"jsonrpc":"2.0","method":"wc_sessionPropose","params":{}}'

const b64json = (value: unknown) => base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(value)))
/** Signature checks are the receiver's; the sender only reads the id. */
const tokenFor = (id: string) =>
  `${b64json({ alg: 'ES256', typ: 'JWT' })}.${b64json({ exp: 1, id, origin: 'https://dapp.example', isScam: false, isVerified: true })}.c2ln`

interface Call {
  url: string
  init: RequestInit | undefined
}

function fakeFetch(answer: (body: { id: string; decryptedId?: string }) => Response | Promise<Response>) {
  const calls: Call[] = []
  const fakeFetchFn = (async (url: string, init?: RequestInit) => {
    calls.push({ url: String(url), init })
    return answer(JSON.parse(String(init?.body)))
  }) as typeof fetch
  return { fetch: fakeFetchFn, calls }
}

describe('requestAttestation', () => {
  it('POSTs the envelope and payload hashes as a CORS simple request and returns the JWT', async () => {
    const { fetch, calls } = fakeFetch((body) => Response.json({ jwt: tokenFor(body.id) }))
    const jwt = await requestAttestation({
      verifyUrl: `${VERIFY_URL}/`,
      envelope: ENVELOPE,
      payloadJson: PAYLOAD_JSON,
      fetch,
    })
    expect(jwt).toBe(tokenFor(hashMessage(ENVELOPE)))
    expect(calls).toHaveLength(1)
    const [{ url, init }] = calls as [Call]
    expect(url).toBe(`${VERIFY_URL}/v3/attestation`)
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      credentials: 'omit',
    })
    expect(JSON.parse(String(init?.body))).toEqual({
      id: hashMessage(ENVELOPE),
      decryptedId: hashMessage(PAYLOAD_JSON),
    })
  })

  it('sends only the id without a payload', async () => {
    const { fetch, calls } = fakeFetch((body) => Response.json({ jwt: tokenFor(body.id) }))
    expect(await requestAttestation({ verifyUrl: VERIFY_URL, envelope: ENVELOPE, fetch })).toBeTypeOf(
      'string',
    )
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ id: hashMessage(ENVELOPE) })
  })

  it.each([
    ['a refusal', () => Response.json({ error: 'Origin header required' }, { status: 400 })],
    ['a body that is not JSON', () => new Response('<html>')],
    ['an answer without jwt', () => Response.json({})],
    ['a JWT for another envelope', () => Response.json({ jwt: tokenFor(hashMessage('other')) })],
    ['a JWT that is not one', () => Response.json({ jwt: 'nope' })],
    [
      'a network failure',
      () => {
        throw new TypeError('fetch failed')
      },
    ],
  ])('resolves undefined on %s', async (_name, answer) => {
    const { fetch } = fakeFetch(answer)
    expect(await requestAttestation({ verifyUrl: VERIFY_URL, envelope: ENVELOPE, fetch })).toBeUndefined()
  })

  it('gives up after the timeout (2 s by default), aborting the request', async () => {
    let signal: AbortSignal | undefined
    const hanging = ((_url: string, init?: RequestInit) => {
      signal = init?.signal ?? undefined
      return new Promise<Response>(() => {})
    }) as typeof fetch
    const started = Date.now()
    expect(
      await requestAttestation({ verifyUrl: VERIFY_URL, envelope: ENVELOPE, fetch: hanging, timeoutMs: 30 }),
    ).toBeUndefined()
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(signal?.aborted).toBe(true)
  })
})
