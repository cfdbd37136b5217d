/**
 * `@airlock/testing/bitcoin`: the Bitcoin role of the test wallet, kept out of the root entry so a dapp that
 * tests EVM only never needs `@scure/btc-signer` or `@airlock/bitcoin` (optional peer dependencies, needed
 * by this entry). The local Bitcoin test chain it pays on is `@airlock/testing/bitcoin-chain`.
 *
 * @example
 * ```ts
 * import { createTestWallet } from '@airlock/testing'
 * import { TestBitcoinWallet } from '@airlock/testing/bitcoin'
 *
 * const bitcoin = new TestBitcoinWallet({ privateKeyHex, esploraUrl: chain.url })
 * const wallet = createTestWallet({ privateKeys, chains, bitcoin })
 * ```
 */
export type { BitcoinPurpose, BitcoinWalletAddress, BitcoinWalletNetwork } from './addresses.ts'
export {
  type BitcoinPromptedMethod,
  bitcoinPromptedMethods,
  TestBitcoinWallet,
  type TestBitcoinWalletOptions,
} from './wallet.ts'
