import { verifyBitcoinMessage } from '@airlock/bitcoin/bip322'
import { testBitcoinAccounts } from '@airlock/testing/bitcoin-chain'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { watchHistory } from './activityHelpers.ts'
import { closeAll, expectText, screenshot, startBrowser } from './helpers.ts'
import { connectNamespace, openMultichainDemo } from './multichainHelpers.ts'

/*
 * Bitcoin in the demo (?multichain) with the test wallet's Wallet Standard Bitcoin role on the Bitcoin TEST chain
 * (an Esplora API over a regtest-style ledger that checks every signature): connect, balance, a BIP-322 signed
 * message verified here, and a send through the wallet that the chain mines.
 */

let browser: Browser

const post = (path: string, body: unknown) =>
  esplora(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

beforeAll(async () => {
  browser = await startBrowser()
  // Test account 1, which no other file spends from, so the balance checks below see only this file's sends.
  await post('/test/faucet', { address: testBitcoinAccounts[1]!.address, sats: 50_000_000 })
  await post('/test/mine', { blocks: 1 })
})
afterAll(() => closeAll(browser))

const esplora = async <T>(path: string, init?: RequestInit): Promise<T> => {
  const response = await fetch(`${inject('bitcoinEsploraUrl')}${path}`, init)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** Confirmed plus mempool balance, in sats, as Esplora reports it. */
async function satsOf(address: string) {
  type Stats = { funded_txo_sum: number; spent_txo_sum: number }
  const { chain_stats: c, mempool_stats: m } = await esplora<{ chain_stats: Stats; mempool_stats: Stats }>(
    `/address/${address}`,
  )
  return BigInt(c.funded_txo_sum - c.spent_txo_sum + m.funded_txo_sum - m.spent_txo_sum)
}

describe('Bitcoin through the Wallet Standard', () => {
  it('connects the payment address, signs a BIP-322 message that verifies, and sends through the wallet', async () => {
    const { context, page, bitcoin } = await openMultichainDemo(browser, { bitcoinAccount: 1 })
    try {
      await connectNamespace(page, 'bip122')
      await expectText(page.getByTestId('address'), bitcoin.address)
      await expectText(page.getByTestId('network'), /^Airlock Bitcoin Test Chain/)
      await expectText(page.getByTestId('balance'), /^(?!0 )[\d,.]+ BTC$/)
      await screenshot(page, 'bitcoin-01-connected')

      await page.getByRole('button', { name: 'Sign a message' }).click()
      const signature = page.getByTestId('signature')
      await expectText(signature, /^[A-Za-z0-9+/]+=*$/)
      const signed = (await signature.textContent()) as string
      expect(
        verifyBitcoinMessage({
          address: bitcoin.address,
          message: 'Hello from the Airlock demo',
          signature: signed,
        }),
      ).toBe(true)
      expect(
        verifyBitcoinMessage({ address: bitcoin.address, message: 'Another message', signature: signed }),
      ).toBe(false)

      const before = await satsOf(bitcoin.address)
      await page.getByRole('button', { name: 'Send 0.0001 BTC to yourself' }).click()
      const hash = page.getByTestId('tx-hash')
      await expectText(hash, /^[0-9a-f]{64}$/)
      const txid = (await hash.textContent()) as string
      const tx = await esplora<{ fee: number; status: { confirmed: boolean } }>(`/tx/${txid}`)
      expect(tx.fee).toBeGreaterThan(0)
      // To oneself: the chain moved the coins and kept only the fee.
      expect(before - (await satsOf(bitcoin.address))).toBe(BigInt(tx.fee))
      await post('/test/mine', { blocks: 1 })
      expect((await esplora<{ confirmed: boolean }>(`/tx/${txid}/status`)).confirmed).toBe(true)
      await screenshot(page, 'bitcoin-02-signed-and-sent')
    } finally {
      await context.close()
    }
  })
})

describe('one wallet per namespace at once', () => {
  it('connects Solana, then Bitcoin beside it, switches between them, and disconnects one without the other', async () => {
    const { context, page, solana, bitcoin } = await openMultichainDemo(browser, {
      bitcoinAccount: 1,
      solanaAccount: 2,
    })
    try {
      await connectNamespace(page, 'solana')
      await expectText(page.getByTestId('address'), solana.address)

      // A Bitcoin network while only Solana is connected: Connect opens for it, and the wallet's Solana side
      // shows as connected already.
      await page.getByRole('button', { name: 'Switch network' }).click()
      await page
        .getByRole('dialog', { name: 'Choose Network' })
        .getByRole('button', { name: 'Airlock Bitcoin Test Chain' })
        .click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: /Airlock Test Wallet/ }).click()
      await expectText(dialog.getByTestId('connect-namespace-solana'), /Connected/)
      await screenshot(page, 'multichain-01-second-namespace')
      await dialog.getByTestId('connect-namespace-bip122').click()
      await expectText(page.getByTestId('address'), bitcoin.address)
      await expectText(page.getByTestId('connection-solana'), new RegExp(solana.address))
      await expectText(page.getByTestId('connection-bip122'), new RegExp(bitcoin.address))
      await screenshot(page, 'multichain-02-both-connected')

      // Back to Solana: its connection is still there, no prompt.
      await page.getByRole('button', { name: 'Switch network' }).click()
      await page
        .getByRole('dialog', { name: 'Choose Network' })
        .getByRole('button', { name: 'Airlock Solana Local' })
        .click()
      await expectText(page.getByTestId('address'), solana.address)

      await page.getByRole('button', { name: 'Disconnect Bitcoin' }).click()
      await expect.poll(() => page.getByTestId('connection-bip122').count()).toBe(0)
      await expectText(page.getByTestId('status'), /^connected$/)
      await expectText(page.getByTestId('address'), solana.address)
      await screenshot(page, 'multichain-03-bitcoin-disconnected')
    } finally {
      await context.close()
    }
  })
})

