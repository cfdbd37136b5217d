import { verifyBitcoinMessage } from '@airlock/bitcoin/bip322'
import { devnetSolanaAccounts } from '@airlock/devnet'
import { testBitcoinAccounts } from '@airlock/testing/bitcoin-chain'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { closeAll, expectText, pasteDemoLink, screenshot, startBrowser } from './helpers.ts'
import { solanaRpc } from './multichainHelpers.ts'

/*
 * The reference wallet over WalletConnect with the solana and bip122 namespaces: the multichain demo pairs once,
 * the wallet grants EVM, Solana and Bitcoin accounts, and the visitor signs and sends on each chain from the demo,
 * every request approved in the wallet's sheet.
 */

let browser: Browser

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

const MESSAGE = 'Hello from the Airlock demo'

/** Choose Network in the demo, then the network named `name`. */
async function switchTo(demo: Page, name: string) {
  await demo.getByRole('button', { name: 'Switch network' }).click()
  await demo.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name }).click()
  await expectText(demo.getByTestId('network'), new RegExp(`^${name}`))
}

/** Approves the wallet's next request sheet and returns to the demo. */
async function approveInWallet(wallet: Page, demo: Page, label: string) {
  await wallet.bringToFront()
  const sheet = wallet.getByTestId('request-sheet')
  await sheet.waitFor({ timeout: 20_000 })
  await screenshot(wallet, label)
  await sheet.getByTestId('request-approve').click()
  await sheet.waitFor({ state: 'hidden' })
  await demo.bringToFront()
}

describe('the reference wallet over WalletConnect with solana and bip122', () => {
  it('pairs once for EVM, Solana and Bitcoin, then signs and sends on Solana and Bitcoin', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 820 } })
    try {
      const { demo, wallet } = await pasteDemoLink(context, '?multichain')
      const proposal = wallet.getByTestId('proposal-sheet')
      await proposal.waitFor({ timeout: 20_000 })
      const solana = devnetSolanaAccounts[0]!.address
      const bitcoin = testBitcoinAccounts[0]!.address
      expect(await proposal.getByTestId('proposal-solana-address').getAttribute('title')).toBe(solana)
      expect(await proposal.getByTestId('proposal-bitcoin-address').getAttribute('title')).toBe(bitcoin)
      await screenshot(wallet, 'reference-multichain-01-proposal')
      await proposal.getByTestId('proposal-approve').click()
      await demo.bringToFront()
      await expectText(demo.getByTestId('status'), /^connected$/)

      // Solana: the session's account, a message signed in the wallet, a send the local chain confirms.
      await switchTo(demo, 'Airlock Solana Local')
      await expectText(demo.getByTestId('address'), solana)
      await demo.getByRole('button', { name: 'Sign a message' }).click()
      await approveInWallet(wallet, demo, 'reference-multichain-02-solana-sign')
      const solSignature = demo.getByTestId('signature')
      await expectText(solSignature, /^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
      const signed = base58.decode((await solSignature.textContent()) as string)
      expect(ed25519.verify(signed, new TextEncoder().encode(MESSAGE), base58.decode(solana))).toBe(true)
      await demo.getByRole('button', { name: 'Send 0.001 SOL to yourself' }).click()
      await approveInWallet(wallet, demo, 'reference-multichain-03-solana-send')
      const solHash = demo.getByTestId('tx-hash')
      await expectText(solHash, /^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
      const statuses = await solanaRpc<{ value: ({ err: unknown } | null)[] }>('getSignatureStatuses', [
        [(await solHash.textContent()) as string],
      ])
      expect(statuses.value[0]).toMatchObject({ err: null })

      // Bitcoin: the payment address, a BIP-322 message, a transfer the test chain accepts.
      await switchTo(demo, 'Airlock Bitcoin Test Chain')
      await expectText(demo.getByTestId('address'), bitcoin)
      await demo.getByRole('button', { name: 'Sign a message' }).click()
      await approveInWallet(wallet, demo, 'reference-multichain-04-bitcoin-sign')
      const btcSignature = demo.getByTestId('signature')
      await expectText(btcSignature, /^[A-Za-z0-9+/]+=*$/)
      expect(
        verifyBitcoinMessage({
          address: bitcoin,
          message: MESSAGE,
          signature: (await btcSignature.textContent()) as string,
        }),
      ).toBe(true)
      await demo.getByRole('button', { name: 'Send 0.0001 BTC to yourself' }).click()
      await approveInWallet(wallet, demo, 'reference-multichain-05-bitcoin-send')
      const btcHash = demo.getByTestId('tx-hash')
      await expectText(btcHash, /^[0-9a-f]{64}$/)
      const response = await fetch(`${inject('bitcoinEsploraUrl')}/tx/${await btcHash.textContent()}`)
      expect(response.ok).toBe(true)
      expect(((await response.json()) as { fee: number }).fee).toBeGreaterThan(0)
      await screenshot(demo, 'reference-multichain-06-demo')
    } finally {
      await context.close()
    }
  })
})
