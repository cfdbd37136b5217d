import { describe } from 'vitest'
import { officialApp, officialWallet } from './sides.ts'
import { interopSuite } from './suite.ts'

// The Redis store (ids from one counter, fan-out from the publish script, acks per message) against the
// official clients' expectations of a relay, restart included.
describe('interop over our relay with its messages in Redis: official app with the official wallet', () =>
  interopSuite(officialApp, officialWallet, { redis: true }))
