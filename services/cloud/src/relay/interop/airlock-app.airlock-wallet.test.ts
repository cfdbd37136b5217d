import { describe } from 'vitest'
import { ourApp, ourWallet } from './sides.ts'
import { interopSuite } from './suite.ts'

describe('interop over our relay: our app with our wallet', () => interopSuite(ourApp, ourWallet))
