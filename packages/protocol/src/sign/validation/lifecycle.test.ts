import { describe, expect, it } from 'vitest'
import { RecentlyDeleted } from '../recentlyDeleted.ts'
import { PAIRING_TOPIC, SESSION_TOPIC } from '../validation.fixtures.ts'
import { validateDisconnect, validatePing } from './lifecycle.ts'
import { contexts, expectError, PAIRING, SESSION } from './validators.fixtures.ts'

describe('validatePing / validateDisconnect', () => {
  for (const [name, validate] of [
    ['ping()', validatePing],
    ['disconnect()', validateDisconnect],
  ] as const) {
    it(`${name}: a session or a pairing topic`, () => {
      const recentlyDeleted = new RecentlyDeleted()
      const { both } = contexts({ recentlyDeleted })
      expect(validate({ topic: SESSION_TOPIC }, both)).toEqual({
        kind: 'session',
        topic: SESSION_TOPIC,
        session: SESSION,
      })
      expect(validate({ topic: PAIRING_TOPIC }, both)).toEqual({
        kind: 'pairing',
        topic: PAIRING_TOPIC,
        pairing: PAIRING,
      })
      expectError(() => validate(undefined, both), 5, `Missing or invalid. ${name} params: undefined`)
      expectError(
        () => validate({ topic: 'x' }, both),
        2,
        "No matching key. session or pairing topic doesn't exist: x",
      )
      expectError(
        () => validate({}, both),
        5,
        'Missing or invalid. session or pairing topic should be a string: undefined',
      )
      expectError(
        () => validate({ topic: PAIRING_TOPIC }, { ...both, nowMs: PAIRING.expiry * 1000 }),
        6,
        `Expired. pairing topic: ${PAIRING_TOPIC}`,
      )
      recentlyDeleted.add(PAIRING_TOPIC, 'pairing')
      expectError(
        () => validate({ topic: PAIRING_TOPIC }, both),
        5,
        `Missing or invalid. Record was recently deleted - pairing: ${PAIRING_TOPIC}`,
      )
    })
  }
})
