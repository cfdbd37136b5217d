import { devnetContracts, devnetTokens, testAccounts } from '@airlock/devnet'
import type { Browser, Page } from 'playwright-core'
import { encodeFunctionData, erc20Abi, maxUint256, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  closeAll,
  connectInjected,
  devnetClient,
  devnetWallet,
  openDemo,
  screenshot,
  startBrowser,
  truncated,
} from './helpers.ts'

/*
 * The visitor's Activity names an approval: which token was approved, for whom (the swap router by its name,
 * another spender by its address) and how much ("Unlimited" for the largest amount), rather than "To" and the
 * token contract's address.
 */

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

/** The Activity rows' texts once one contains `text` (polled: the indexer follows the chain). */
async function activityRows(page: Page, text: string) {
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('tab', { name: 'Activity' }).click()
  let rows: string[] = []
  await expect
    .poll(
      async () => {
        rows = await account.getByTestId('activity-row').allTextContents()
        if (!rows.some((row) => row.includes(text))) {
          await account.getByRole('tab', { name: 'Tokens' }).click()
          await account.getByRole('tab', { name: 'Activity' }).click()
        }
        return rows.some((row) => row.includes(text))
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toBe(true)
  return rows
}

describe('Activity names an approval', () => {
  it('says the token, the spender and the amount', async () => {
    // The demo's wallet is test account 0: its approvals, as a dapp's swap would send them.
    const owner = devnetWallet(0)
    const other = testAccounts[9]!.address
    const approve = async (spender: `0x${string}`, amount: bigint) => {
      const hash = await owner.sendTransaction({
        to: devnetTokens.usdc.address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
      })
      await devnetClient().waitForTransactionReceipt({ hash })
    }
    await approve(devnetContracts.router, maxUint256)
    await approve(other, parseUnits('25', 6))

    const { context, page, address } = await openDemo(browser)
    try {
      await connectInjected(page, address)
      const rows = await activityRows(page, `25 USDC for ${truncated(other)}`)
      expect(rows.some((row) => row.includes('Unlimited USDC for the swap router'))).toBe(true)
      // Neither names the token contract as the other party any more.
      const approvals = rows.filter((row) => row.startsWith('Approved'))
      expect(approvals.length).toBeGreaterThanOrEqual(2)
      for (const row of approvals) expect(row).not.toContain(`To ${truncated(devnetTokens.usdc.address)}`)
      await screenshot(page, 'activity-approval-names')
    } finally {
      await context.close()
    }
  })
})
