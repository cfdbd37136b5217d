import { describe, expect, it } from 'vitest'
import {
  APP_KEY,
  METADATA,
  SESSION_TOPIC,
  sessionNamespaces,
  sessionRecord,
  WALLET_KEY,
} from '../validation.fixtures.ts'
import { validateSessionUpdateRequest, validateUpdate } from './update.ts'
import { contexts, expectError, SESSION } from './validators.fixtures.ts'

describe('validateUpdate / validateSessionUpdateRequest', () => {
  it('only the controller may update (3003)', () => {
    const { session } = contexts()
    expect(validateUpdate({ topic: SESSION_TOPIC, namespaces: sessionNamespaces() }, session)).toBe(SESSION)
    expectError(
      () =>
        validateUpdate(
          { topic: SESSION_TOPIC, namespaces: sessionNamespaces() },
          { ...session, from: 'peer' },
        ),
      3003,
      'Unauthorized update request.',
    )
    const appSession = sessionRecord({
      self: { publicKey: APP_KEY, metadata: METADATA },
      peer: { publicKey: WALLET_KEY, metadata: METADATA },
    })
    expectError(
      () =>
        validateUpdate(
          { topic: SESSION_TOPIC, namespaces: sessionNamespaces() },
          contexts({ session: appSession }).session,
        ),
      3003,
      'Unauthorized update request.',
    )
    expect(validateSessionUpdateRequest({ namespaces: sessionNamespaces() }, appSession)).toEqual({
      namespaces: sessionNamespaces(),
    })
    expectError(
      () => validateSessionUpdateRequest({ namespaces: sessionNamespaces() }, SESSION),
      3003,
      'Unauthorized update request.',
    )
  })

  it('namespaces must be valid and conform to the session requirement', () => {
    const { session } = contexts()
    expectError(
      () => validateUpdate({ topic: SESSION_TOPIC, namespaces: null }, session),
      5,
      'Missing or invalid. update(), namespaces should be an object with data',
    )
    expectError(
      () => validateSessionUpdateRequest(null, SESSION),
      5,
      'Missing or invalid. update(), namespaces should be an object with data',
    )
    expectError(
      () =>
        validateUpdate(
          {
            topic: SESSION_TOPIC,
            namespaces: { eip155: { ...sessionNamespaces().eip155, accounts: ['eip155:1:0xabc'] } },
          },
          session,
        ),
      9,
      "Non conforming namespaces. update() namespaces chains don't satisfy required namespaces.\n      Required: eip155:1,eip155:5\n      Approved: eip155:1",
    )
  })
})
