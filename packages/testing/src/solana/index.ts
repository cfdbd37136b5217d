/**
 * `@airlock/testing/solana`: the Solana role of the test wallet, kept out of the root entry so a dapp that
 * tests EVM only never needs `@solana/kit` (an optional peer dependency, needed by this entry).
 *
 * @example
 * ```ts
 * import { createTestWallet } from '@airlock/testing'
 * import { TestSolanaWallet } from '@airlock/testing/solana'
 *
 * const wallet = createTestWallet({ privateKeys, chains, solana: new TestSolanaWallet({ seedHex, rpcUrl }) })
 * ```
 */
export {
  type SolanaPageAccount,
  type SolanaPromptedMethod,
  solanaPromptedMethods,
  TestSolanaWallet,
  type TestSolanaWalletOptions,
} from './wallet.ts'
