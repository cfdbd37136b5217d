import { createTestWalletConnectWallet } from '@airlock/testing'
import { expect, hardhatPrivateKeys, test } from '@airlock/testing/playwright'
import type { Hex } from 'viem'
import { expectTipOnChain, sendTip } from './tipJar'

// WalletConnect goes through the Airlock cloud's relay: these tests need AIRLOCK_CLOUD_URL (the page reads it
// too), where injected ones need only the node.
const cloudUrl = process.env.AIRLOCK_CLOUD_URL
test.skip(!cloudUrl, 'WalletConnect needs the Airlock cloud: set AIRLOCK_CLOUD_URL')

// The Copy link button writes the pairing URI to the clipboard, which the test then reads.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test('a WalletConnect wallet pairs from the QR view and sends a tip', async ({ page, rpcUrl }) => {
  const phone = await createTestWalletConnectWallet({
    relayUrl: `${cloudUrl?.replace(/^http/, 'ws')}/relay`,
    projectId: 'airlock-demo',
    // An account no injected test uses: their workers send at the same time on the same node.
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
    expect(uri).toMatch(/^wc:/)

    // The wallet approves the session proposal (its default policy), as a user scanning the QR code would.
    await phone.pair(uri)
    await expect(page.getByTestId('status')).toHaveText('connected', { timeout: 15_000 })
    await expect(page.getByTestId('address')).toHaveText(phone.address)

    const tip = await sendTip(page)
    await expect(tip).toHaveAttribute('data-state', 'sent', { timeout: 15_000 })
    await expectTipOnChain(rpcUrl, (await tip.getAttribute('data-hash')) as Hex, phone.address)
    expect(phone.requests.filter((request) => request.method === 'eth_sendTransaction')).toEqual([
      expect.objectContaining({ outcome: 'approved' }),
    ])
  } finally {
    await phone.stop()
  }
})
