import { describe } from 'vitest'
import { officialApp, ourWallet } from './sides.ts'
import { interopSuite } from './suite.ts'

describe('interop over our relay: the official app (SignClient) with our wallet', () =>
  interopSuite(officialApp, ourWallet))
