// #region example
// tests/walletconnect.spec.ts
import { createTestWalletConnectWallet } from '@airlock/testing'
import { expect, hardhatPrivateKeys, test } from '@airlock/testing/playwright'

/** The local stack's cloud (`npm start` in the Airlock clone). */
const cloudUrl = 'http://127.0.0.1:8787'

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test('a WalletConnect wallet connects and sends a tip', async ({
  page,
  rpcUrl,
}) => {
  const phone = await createTestWalletConnectWallet({
    relayUrl: `${cloudUrl.replace(/^http/, 'ws')}/relay`,
    projectId: 'airlock-demo',
    // An account no injected test signs with, so they never share a nonce.
    privateKeys: hardhatPrivateKeys.slice(8, 9),
    rpcUrl,
  })
  try {
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /WalletConnect/ })
      .click()
    await page.getByRole('button', { name: 'Copy link' }).click()
    const uri = await page.evaluate(() => navigator.clipboard.readText())

    // The wallet approves the session (its policy for 'wc_sessionPropose' is 'approve').
    await phone.pair(uri)
    await page.getByRole('button', { name: 'Tip 0.001 ETH' }).click()
    await expect(page.getByRole('status')).toContainText('Thank you!')
    const sent = await phone.waitForRequest({ method: 'eth_sendTransaction' })
    expect(sent.outcome).toBe('approved')
  } finally {
    await phone.stop()
  }
})
// #endregion example
