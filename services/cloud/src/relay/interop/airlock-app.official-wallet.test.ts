import { describe } from 'vitest'
import { officialWallet, ourApp } from './sides.ts'
import { interopSuite } from './suite.ts'

describe('interop over our relay: our app with the official wallet (WalletKit)', () =>
  interopSuite(ourApp, officialWallet))
