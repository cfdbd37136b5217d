import { describe } from 'vitest'
import { officialApp, officialWallet } from './sides.ts'
import { interopSuite } from './suite.ts'

describe('interop over our relay: the official app with the official wallet', () =>
  interopSuite(officialApp, officialWallet))
