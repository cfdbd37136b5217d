import { join } from 'node:path'
import { devnetErc4337, devnetTokens, testAccounts } from '@airlock/devnet'
import type { BrowserContext, Page } from 'playwright-core'
import { type Address, erc20Abi, parseAbi } from 'viem'
import { expect, inject } from 'vitest'
import { devnetClient, devnetWallet } from './helpers.ts'

/*
 * The reference wallet in smart-account mode: its account is the AirlockSmartAccount the selected test key owns
 * (the factory's counterfactual address until the first user operation deploys it).
 */

const factoryAbi = parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)'])

/** The smart account of test account `index` (the reference wallet's "Account index+1"). */
export function smartAccountOf(index = 0): Promise<Address> {
  return devnetClient().readContract({
    address: devnetErc4337.accountFactory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [testAccounts[index]!.address, 0n],
  })
}

/** Sends `address` USDC (and ether) from a funded test account that no other test sends from. */
export async function fundSmartAccount(address: Address, usdc: bigint, wei: bigint) {
  const funder = devnetWallet(7)
  const client = devnetClient()
  if (usdc > 0n) {
    const token = await funder.writeContract({
      address: devnetTokens.usdc.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address, usdc],
    })
    await client.waitForTransactionReceipt({ hash: token })
  }
  if (wei > 0n) {
    const eth = await funder.sendTransaction({ to: address, value: wei })
    await client.waitForTransactionReceipt({ hash: eth })
  }
}

/**
 * Opens the reference wallet in `context` and switches it to Smart Account (kept in its storage), waits for the
 * smart account's address, then closes the page: the next wallet page of the context starts in that mode.
 */
export async function chooseSmartAccountMode(context: BrowserContext, screenshotName?: string) {
  const wallet = await context.newPage()
  await wallet.goto(inject('walletUrl'))
  await wallet.getByText('Online').waitFor()
  await wallet.getByTestId('account-mode').getByText('Smart Account').click()
  await wallet.getByTestId('smart-account-note').waitFor()
  const expected = await smartAccountOf(0)
  await expect.poll(() => wallet.getByTestId('account-address').getAttribute('title')).toBe(expected)
  if (screenshotName) await walletShot(wallet, screenshotName)
  await wallet.close()
  return expected
}

/** A screenshot of a reference wallet page once its sheets and toasts stopped moving. */
export async function walletShot(page: Page, name: string) {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
  })
  await page.screenshot({ path: join(inject('screenshotDir'), `wallet-smart-${name}.png`) })
}

/** Picks the token of one side in the demo's swap token picker. */
export async function pickSwapToken(page: Page, side: 'from' | 'to', symbol: string) {
  await page.getByRole('dialog', { name: 'Swap' }).getByTestId(`swap-${side}-token`).click()
  const picker = page.getByRole('dialog', { name: 'Select Token' })
  await picker
    .getByRole('button', { name: new RegExp(`\\b${symbol}\\b`) })
    .first()
    .click({ timeout: 20_000 })
  await page.getByRole('dialog', { name: 'Swap' }).waitFor()
}
