import type { PayResult, PayRoute } from '@airlock/core'
import { act, waitFor, within } from '@testing-library/react'
import { describe, expect, it, onTestFinished } from 'vitest'
import { PAY_FUNCTIONS, selectorOf } from '../../../../../core/src/pay/abi.ts'
import { intentFixture, USDC, USDC_ADDRESS } from '../../../../../core/src/pay/intent.fixtures.ts'
import { FAKE_TX_HASH, testConnector } from '../../../../../core/src/test/fakeAdapter.ts'
import { AirlockModal } from '../../../AirlockProvider.tsx'
import { pressKey, screenshot } from '../../../test/browser/page.ts'
import { airlockModal, renderWithKit, testKitWithWallet } from '../../../test/renderWithKit.tsx'
import { deepActiveElement } from '../../focusTrap.ts'

type PaymentIntent = ReturnType<typeof intentFixture>
type PaymentQuote = Extract<PayRoute, { kind: 'swap' }>['quote']

const SHOP = '0x2222222222222222222222222222222222222222'
const NATIVE = 'eip155:31337/slip44:60'
const SHOP_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#e0733a"/><text x="16" y="22" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">C</text></svg>',
  )

/** What the cloud's double answers: the payer's USDC, the payment request's reads, the quotes by payWith. */
interface Cloud {
  usdc?: string
  intents?: (PaymentIntent | number)[]
  quotes?: Record<string, PaymentQuote>
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/**
 * Answers the cloud calls a payment makes (balances, history, payment requests, quotes, the RPC gateway's
 * eth_call) in the page, in front of the runner's fake registry that answers the rest under /cloud/.
 */
function fakePaymentsCloud(cloud: Cloud) {
  const real = globalThis.fetch
  let reads = 0
  const word = (value: bigint) => value.toString(16).padStart(64, '0')
  globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    const path = url.pathname.replace(/^\/cloud\//, '')
    if (path.endsWith('/balance'))
      return json(200, {
        balances: cloud.usdc
          ? [
              {
                name: 'USD Coin',
                symbol: 'USDC',
                chainId: 'eip155:31337',
                address: `eip155:31337:${USDC_ADDRESS}`,
                value: Number(cloud.usdc),
                price: 1,
                quantity: { numeric: cloud.usdc, decimals: '6' },
                iconUrl: '',
              },
              {
                name: 'Ether',
                symbol: 'ETH',
                chainId: 'eip155:31337',
                value: 4500,
                price: 3000,
                quantity: { numeric: '1.5', decimals: '18' },
                iconUrl: '',
              },
            ]
          : [],
      })
    if (path.endsWith('/history')) return json(200, { data: [], next: null })
    if (path === 'v1/payments/quote') {
      const { payWith } = JSON.parse(String(init?.body)) as { payWith: string }
      const quote = cloud.quotes?.[payWith]
      return quote ? json(200, quote) : json(500, { error: 'no pool' })
    }
    if (path.startsWith('v1/payments/')) {
      const answers = cloud.intents ?? [404]
      const answer = answers[Math.min(reads++, answers.length - 1)] as PaymentIntent | number
      return typeof answer === 'number' ? json(answer, { error: 'Payment not found' }) : json(200, answer)
    }
    // The token's reads through the RPC gateway: decimals (6), symbol ("USDC"), and an allowance of none,
    // so a payment asks for an approval first; a gas price of 1 gwei.
    if (path === 'v1/') {
      const call = JSON.parse(String(init?.body)) as { method: string; params: { data: string }[] }
      if (call.method === 'eth_gasPrice') return json(200, { jsonrpc: '2.0', id: 1, result: '0x3b9aca00' })
      const data = (call.params[0] as { data: string }).data
      const result = data.startsWith(`0x${selectorOf(PAY_FUNCTIONS.decimals)}`)
        ? `0x${word(6n)}`
        : data.startsWith(`0x${selectorOf(PAY_FUNCTIONS.symbol)}`)
          ? `0x${word(32n)}${word(4n)}${'55534443'.padEnd(64, '0')}`
          : `0x${word(0n)}`
      return json(200, { jsonrpc: '2.0', id: 1, result })
    }
    return real(input, init)
  }
  onTestFinished(() => {
    globalThis.fetch = real
  })
}

const ethQuote: PaymentQuote = {
  asset: USDC,
  amountAtomic: '5000000',
  payWith: NATIVE,
  amountInAtomic: '1671000000000000',
  maxAmountInAtomic: '1679355000000000',
  slippageBps: 50,
  path: ['0x00000000000000000000000000000000000000ee', USDC_ADDRESS],
  contract: '0x00000000000000000000000000000000000000cc',
  router: '0x00000000000000000000000000000000000000dd',
}

/** A kit with payments on, the shop's metadata, the fake wallet and the cloud's double; the modal drawn. */
function payKit(cloud: Cloud, theme: 'light' | 'dark' = 'light') {
  fakePaymentsCloud(cloud)
  const kit = testKitWithWallet({
    cloudUrl: `${location.origin}/cloud`,
    themeMode: theme,
    features: { pay: true, onramp: true },
    metadata: { name: 'Corner Shop', description: 'A shop', url: location.origin, icons: [SHOP_ICON] },
  })
  const rendered = renderWithKit(<AirlockModal />, kit)
  return rendered
}

const focused = () => deepActiveElement(document)

/** Starts a payment of 5 USDC to the shop and waits for Pay to show `status`. */
async function startPayment(
  airlock: ReturnType<typeof payKit>['airlock'],
  status: string,
  reference?: string,
) {
  let settled: { result?: PayResult; error?: unknown } = {}
  act(() => {
    airlock.pay({ recipient: SHOP, amount: '5', asset: USDC, reference }).then(
      (result) => (settled = { result }),
      (error: unknown) => (settled = { error }),
    )
  })
  const modal = await airlockModal()
  const dialog = await modal.findByRole('dialog', { name: 'Pay' })
  await waitFor(() => expect(dialog.querySelector(`[data-status="${status}"]`)).not.toBeNull())
  return { modal, dialog, settled: () => settled }
}

for (const theme of ['light', 'dark'] as const)
  describe(`PayView (${theme} theme)`, () => {
    it('asks to connect first, goes to Connect and comes back to Pay with the ways to pay', async () => {
      const { airlock, user } = payKit({ usdc: '10' }, theme)
      const { modal, dialog } = await startPayment(airlock, 'needsConnection')
      within(dialog).getByText('Corner Shop')
      expect(within(dialog).getByTestId('pay-amount').textContent).toBe('5 USDC')
      expect(within(dialog).getByTestId('pay-network').textContent).toContain('Airlock Devnet')
      expect(within(dialog).getByTestId('pay-recipient').getAttribute('title')).toBe(SHOP)
      const connect = within(dialog).getByRole('button', { name: 'Connect to pay' })
      await screenshot(`PayView-connect-${theme}`)

      // Enter on the button goes to Connect.
      act(() => connect.focus())
      await pressKey('Enter')
      const connectView = await modal.findByRole('dialog', { name: 'Connect Wallet' })
      await user.click(within(connectView).getByRole('button', { name: /Test Wallet/ }))
      const back = await modal.findByRole('dialog', { name: 'Pay' })
      await waitFor(() => expect(back.querySelector('[data-status="ready"]')).not.toBeNull())
      within(back).getByRole('radio', { name: /Pay with USDC/ })
      within(back).getByRole('button', { name: 'Pay 5 USDC' })
    })

    it('pays a payment request with the asset: approve, pay, the shop confirms, paid with the transaction', async () => {
      const intent = intentFixture()
      let release: (outcome: 'success') => void = () => undefined
      const { airlock, fake } = payKit(
        { usdc: '10', intents: [intent, intent, intent, { ...intent, status: 'paid' }] },
        theme,
      )
      await act(() => airlock.connect(testConnector))
      const { dialog, settled } = await startPayment(airlock, 'ready', intent.id)
      expect(within(dialog).getByTestId('pay-usd').textContent).toBe('$5.00')
      expect(within(dialog).getByTestId('pay-expires').textContent).toMatch(/^in (59|60) min$/)
      // The Pay button takes the focus once the ways to pay are known: Enter pays.
      await waitFor(() => expect(focused()?.getAttribute('data-testid')).toBe('pay-confirm'))
      expect(focused()?.textContent).toBe('Pay 5 USDC')
      await screenshot(`PayView-ready-${theme}`)

      // The approval's receipt is held back, so the view shows the step under way.
      fake.state.waitForTransaction = () => new Promise((resolve) => (release = resolve))
      await pressKey('Enter')
      await waitFor(() => expect(dialog.querySelector('[data-status="approving"]')).not.toBeNull())
      await within(dialog).findByText('Approve USDC in your wallet…')
      within(dialog).getByTestId('pay-hash')
      await screenshot(`PayView-approving-${theme}`)
      fake.state.waitForTransaction = async () => 'success'
      release('success')

      const outcome = await within(dialog).findByTestId('pay-outcome', {}, { timeout: 15_000 })
      expect(outcome.getAttribute('data-ending')).toBe('paid')
      within(outcome).getByRole('heading', { name: 'Paid' })
      expect(within(outcome).getByTestId('pay-outcome-detail').textContent).toBe(
        'You paid 5 USDC to Corner Shop.',
      )
      within(outcome).getByTestId('pay-hash')
      await screenshot(`PayView-paid-${theme}`)
      await waitFor(() => expect(settled().result?.transactionHash).toBe(FAKE_TX_HASH))
    })

    it('offers to pay with ETH converted in the same step: the cost now, the most it may cost, the rest kept', async () => {
      const { airlock } = payKit({ usdc: '1', quotes: { [NATIVE]: ethQuote } }, theme)
      await act(() => airlock.connect(testConnector))
      const { dialog } = await startPayment(airlock, 'ready')
      const eth = within(dialog).getByRole('radio', { name: /Pay with ETH/ })
      expect((eth as HTMLInputElement).checked).toBe(true)
      // One estimate, written one way in the route and in the terms; the bound rounded up to as many digits.
      expect(within(dialog).getByTestId('pay-costs-now').textContent).toBe('0.00167 ETH')
      within(dialog).getByText(
        (_, node) => node?.textContent === 'About 0.00167 ETH, converted in the same step',
      )
      expect(within(dialog).getByTestId('pay-at-most').textContent).toBe('0.00168 ETH')
      within(dialog).getByText('Whatever the conversion does not use stays in your wallet.')
      await screenshot(`PayView-swap-${theme}`)
    })

    it('offers Buy when nothing covers the payment, and goes to Buy with the asset', async () => {
      const { airlock, user } = payKit({ usdc: '1' }, theme)
      await act(() => airlock.connect(testConnector))
      const { dialog, modal } = await startPayment(airlock, 'ready')
      within(dialog).getByText(
        (_, node) => node?.textContent === 'You need 4 USDC more to make this payment.',
      )
      expect(within(dialog).queryByTestId('pay-confirm')).toBeNull()
      await screenshot(`PayView-buy-${theme}`)
      await user.click(within(dialog).getByRole('button', { name: 'Buy USDC' }))
      await modal.findByRole('dialog', { name: 'Buy Crypto' })
    })

    it('shows a declined payment beside the route with Try again, and pays on the retry', async () => {
      const { airlock, fake, user } = payKit({ usdc: '10' }, theme)
      await act(() => airlock.connect(testConnector))
      const { dialog, settled } = await startPayment(airlock, 'ready')
      fake.state.sendError = Object.assign(new Error('User rejected the request.'), { code: 4001 })
      await user.click(within(dialog).getByRole('button', { name: 'Pay 5 USDC' }))
      const error = await within(dialog).findByRole('alert')
      expect(error.textContent).toBe('Not paid. You declined the payment in your wallet')
      const retry = await within(dialog).findByRole('button', { name: 'Try again' })
      await screenshot(`PayView-declined-${theme}`)

      fake.state.sendError = undefined
      await user.click(retry)
      await within(dialog).findByTestId('pay-outcome')
      await waitFor(() => expect(settled().result?.payer).toBe('0x1111111111111111111111111111111111111111'))
    })

    it('ends on an expired payment request, and on one paid before, with one button that closes', async () => {
      const expired = intentFixture({ status: 'expired' })
      const first = payKit({ usdc: '10', intents: [expired] }, theme)
      await act(() => first.airlock.connect(testConnector))
      const { dialog, settled } = await startPayment(first.airlock, 'failed', expired.id)
      within(dialog).getByRole('heading', { name: 'Payment request expired' })
      within(dialog).getByText('This payment request has expired: ask the shop for a new one')
      await screenshot(`PayView-expired-${theme}`)
      const modal = await airlockModal()
      await first.user.click(within(dialog).getByTestId('pay-done'))
      await waitFor(() => expect(modal.queryByRole('dialog')).toBeNull())
      expect(settled().error).toBeInstanceOf(Error)
    })
  })

describe('PayView, a payment request paid before', () => {
  it('says so, with the earlier transaction', async () => {
    const paid = intentFixture({
      status: 'paid',
      payment: {
        payer: '0x1111111111111111111111111111111111111111',
        transactionHash: `0x${'cd'.repeat(32)}`,
        blockNumber: '7',
        tokenIn: USDC_ADDRESS,
        amountInAtomic: '5000000',
        paidAt: '2026-11-29T10:05:00.000Z',
      },
    })
    const { airlock } = payKit({ usdc: '10', intents: [paid] })
    await act(() => airlock.connect(testConnector))
    const { dialog } = await startPayment(airlock, 'failed', paid.id)
    within(dialog).getByRole('heading', { name: 'Already paid' })
    expect(within(dialog).getByTestId('pay-hash').getAttribute('title')).toBe(`0x${'cd'.repeat(32)}`)
    await screenshot('PayView-already-paid')
  })
})
