// #region example
// tests/tip.spec.ts
import { expect, test } from '@airlock/testing/playwright'
import type { Page } from '@playwright/test'
import { createPublicClient, http, parseEther } from 'viem'

/** Connects the injected wallet the way a visitor does: the Connect Wallet button, then the wallet's row. */
async function connect(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
}

test('a tip the wallet approves lands on chain', async ({
  page,
  wallet,
  rpcUrl,
}) => {
  await connect(page)
  await page.getByRole('button', { name: 'Tip 0.001 ETH' }).click()
  await expect(page.getByRole('status')).toContainText('Thank you!')

  // The wallet answered with the transaction's hash: read it from the node.
  const sent = wallet.requests.find(
    (request) => request.method === 'eth_sendTransaction',
  )
  expect(sent?.outcome).toBe('approved')
  const node = createPublicClient({ transport: http(rpcUrl) })
  const receipt = await node.waitForTransactionReceipt({
    hash: sent?.result as `0x${string}`,
  })
  expect(receipt.status).toBe('success')
  const transaction = await node.getTransaction({ hash: receipt.transactionHash })
  expect(transaction.value).toBe(parseEther('0.001'))
})

test('a tip the wallet rejects says so', async ({ page, wallet }) => {
  await connect(page)
  // From now on the "user" says no to every transaction: the dapp gets error 4001.
  wallet.setPolicy('eth_sendTransaction', 'reject')
  await page.getByRole('button', { name: 'Tip 0.001 ETH' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'You rejected the tip in your wallet.',
  )
  expect(wallet.requests.at(-1)?.outcome).toBe('rejected')
})

test('a tip waits while the wallet holds it', async ({ page, wallet }) => {
  await connect(page)
  // 'hang' holds each request, as if the wallet's prompt were still open.
  wallet.setPolicy('eth_sendTransaction', 'hang')
  await page.getByRole('button', { name: 'Tip 0.001 ETH' }).click()
  const request = await wallet.waitForRequest({ method: 'eth_sendTransaction' })
  await expect(page.getByRole('status')).toHaveText(
    'Confirm the tip in your wallet…',
  )
  expect(wallet.pendingRequests).toHaveLength(1)

  await wallet.approvePending(request.id)
  await expect(page.getByRole('status')).toContainText('Thank you!')
})
// #endregion example
