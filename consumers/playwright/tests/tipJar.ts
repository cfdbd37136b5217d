import { expect, type Page } from '@playwright/test'
import { createPublicClient, type Hex, http, isAddressEqual, parseEther } from 'viem'

/** Where the page sends every tip (src/config.ts). */
export const tipJar = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

/** Opens the Connect modal and picks the injected test wallet, which approves the connection. */
export async function connectInjected(page: Page, address: string): Promise<void> {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByTestId('address')).toHaveText(address)
}

/** Clicks the tip button; returns the line where the page says how the tip went. */
export async function sendTip(page: Page) {
  await page.getByRole('button', { name: 'Tip 0.001 ETH' }).click()
  return page.getByTestId('tip')
}

/** Reads the node directly: the tip must be mined, from `from`, to the jar, for 0.001 ETH. */
export async function expectTipOnChain(rpcUrl: string, hash: Hex, from: string): Promise<void> {
  const node = createPublicClient({ transport: http(rpcUrl) })
  const receipt = await node.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  const transaction = await node.getTransaction({ hash })
  expect(isAddressEqual(transaction.from, from as Hex)).toBe(true)
  expect(isAddressEqual(transaction.to ?? '0x', tipJar)).toBe(true)
  expect(transaction.value).toBe(parseEther('0.001'))
}
