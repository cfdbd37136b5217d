import { describe, expect, it } from 'vitest'
import { RecentlyDeleted } from '../recentlyDeleted.ts'
import { SESSION_TOPIC, sessionNamespaces } from '../validation.fixtures.ts'
import { validateEmit } from './events.ts'
import { validateExtend } from './lifecycle.ts'
import { validateRequest, validateRespond } from './requests.ts'
import { validateUpdate } from './update.ts'
import { contexts, expectError, requestParams, SESSION } from './validators.fixtures.ts'

describe('session topic checks (shared by update, extend, request, respond, emit)', () => {
  const validators = [
    [
      'update()',
      (p: Record<string, unknown>, c: ReturnType<typeof contexts>) =>
        validateUpdate({ ...p, namespaces: sessionNamespaces() }, c.session),
    ],
    [
      'extend()',
      (p: Record<string, unknown>, c: ReturnType<typeof contexts>) => validateExtend(p, c.session),
    ],
    [
      'request()',
      (p: Record<string, unknown>, c: ReturnType<typeof contexts>) =>
        validateRequest({ ...requestParams(), ...p }, c.session),
    ],
    [
      'respond()',
      (p: Record<string, unknown>, c: ReturnType<typeof contexts>) =>
        validateRespond({ response: { id: 5, jsonrpc: '2.0', result: '0x' }, ...p }, c.respond),
    ],
    [
      'emit()',
      (p: Record<string, unknown>, c: ReturnType<typeof contexts>) =>
        validateEmit({ chainId: 'eip155:1', event: { name: 'chainChanged', data: 1 }, ...p }, c.session),
    ],
  ] as const

  for (const [name, run] of validators) {
    it(`${name}: string, not recently deleted, existing, unexpired, in the keychain`, () => {
      const recentlyDeleted = new RecentlyDeleted()
      const c = contexts({ recentlyDeleted })
      expect(run({ topic: SESSION_TOPIC }, c)).toBe(SESSION)
      expectError(() => run({ topic: 7 }, c), 5, 'Missing or invalid. session topic should be a string: 7')
      expectError(() => run({ topic: 'gone' }, c), 2, "No matching key. session topic doesn't exist: gone")
      const expired = {
        ...c,
        session: { ...c.session, nowMs: SESSION.expiry * 1000 },
        respond: { ...c.respond, nowMs: SESSION.expiry * 1000 },
      }
      expectError(() => run({ topic: SESSION_TOPIC }, expired), 6, `Expired. session topic: ${SESSION_TOPIC}`)
      const noKey = {
        ...c,
        session: { ...c.session, hasSymKey: () => false },
        respond: { ...c.respond, hasSymKey: () => false },
      }
      expectError(
        () => run({ topic: SESSION_TOPIC }, noKey),
        5,
        `Missing or invalid. session topic does not exist in keychain: ${SESSION_TOPIC}`,
      )
      recentlyDeleted.add(SESSION_TOPIC)
      expectError(
        () => run({ topic: SESSION_TOPIC }, c),
        5,
        `Missing or invalid. Record was recently deleted - session: ${SESSION_TOPIC}`,
      )
    })

    it(`${name}: params must be an object`, () => {
      const c = contexts()
      const call = {
        'update()': () => validateUpdate(undefined, c.session),
        'extend()': () => validateExtend(undefined, c.session),
        'request()': () => validateRequest(undefined, c.session),
        'respond()': () => validateRespond(undefined, c.respond),
        'emit()': () => validateEmit(undefined, c.session),
      }[name]
      expectError(call, 5, `Missing or invalid. ${name} params: undefined`)
    })
  }
})
