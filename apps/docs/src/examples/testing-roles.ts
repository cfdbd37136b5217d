// #region example
// tests/multichain.spec.ts
import { TestBitcoinWallet } from '@airlock/testing/bitcoin'
import { expect, test } from '@airlock/testing/playwright'
import { TestSolanaWallet } from '@airlock/testing/solana'

test.use({
  // Playwright Test reads a fixture's dependencies from its first argument, which must be destructured.
  // biome-ignore lint/correctness/noEmptyPattern: none needed here
  walletOptions: async ({}, use) =>
    use({
      // Your local Solana validator (solana-test-validator) and a funded key's 32-byte seed.
      solana: new TestSolanaWallet({
        seedHex: '11'.repeat(32),
        rpcUrl: 'http://127.0.0.1:8899',
      }),
      // A regtest Esplora API, for example the one of `startBitcoinTestChain` (@airlock/testing/bitcoin-chain).
      bitcoin: new TestBitcoinWallet({
        privateKeyHex: '22'.repeat(32),
        esploraUrl: 'http://127.0.0.1:3002',
      }),
    }),
})

test('a visitor who declines to sign with Solana is told so', async ({
  page,
  wallet,
}) => {
  // The roles have their own policies, held requests and request log, in the same words as the EVM side.
  wallet.solana?.setPolicy('signMessage', 'reject')
  await page.goto('/')
  // Connect the Solana account and ask for a signature the way your page does, then:
  await expect(page.getByRole('status')).toHaveText('You declined to sign.')
  expect(wallet.solana?.requests.at(-1)?.outcome).toBe('rejected')
})
// #endregion example
