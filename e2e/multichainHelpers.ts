import { devnetSolanaAccounts, testAccounts } from '@airlock/devnet'
import { createTestWallet, installTestWallet } from '@airlock/testing'
import { TestBitcoinWallet } from '@airlock/testing/bitcoin'
import { testBitcoinAccounts } from '@airlock/testing/bitcoin-chain'
import { TestSolanaWallet } from '@airlock/testing/solana'
import type { Browser, Page } from 'playwright-core'
import { inject } from 'vitest'
import { DEVNET, expectText, screenshot } from './helpers.ts'

/**
 * A visitor on the demo's ?multichain page, with the test wallet serving EVM (devnet account 0), Solana (local
 * chain account `solanaAccount`, default 0) and Bitcoin (test chain account `bitcoinAccount`, default 0) through the
 * Wallet Standard. Files that assert exact balance changes use accounts no other file sends from.
 */
export async function openMultichainDemo(
  browser: Browser,
  options: { solanaAccount?: number; bitcoinAccount?: number } = {},
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 820 } })
  const solana = devnetSolanaAccounts[options.solanaAccount ?? 0]!
  const bitcoin = testBitcoinAccounts[options.bitcoinAccount ?? 0]!
  const wallet = createTestWallet({
    privateKeys: [testAccounts[0]!.privateKey],
    chains: [{ ...DEVNET, rpcUrl: inject('devnetRpcUrl') }],
    solana: new TestSolanaWallet({ seedHex: solana.seedHex, rpcUrl: inject('solanaRpcUrl') }),
    bitcoin: new TestBitcoinWallet({
      privateKeyHex: bitcoin.privateKeyHex,
      esploraUrl: inject('bitcoinEsploraUrl'),
    }),
  })
  await installTestWallet(context, wallet)
  const page = await context.newPage()
  await page.goto(`${inject('demoUrl')}?multichain`)
  return { context, page, wallet, solana, bitcoin }
}

/**
 * Connect Wallet → the test wallet (one row for its three namespaces) → the namespace's row in
 * ConnectingMultiChain; resolves once the demo shows the connection.
 */
export async function connectNamespace(
  page: Page,
  namespace: 'eip155' | 'solana' | 'bip122',
  options: { beforeChoosing?: () => Promise<void> } = {},
) {
  await page
    .getByRole('button', { name: /^Connect Wallet$|^Account / })
    .first()
    .click()
  const dialog = page.getByRole('dialog')
  const row = dialog.getByRole('button', { name: /Airlock Test Wallet/ })
  // A visitor already connected elsewhere lands on Account: Connect is then reached from the Networks view.
  await row.click()
  await dialog.getByRole('list', { name: 'Connect Airlock Test Wallet on' }).waitFor()
  await options.beforeChoosing?.()
  await dialog
    .getByTestId(`connect-namespace-${namespace}`)
    .click({ timeout: 20_000 })
    .catch(async (error: unknown) => {
      const shown = await dialog.textContent().catch(() => 'no dialog')
      await screenshot(page, `multichain-failed-connect-${namespace}`)
      throw new Error(`No ${namespace} choice for the test wallet; the modal showed: ${shown}`, {
        cause: error,
      })
    })
  await expectText(page.getByTestId('status'), /^connected$/)
}

/** The local Solana chain, read directly over JSON-RPC. */
export async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(inject('solanaRpcUrl'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

export const lamportsOf = async (address: string) =>
  BigInt((await solanaRpc<{ value: number }>('getBalance', [address])).value)
