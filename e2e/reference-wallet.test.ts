import { devnetTokens, testAccounts } from '@airlock/devnet'
import type { Browser } from 'playwright-core'
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  type Hex,
  http,
  parseEther,
  parseUnits,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { closeAll, startBrowser } from './helpers.ts'
import { ask, DEVNET, dapp, failure, openWallet, shot } from './referenceWalletHelpers.ts'

/*
 * The reference wallet (apps/wallet) in Chromium, against a dapp played by our protocol's app role in this
 * Node process, both on the cloud relay started by the global setup.
 */

let browser: Browser

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

const alice = testAccounts[0]!
const bob = testAccounts[1]!
const carol = testAccounts[2]!

const requested = {
  eip155: {
    chains: [DEVNET, 'eip155:1', 'eip155:10'],
    methods: [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_switchEthereumChain',
      'eth_sign',
    ],
    events: ['chainChanged', 'accountsChanged'],
  },
}

describe('the reference wallet, end to end', () => {
  // The longest walk of the suite, well under a minute alone. Its limit is twice the project's 90 s so that a CI
  // run building the consumer apps beside it does not cut it short; every step still waits for what it checks.
  it('connects from a pasted URI, signs, sends, rejects, switches network and account, survives a reload and disconnects', async () => {
    const { context, page, violations, errors } = await openWallet(browser)
    const { app, events, updates, deletes } = await dapp()
    const client = createPublicClient({ transport: http(inject('devnetRpcUrl')) })
    try {
      await page.getByTestId('sessions-empty').waitFor()
      expect(await page.getByTestId('sessions-empty').textContent()).toContain('No connected dapps yet')
      await expect.poll(() => page.getByTestId('balance').textContent()).toMatch(/ETH$/)
      expect(await page.getByTestId('network-name').textContent()).toBe('Airlock Devnet')
      await shot(page, '01-home')

      // A bad link gets a clear error.
      await page.getByTestId('uri-input').fill('https://example.com/not-a-link')
      await page.getByTestId('uri-connect').click()
      expect(await page.getByTestId('uri-error').textContent()).toContain('not a WalletConnect link')

      // Paste the dapp's URI: the proposal sheet shows who asks, the verify context and what is asked.
      const { uri, approval } = await app.connect({ optionalNamespaces: requested })
      await page.getByTestId('uri-input').fill(uri as string)
      await page.getByTestId('uri-connect').click()
      const proposal = page.getByRole('dialog', { name: 'Connection request' })
      await proposal.waitFor()
      expect(await proposal.getByTestId('proposal-dapp-name').textContent()).toBe('Airlock Test Dapp')
      // A Node app cannot get an attestation: the domain is unknown, and the wallet says so.
      expect(await proposal.getByTestId('verify-badge').getAttribute('data-status')).toBe('unknown')
      expect(await proposal.getByTestId('proposal-chains').textContent()).toContain('Airlock Devnet')
      expect(await proposal.getByTestId('proposal-methods').textContent()).toContain('eth_sendTransaction')
      expect(await proposal.getByTestId('proposal-unsupported').textContent()).toContain('eth_sign')
      await shot(page, '02-proposal')

      // Escape puts it aside; the banner brings it back.
      await page.keyboard.press('Escape')
      await proposal.waitFor({ state: 'hidden' })
      await page.getByTestId('review-pending').click()
      await proposal.waitFor()

      await proposal.getByTestId('proposal-approve').click()
      const session = await approval()
      expect(session.namespaces.eip155?.chains).toEqual([DEVNET, 'eip155:1', 'eip155:10'])
      expect(session.namespaces.eip155?.accounts[0]).toBe(`${DEVNET}:${alice.address}`)
      expect(session.namespaces.eip155?.methods).not.toContain('eth_sign')
      await proposal.waitFor({ state: 'hidden' })
      expect(await page.getByTestId('session-name').textContent()).toBe('Airlock Test Dapp')
      await shot(page, '03-connected')

      // personal_sign: the sheet shows the decoded message; approving answers a valid signature.
      const text = 'Sign in to Airlock Test Dapp\nNonce: 42'
      const signing = ask(app, session.topic, 'personal_sign', [stringToHex(text), alice.address])
      const sheet = page.getByTestId('request-sheet')
      await sheet.waitFor()
      expect(await sheet.getByTestId('request-message').textContent()).toBe(text)
      await shot(page, '04-sign-message')
      await sheet.getByTestId('request-approve').click()
      const signature = (await signing) as Hex
      expect(await verifyMessage({ address: alice.address, message: text, signature })).toBe(true)
      await sheet.waitFor({ state: 'hidden' })

      // eth_signTypedData_v4: domain and message fields.
      const typedData = {
        domain: { name: 'Airlock Test Dapp', version: '1', chainId: 31337 },
        types: {
          Order: [
            { name: 'buyer', type: 'address' },
            { name: 'amount', type: 'uint256' },
          ],
        },
        primaryType: 'Order',
        message: { buyer: alice.address, amount: '1000' },
      } as const
      const typing = ask(app, session.topic, 'eth_signTypedData_v4', [
        alice.address,
        JSON.stringify(typedData),
      ])
      await sheet.waitFor()
      expect(await sheet.getByTestId('typed-domain').textContent()).toContain('Airlock Test Dapp')
      expect(await sheet.getByTestId('typed-message').textContent()).toContain(alice.address)
      await shot(page, '05-typed-data')
      await sheet.getByTestId('request-approve').click()
      const typedSignature = (await typing) as Hex
      expect(
        await verifyTypedData({
          address: alice.address,
          ...typedData,
          message: { ...typedData.message, amount: 1000n },
          signature: typedSignature,
        }),
      ).toBe(true)
      await sheet.waitFor({ state: 'hidden' })

      // eth_sendTransaction: recipient, value and estimated gas; approving sends it on the devnet.
      const before = await client.getBalance({ address: carol.address })
      const sending = ask(app, session.topic, 'eth_sendTransaction', [
        { from: alice.address, to: carol.address, value: `0x${parseEther('1.25').toString(16)}` },
      ])
      await sheet.waitFor()
      expect(await sheet.getByTestId('tx-value').textContent()).toBe('1.25ETH')
      await expect.poll(() => sheet.getByTestId('tx-gas').textContent()).toMatch(/^21,0\d\d/)
      await shot(page, '06-transaction')
      await sheet.getByTestId('request-approve').click()
      const hash = (await sending) as Hash
      const receipt = await client.waitForTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
      expect(await client.getBalance({ address: carol.address })).toBe(before + parseEther('1.25'))
      await sheet.waitFor({ state: 'hidden' })

      // Rejecting answers 4001.
      const refused = failure(ask(app, session.topic, 'personal_sign', [stringToHex('no'), alice.address]))
      await sheet.waitFor()
      await sheet.getByTestId('request-reject').click()
      expect(await refused).toMatchObject({ code: 4001, message: 'User rejected the request.' })
      await sheet.waitFor({ state: 'hidden' })

      // A transaction the node refuses: the sheet warns, approving answers the node's error.
      const broke = failure(
        ask(app, session.topic, 'eth_sendTransaction', [
          { from: alice.address, to: carol.address, value: `0x${(10n ** 30n).toString(16)}` },
        ]),
      )
      await sheet.waitFor()
      await sheet.getByTestId('tx-insufficient-funds').waitFor()
      await shot(page, '07-insufficient-funds')
      await sheet.getByTestId('request-approve').click()
      expect(await broke).toMatchObject({ message: expect.stringMatching(/enough funds/) })
      await page.getByRole('alert').filter({ hasText: 'Transaction failed' }).waitFor()
      await shot(page, '08-transaction-failed')
      await sheet.waitFor({ state: 'hidden' })

      // A reverting call: the estimate fails with the node's message, and so does sending.
      const transfer = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [carol.address, parseUnits('1000000000000', 6)],
      })
      const reverting = failure(
        ask(app, session.topic, 'eth_sendTransaction', [
          { from: alice.address, to: devnetTokens.usdc.address, data: transfer },
        ]),
      )
      await sheet.waitFor()
      expect(await sheet.getByTestId('tx-estimate-error').textContent()).toMatch(/revert/)
      await shot(page, '09-transaction-will-revert')
      await sheet.getByTestId('request-approve').click()
      expect(await reverting).toMatchObject({ message: expect.stringMatching(/revert/) })
      await sheet.waitFor({ state: 'hidden' })

      // Switch network in the wallet: the dapp hears chainChanged.
      await page.getByTestId('network-button').click()
      await page.getByTestId('network-sheet').waitFor()
      await shot(page, '10-networks')
      await page.getByTestId('network-option-1').click()
      await expect.poll(() => events.at(-1)).toEqual({ name: 'chainChanged', data: 1, chainId: 'eip155:1' })
      expect(await page.getByTestId('network-name').textContent()).toBe('Ethereum')
      await page.getByTestId('balance-unavailable').waitFor()
      await shot(page, '11-listed-network')

      // A transaction on a network without a node: a clear error, only Reject.
      const onMainnet = failure(
        ask(
          app,
          session.topic,
          'eth_sendTransaction',
          [{ from: alice.address, to: carol.address, value: '0x1' }],
          'eip155:1',
        ),
      )
      await sheet.waitFor()
      expect(await sheet.getByTestId('request-error').textContent()).toContain('only Airlock Devnet')
      expect(await sheet.getByTestId('request-approve').isDisabled()).toBe(true)
      await shot(page, '12-no-node')
      await sheet.getByTestId('request-reject').click()
      expect(await onMainnet).toMatchObject({ code: 4001 })

      // Switch account: the session is updated and the dapp hears accountsChanged.
      await page.getByTestId('account-button').click()
      await page.getByTestId('account-sheet').waitFor()
      await expect.poll(() => page.getByTestId('account-sheet').textContent()).toContain('ETH')
      await shot(page, '13-accounts')
      await page.getByTestId('account-option-1').click()
      await expect
        .poll(() => events.at(-1))
        .toEqual({ name: 'accountsChanged', data: [bob.address], chainId: 'eip155:1' })
      expect(updates.at(-1)).toContain(`${DEVNET}:${bob.address}`)

      // A reload keeps the session (browser storage), the account and the network.
      await page.reload()
      await page.getByText('Online').waitFor()
      await page.getByTestId('session-name').waitFor()
      expect(await page.getByTestId('session-name').textContent()).toBe('Airlock Test Dapp')
      expect(await page.getByTestId('account-address').textContent()).toBe(
        `${bob.address.slice(0, 6)}…${bob.address.slice(-4)}`,
      )
      await shot(page, '14-after-reload')

      // The restored wallet still answers requests.
      const again = ask(app, session.topic, 'personal_sign', [stringToHex('still here'), bob.address])
      await sheet.waitFor()
      await sheet.getByTestId('request-approve').click()
      expect(
        await verifyMessage({ address: bob.address, message: 'still here', signature: (await again) as Hex }),
      ).toBe(true)
      await sheet.waitFor({ state: 'hidden' })

      // Disconnect from the wallet: the dapp gets session_delete.
      await page.getByTestId('session-disconnect').click()
      await expect.poll(() => deletes).toEqual([session.topic])
      await page.getByTestId('sessions-empty').waitFor()
      await shot(page, '15-disconnected')

      expect(violations).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await app.stop()
      await context.close()
    }
  }, 180_000)

  it('opens a deep link (?uri=) and rejects the proposal with USER_REJECTED (desktop, dark)', async () => {
    const { app } = await dapp()
    const { uri, approval } = await app.connect({ optionalNamespaces: requested })
    const settled = approval().catch((error: unknown) => error)
    const { context, page, violations } = await openWallet(
      browser,
      `?uri=${encodeURIComponent(uri as string)}`,
      {
        viewport: { width: 1280, height: 860 },
        colorScheme: 'dark',
      },
    )
    try {
      const proposal = page.getByRole('dialog', { name: 'Connection request' })
      await proposal.waitFor()
      await shot(page, '16-desktop-dark-proposal')
      // The link is used once: it is gone from the address bar.
      expect(new URL(page.url()).searchParams.has('uri')).toBe(false)
      await proposal.getByTestId('proposal-reject').click()
      expect(await settled).toMatchObject({ code: 5000, message: 'User rejected.' })
      await proposal.waitFor({ state: 'hidden' })
      await page.getByTestId('sessions-empty').waitFor()
      await shot(page, '17-desktop-dark-home')
      expect(violations).toEqual([])
    } finally {
      await app.stop()
      await context.close()
    }
  })

  it('connects the demo dapp over WalletConnect: verified domain, a signature and a transaction', async () => {
    const {
      context,
      page: wallet,
      violations,
    } = await openWallet(browser, '', { viewport: { width: 1280, height: 860 } })
    const demoUrl = inject('demoUrl')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(demoUrl).origin })
    const demo = await context.newPage()
    try {
      await demo.goto(demoUrl)
      // The kit's WalletConnect view: copy the link, as a developer does by hand.
      await demo.getByRole('button', { name: 'Connect Wallet' }).click()
      await demo
        .getByRole('dialog')
        .getByRole('button', { name: /WalletConnect/ })
        .click()
      await demo.getByRole('button', { name: /Copy link/ }).click()
      const uri = await demo.evaluate(() => navigator.clipboard.readText())
      expect(uri).toMatch(/^wc:/)

      await wallet.bringToFront()
      await wallet.getByTestId('uri-input').fill(uri)
      await wallet.getByTestId('uri-connect').click()
      const proposal = wallet.getByTestId('proposal-sheet')
      await proposal.waitFor()
      // The demo attested its origin with the cloud's verify service: the wallet shows it as verified.
      await expect
        .poll(() => proposal.getByTestId('verify-badge').getAttribute('data-status'))
        .toBe('verified')
      expect(await proposal.getByTestId('proposal-dapp-name').textContent()).toBe('Airlock Demo')
      await shot(wallet, '18-demo-proposal-verified')
      await proposal.getByTestId('proposal-approve').click()
      await expect.poll(() => demo.getByTestId('status').textContent()).toBe('connected')
      expect(await demo.getByTestId('address').textContent()).toBe(alice.address)

      // The demo asks for a signature: the wallet shows it, verified, and the demo gets it.
      await demo.getByRole('button', { name: 'Sign a message' }).click()
      const sheet = wallet.getByTestId('request-sheet')
      await sheet.waitFor()
      expect(await sheet.getByTestId('verify-badge').getAttribute('data-status')).toBe('verified')
      await sheet.getByTestId('request-approve').click()
      await expect.poll(() => demo.getByTestId('signature').textContent()).toMatch(/^0x[0-9a-f]{130}$/)

      // And a transaction on the devnet.
      await demo.getByRole('button', { name: /Send 0\.001 ETH/ }).click()
      await sheet.waitFor()
      expect(await sheet.getByTestId('tx-value').textContent()).toBe('0.001ETH')
      await sheet.getByTestId('request-approve').click()
      await expect.poll(() => demo.getByTestId('tx-hash').textContent()).toMatch(/^0x[0-9a-f]{64}$/)
      expect(violations).toEqual([])
    } finally {
      await context.close()
    }
  })
})
