/**
 * `@airlock/testing/playwright`: a Playwright Test fixture that gives every test a funded test wallet already
 * injected into its page, and the launch settings for the system's Chromium.
 *
 * @example
 * import { expect, test } from '@airlock/testing/playwright'
 *
 * test('connects', async ({ page, wallet }) => {
 *   await page.goto('/')
 *   await page.getByRole('button', { name: 'Connect Wallet' }).click()
 *   await page.getByRole('button', { name: /Airlock Test Wallet/ }).click()
 *   await expect.poll(() => wallet.isConnected).toBe(true)
 * })
 */

import type { WalletChain } from '@airlock/wallet-engine'
import { test as base, expect } from '@playwright/test'
import type { Hex } from 'viem'
import { type InstallTestWalletOptions, installTestWallet } from '../inject.ts'
import { createTestWallet, type TestWallet, type TestWalletOptions } from '../wallet.ts'
import { defaultChains, defaultKeysFor, rpcUrlFromEnv } from './defaults.ts'
import { checkNode } from './node.ts'

export {
  type AirlockChromiumLaunchOptions,
  type AirlockChromiumOptions,
  airlockChromium,
} from './chromium.ts'
export { defaultRpcUrl, hardhatPrivateKeys, localChainId } from './defaults.ts'
export { expect }

/** The fixture's options, each set with `test.use({ … })` in a file, a `describe` or the config's `use`. */
export interface AirlockWalletOptions {
  /**
   * The node the default chain reads from and sends to. Default: AIRLOCK_TEST_RPC_URL, else
   * http://127.0.0.1:8545 (what `npx hardhat node` and `anvil` listen on).
   */
  rpcUrl: string
  /**
   * The wallet's keys, the first being the selected account. Default: one of the public Hardhat accounts per
   * Playwright worker (account N for worker N, wrapping after ten), so parallel workers never share a nonce.
   */
  walletKeys: readonly Hex[] | undefined
  /** The chains the wallet knows, the first being the one it starts on. Default: chain 31337 at `rpcUrl`. */
  walletChains: readonly WalletChain[] | undefined
  /**
   * Everything else `createTestWallet` takes: `policy`/`policies`, `info`, `chainId`, and the Solana and
   * Bitcoin roles. Give roles with a fixture function (`async ({}, use) => use({ solana: new
   * TestSolanaWallet(…) })`) so every test gets its own role instance.
   */
  walletOptions: Omit<TestWalletOptions, 'privateKeys' | 'chains'>
  /** How the wallet is injected: `announce` (EIP-6963, default true), `legacy` (window.ethereum, default false). */
  walletInstall: InstallTestWalletOptions
}

/** What a test receives besides Playwright's own fixtures. */
export interface AirlockWalletFixtures {
  /** A new TestWallet for this test, injected into every page of the test's `context` before it loads. */
  wallet: TestWallet
}

/** Request logs may carry bigints (a role's amounts); the report's attachment is JSON. */
const jsonSafe = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)

/**
 * Playwright's `test` with a `wallet` fixture. Before the wallet is handed over, the node of the chain it starts
 * on must answer with that chain's id; otherwise the test fails at once, saying which node to start. When a test
 * fails, every request the wallet received is attached to its report ("airlock-wallet-requests").
 */
export const test = base.extend<AirlockWalletOptions & AirlockWalletFixtures>({
  rpcUrl: [rpcUrlFromEnv(), { option: true }],
  walletKeys: [undefined, { option: true }],
  walletChains: [undefined, { option: true }],
  walletOptions: [{}, { option: true }],
  walletInstall: [{}, { option: true }],
  wallet: async (
    { context, rpcUrl, walletKeys, walletChains, walletOptions, walletInstall },
    use,
    testInfo,
  ) => {
    const chains = walletChains ?? defaultChains(rpcUrl)
    const wallet = createTestWallet({
      ...walletOptions,
      privateKeys: walletKeys ?? defaultKeysFor(testInfo.parallelIndex),
      chains,
    })
    const start = chains.find((chain) => chain.id === (walletOptions.chainId ?? chains[0]?.id))
    if (start?.rpcUrl) await checkNode(start.rpcUrl, start.id)
    const installed = await installTestWallet(context, wallet, walletInstall)
    await use(wallet)
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('airlock-wallet-requests', {
        body: JSON.stringify(wallet.requests, jsonSafe, 2),
        contentType: 'application/json',
      })
    }
    await installed.uninstall()
  },
})
