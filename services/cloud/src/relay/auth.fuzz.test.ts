import type { IncomingMessage } from 'node:http'
import { signRelayJwt } from '@airlock/protocol'
import { fuzzRuns, fuzzTimeout } from '@airlock/testing/fuzz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Project, ProjectStore } from '../projects/store.ts'
import { admit, verifyEd25519Native } from './auth.ts'
import { parseFrame } from './frame.ts'

/*
 * What a relay client sends before and after it connects: the JWT (query or Authorization header), the
 * Origin and projectId, then text frames. Admission answers ok or a refusal with a close code and a reason;
 * a frame is a request, a response or an invalid frame with a message; nothing throws.
 */

const RUNS = fuzzRuns()
/** Any code point, lone surrogates included (fast-check's 'binary' unit costs seconds to build). */
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code))
const NOW_MS = 1_800_000_000_000
/** The relay's own address: the fuzzed tokens are minted for it. */
const AUD = 'ws://127.0.0.1/relay'
const PROJECT = { id: 'relay-fuzz', allowedOrigins: ['https://app.example'] } as unknown as Project
/** The one project the fuzzed connections may name: a stand-in for the database. */
const projects = {
  get: async (id: string) => (id === PROJECT.id ? PROJECT : undefined),
} as unknown as ProjectStore

const validJwt = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((seed) => signRelayJwt({ seed, aud: AUD, iat: NOW_MS / 1000 }))
const token = fc.oneof(
  validJwt,
  validJwt.chain((jwt) => fc.nat(jwt.length).map((at) => `${jwt.slice(0, at)}x${jwt.slice(at + 1)}`)),
  fc.string({ maxLength: 120 }),
  fc.array(fc.base64String({ maxLength: 40 }), { maxLength: 4 }).map((parts) => parts.join('.')),
)
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', PROJECT.id, 'https://app.example', 'null'),
)

const connection = fc.record({
  query: fc.option(token, { nil: undefined }),
  bearer: fc.option(
    fc.oneof(
      token.map((jwt) => `Bearer ${jwt}`),
      text,
    ),
    { nil: undefined },
  ),
  projectId: fc.option(text, { nil: undefined }),
  origin: fc.option(text, { nil: undefined }),
})

describe('relay admission and frames under random input', () => {
  it(
    'admit answers ok with a client id, or a refusal with a close code and a reason',
    async () => {
      await fc.assert(
        fc.asyncProperty(connection, async ({ query, bearer, projectId, origin }) => {
          const url = new URL('ws://127.0.0.1/relay')
          if (query !== undefined) url.searchParams.set('auth', query)
          if (projectId !== undefined) url.searchParams.set('projectId', projectId)
          const headers: Record<string, string> = {}
          if (bearer !== undefined) headers.authorization = bearer
          if (origin !== undefined) headers.origin = origin
          const admission = await admit(
            { headers } as IncomingMessage,
            url,
            projects,
            NOW_MS,
            (aud) => aud === AUD,
          )
          if (admission.ok) {
            expect(admission.clientId).toMatch(/^did:key:z/)
            expect(admission.projectId).toBe(PROJECT.id)
          } else {
            expect([3000, 1011]).toContain(admission.closeCode)
            expect(admission.reason.length).toBeGreaterThan(0)
          }
        }),
        { numRuns: RUNS },
      )
    },
    fuzzTimeout(5),
  )

  it('the native Ed25519 check answers a boolean for any key and signature bytes', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 70 }),
        fc.uint8Array({ maxLength: 40 }),
        fc.oneof(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.uint8Array({ maxLength: 40 })),
        (signature, message, publicKey) => {
          expect(typeof verifyEd25519Native(signature, message, publicKey)).toBe('boolean')
        },
      ),
      { numRuns: RUNS },
    )
  })

  it('parseFrame classifies any text as a request, a response or an invalid frame with a message', () => {
    const frameText = fc.oneof(
      fc.string({ unit: anyCodePoint, maxLength: 80 }),
      fc.json({ maxDepth: 3 }),
      fc
        .record(
          {
            id: fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 70 }), fc.jsonValue()),
            jsonrpc: fc.constant('2.0'),
            method: fc.oneof(fc.constantFrom('irn_publish', 'irn_subscribe', ''), fc.jsonValue()),
            params: fc.jsonValue({ maxDepth: 2 }),
            result: fc.jsonValue({ maxDepth: 1 }),
            error: fc.jsonValue({ maxDepth: 1 }),
          },
          { requiredKeys: [] },
        )
        .map((frame) => JSON.stringify(frame)),
    )
    fc.assert(
      fc.property(frameText, (text) => {
        const frame = parseFrame(text)
        if (frame.kind === 'invalid') expect(frame.message).toMatch(/^Invalid payload: /)
        else expect(['string', 'number']).toContain(typeof frame.id)
        if (frame.kind === 'request') expect(frame.method.length).toBeGreaterThan(0)
      }),
      { numRuns: RUNS },
    )
  })
})