describe('Bitcoin in the account view', () => {
  it('lists each transaction once, a send to oneself as the amount paid, and says Send does not serve Bitcoin', async () => {
    const { context, page, bitcoin } = await openMultichainDemo(browser, { bitcoinAccount: 1 })
    const history = watchHistory(page)
    try {
      await connectNamespace(page, 'bip122')
      await page.getByRole('button', { name: 'Send 0.0001 BTC to yourself' }).click()
      await expectText(page.getByTestId('tx-hash'), /^[0-9a-f]{64}$/)
      const txid = (await page.getByTestId('tx-hash').textContent()) as string
      await post('/test/mine', { blocks: 1 })

      await page.getByRole('button', { name: /^Account / }).click()
      const account = page.getByRole('dialog', { name: 'Account' })
      await account.getByRole('tab', { name: 'Activity' }).click()
      // The cloud indexes the block a moment after it is mined: read again until the send is listed.
      await expect
        .poll(
          async () => {
            const listed = [...history.ids].some((id) => id.endsWith(txid))
            if (!listed) {
              await account.getByRole('tab', { name: 'Tokens' }).click()
              await account.getByRole('tab', { name: 'Activity' }).click()
            }
            return listed
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBe(true)
      // Every transaction of the address, each once.
      const onChain = await esplora<{ txid: string }[]>(`/address/${bitcoin.address}/txs`)
      await expect.poll(() => account.getByTestId('activity-row').count()).toBe(onChain.length)
      expect(history.duplicateKeys).toEqual([])
      await screenshot(page, 'bitcoin-03-activity')

      // The send to oneself is the 0.0001 BTC paid, not the change that came back with it.
      const sent = await page.evaluate(async (url) => {
        const answer = await fetch(url)
        return (await answer.json()) as {
          data: { id: string; transfers: { quantity: { numeric: string } }[] }[]
        }
      }, history.reads.at(-1)!.url)
      const entry = sent.data.find((tx) => tx.id.endsWith(txid))
      expect(entry?.transfers.map((t) => t.quantity.numeric)).toEqual(['0.0001'])
      // The newest row is that send; its amount reads 0.0001 (or '<0.001' where the list rounds to 3 decimals).
      await expectText(account.getByTestId('activity-row').first(), /Sent(<0\.001|0\.0001) BTC/)

      // Send does not serve Bitcoin: the Account view does not offer it (as Swap and Buy), and a dapp opening it
      // gets a view that says so at once, where no address is called invalid.
      expect(await account.getByRole('button', { name: 'Receive', exact: true }).count()).toBe(1)
      expect(await account.getByRole('button', { name: 'Send', exact: true }).count()).toBe(0)
      await account.getByRole('button', { name: 'Close' }).click()
      await account.waitFor({ state: 'hidden' })
      await page.getByRole('button', { name: 'Open Send' }).click()
      const send = page.getByRole('dialog', { name: 'Send' })
      await expectText(
        send.getByTestId('send-unsupported'),
        /Sending is not supported on Airlock Bitcoin Test Chain/,
      )
      expect(await send.getByLabel('Receiver address').count()).toBe(0)
      expect(await send.textContent()).not.toMatch(/Invalid address/)
      await screenshot(page, 'bitcoin-04-send-unsupported')
      await send.getByRole('button', { name: 'Switch network' }).click()
      await page.getByRole('dialog', { name: 'Choose Network' }).waitFor()
    } finally {
      await context.close()
    }
  })
})
