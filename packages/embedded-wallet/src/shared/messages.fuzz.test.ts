import { fuzzRuns, fuzzTimeout } from '@airlock/testing/fuzz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMessenger } from '../frame/messenger.ts'
import {
  APP_EVENTS,
  APP_PREFIX,
  FRAME_EVENTS,
  FRAME_PREFIX,
  parseAppMessage,
  parseFrameMessage,
  parseSocialResult,
  SOCIAL_RESULT_TYPE,
} from './messages.ts'

/*
 * The frame and the kit talk over postMessage, where any window can post anything. Each side's parser
 * answers a message of the known shape or undefined; the frame's messenger answers each well-formed request
 * once, to the parent's origin only, and ignores everything else.
 */

const RUNS = fuzzRuns()
const ID = 'ab'.repeat(16)
const DAPP = 'https://dapp.example'

const id = fc.oneof(fc.constant(ID), fc.string({ maxLength: 34 }), fc.jsonValue())
const eventName = (prefix: string, events: readonly string[]) =>
  fc.oneof(
    fc.constantFrom(...events).map((event) => `${prefix}${event}`),
    fc
      .tuple(fc.constantFrom(...APP_EVENTS), fc.constantFrom('_SUCCESS', '_ERROR', ''))
      .map(([event, suffix]) => `${prefix}${event}${suffix}`),
    fc.string({ maxLength: 30 }),
    fc.jsonValue(),
  )
const message = (prefix: string, events: readonly string[]) =>
  fc.oneof(
    fc.record(
      {
        type: eventName(prefix, events),
        id,
        payload: fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.record(
            {
              message: fc.oneof(fc.string(), fc.jsonValue()),
              code: fc.oneof(fc.integer(), fc.jsonValue()),
              version: fc.oneof(fc.string(), fc.jsonValue()),
              address: fc.oneof(fc.constant(`0x${'1'.repeat(40)}`), fc.string()),
              chainId: fc.oneof(fc.integer(), fc.jsonValue()),
              accounts: fc.oneof(fc.array(fc.jsonValue()), fc.jsonValue()),
              result: fc.oneof(fc.string(), fc.jsonValue()),
              error: fc.oneof(fc.string(), fc.jsonValue()),
            },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: [] },
    ),
    fc.anything({ maxDepth: 2 }),
  )

describe('postMessage parsers under random input', () => {
  it('parseAppMessage answers a known event with a valid id and object payload, or undefined', () => {
    fc.assert(
      fc.property(message(APP_PREFIX, APP_EVENTS), (value) => {
        const parsed = parseAppMessage(value)
        if (!parsed) return
        expect(APP_EVENTS).toContain(parsed.event)
        expect(parsed.id).toMatch(/^[0-9a-f]{32}$/)
        expect(typeof parsed.payload).toBe('object')
      }),
      { numRuns: RUNS },
    )
  })

  it('parseFrameMessage and parseSocialResult answer the documented shapes or undefined', () => {
    fc.assert(
      fc.property(
        message(FRAME_PREFIX, [...FRAME_EVENTS, SOCIAL_RESULT_TYPE.slice(FRAME_PREFIX.length)]),
        (value) => {
          const parsed = parseFrameMessage(value)
          if (parsed?.kind === 'answer' && !parsed.ok) expect(typeof parsed.payload.message).toBe('string')
          if (parsed?.kind === 'answer') expect(parsed.id).toMatch(/^[0-9a-f]{32}$/)
          const social = parseSocialResult(value)
          if (social) expect(Object.values(social)[0]).toMatch(/./)
        },
      ),
      { numRuns: RUNS },
    )
  })

  it(
    'the messenger answers each well-formed request once, to the parent origin, and ignores the rest',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          message(APP_PREFIX, APP_EVENTS),
          fc.constantFrom(DAPP, 'https://evil.example', 'null'),
          fc.boolean(),
          fc.constantFrom('resolve', 'reject', 'throw-string', 'reject-undefined'),
          async (data, origin, fromParent, outcome) => {
            const target = new EventTarget()
            const posted: { message: unknown; origin: string }[] = []
            const parent = {
              postMessage: (message: unknown, to: string) => void posted.push({ message, origin: to }),
            }
            const win = {
              parent,
              addEventListener: (type: 'message', listener: (event: MessageEvent) => void) =>
                target.addEventListener(type, listener as EventListener),
              removeEventListener: (type: 'message', listener: (event: MessageEvent) => void) =>
                target.removeEventListener(type, listener as EventListener),
            }
            let handled = 0
            const messenger = createMessenger({
              win,
              parentOrigin: DAPP,
              handle: async () => {
                handled++
                if (outcome === 'reject') throw Object.assign(new Error('no'), { code: 4001 })
                if (outcome === 'throw-string') throw 'no'
                if (outcome === 'reject-undefined') throw undefined
                return { ok: true }
              },
            })
            const event = new MessageEvent('message', { data, origin })
            Object.defineProperty(event, 'source', { value: fromParent ? parent : {} })
            target.dispatchEvent(event)
            await new Promise((resolve) => setTimeout(resolve, 0))
            messenger.stop()
            const expected = fromParent && origin === DAPP && parseAppMessage(data) !== undefined ? 1 : 0
            expect(handled).toBe(expected)
            expect(posted).toHaveLength(expected)
            for (const answer of posted) {
              expect(answer.origin).toBe(DAPP)
              expect(parseFrameMessage(answer.message)).toBeDefined()
            }
          },
        ),
        { numRuns: RUNS },
      )
    },
    fuzzTimeout(5),
  )
})
