import type { PaymentMethodId } from '@airlock/protocol/cloud-api'
import { getAddress } from 'viem'
import { formatFiat } from '../money.ts'
import { tokenAmount } from '../present.ts'
import type { StoredOrder } from '../store.ts'
import { spacedCard, TEST_CARDS } from './cards.ts'
import { FORM_TOKEN_FIELD } from './formGuard.ts'
import { Html, html } from './html.ts'
import { payLabel } from './orders.ts'

/**
 * The sandbox's checkout pages, rendered on the server: plain forms, no script, one stylesheet (/checkout.css).
 * One URL per order shows whatever the order needs next: the checkout, the confirmation step, the progress, or
 * the result (pending pages refresh themselves every second).
 *
 * What a browser test finds on them (stable ids and accessible names):
 * - checkout: input labelled 'Amount' (#amount) with button 'Update quote' (#update-quote); the quote as
 *   <dl id="quote"> ('You pay', 'Provider fee (1.5%)', 'Network fee', 'Subtotal', 'You receive'); radios 'Card'
 *   (#method-card) and 'Bank transfer' (#method-bank); inputs 'Card number' (#card-number), 'Expiry'
 *   (#card-expiry, MM/YY), 'CVC' (#card-cvc), 'Name on card' (#card-name); with Bank transfer, 'Account holder'
 *   (#bank-holder); button 'Pay 50.00 USD' (#pay); a refused form's reason in #error (role alert).
 * - confirmation step (card 4000 0025 0000 3155): buttons 'Confirm payment' (#confirm) and 'Cancel' (#cancel).
 * - progress and result: #status (role status) with data-status created|pending|completed|failed; the result
 *   line #result ('Payment complete — 49.25 USDC sent to 0x…' or 'Payment failed'), #tx-hash, #failure-reason,
 *   and #close-hint ('You can close this window.').
 */

export interface PageProvider {
  name: string
  label: string
  feePercent: number
}

export interface CheckoutView {
  provider: PageProvider
  order: StoredOrder
  /** Where the tokens go, as the page names it ("Airlock Devnet"). */
  networkName: string
  bankTransferDelayMs: number
  /** The token this order's forms carry (formGuard.ts): only a form from this page is taken. */
  formToken: string
  error?: string | undefined
  notice?: string | undefined
  /** The payment method the visitor chose, kept when their form is refused. */
  method?: PaymentMethodId | undefined
  /** The amount field as the visitor typed it, kept when refused. */
  amountText?: string | undefined
  now?: Date
}

function layout(title: string, provider: PageProvider | undefined, body: Html, refresh = false): string {
  return `<!doctype html>${html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh ? new Html('<meta http-equiv="refresh" content="1">') : undefined}
<title>${title}</title>
<link rel="stylesheet" href="/checkout.css">
</head>
<body class="${provider ? `brand-${provider.name}` : 'brand-sandbox'}">
<main>
<div class="panel">
<header><h1>${provider?.label ?? 'Airlock onramp'}</h1><span class="badge">Sandbox</span></header>
${body}
</div>
<footer class="muted">A sandbox checkout: no real money moves. Tokens are sent on the devnet.</footer>
</main>
</body>
</html>`}`
}

const fiat = (cents: bigint, currency: string) => `${formatFiat(cents)} ${currency}`

function breakdown(order: StoredOrder, provider: PageProvider): Html {
  const currency = order.paymentCurrency
  return html`<dl id="quote">
<dt>You pay</dt><dd id="quote-total">${fiat(order.totalCents, currency)}</dd>
<dt>Provider fee (${provider.feePercent}%)</dt><dd id="quote-fee">${fiat(order.providerFeeCents, currency)}</dd>
<dt>Network fee</dt><dd id="quote-network-fee">${fiat(order.networkFeeCents, currency)}</dd>
<dt>Subtotal</dt><dd id="quote-subtotal">${fiat(order.subtotalCents, currency)}</dd>
<dt class="total">You receive</dt><dd class="total" id="quote-receive">${tokenAmount(order)} ${order.symbol}</dd>
</dl>`
}

const hidden = (view: CheckoutView) => html`<input type="hidden" name="order" value="${view.order.id}">
<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${view.formToken}">`

function testCards(): Html {
  return html`<section class="test-cards" aria-labelledby="test-cards-title">
<strong id="test-cards-title">Test cards</strong>
<ul>
<li><code>${spacedCard(TEST_CARDS.succeeds)}</code> succeeds</li>
<li><code>${spacedCard(TEST_CARDS.declined)}</code> is declined</li>
<li><code>${spacedCard(TEST_CARDS.confirmation)}</code> asks you to confirm the payment</li>
</ul>
<p class="muted">Any future expiry (e.g. 12/34), any 3-digit CVC, any name.</p>
</section>`
}

function checkout(view: CheckoutView): Html {
  const { order, provider } = view
  const base = `/${provider.name}`
  const method = view.method ?? order.paymentMethod ?? 'card'
  const bankSeconds = Math.max(1, Math.round(view.bankTransferDelayMs / 1000))
  return html`<p>Buy <strong>${order.symbol}</strong> on ${view.networkName}, sent to <code id="wallet">${getAddress(order.address)}</code></p>
${view.notice ? html`<p class="notice" id="notice">${view.notice}</p>` : undefined}
${view.error ? html`<p class="alert" id="error" role="alert">${view.error}</p>` : undefined}
<form method="post" action="${base}/amount">
${hidden(view)}
<label for="amount">Amount</label>
<div class="row"><input id="amount" name="amount" inputmode="decimal" autocomplete="off" value="${view.amountText ?? formatFiat(order.totalCents)}"><span>${order.paymentCurrency}</span><button type="submit" id="update-quote" class="secondary">Update quote</button></div>
</form>
${breakdown(order, provider)}
<form method="post" action="${base}/pay">
${hidden(view)}
<fieldset class="methods"><legend>Payment method</legend>
<label for="method-card"><input type="radio" name="method" id="method-card" value="card"${method === 'card' ? new Html(' checked') : undefined}>Card</label>
<label for="method-bank"><input type="radio" name="method" id="method-bank" value="ach_bank_account"${method === 'ach_bank_account' ? new Html(' checked') : undefined}>Bank transfer</label>
</fieldset>
<div class="card-fields">
<label for="card-number">Card number</label>
<input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242">
<div class="split">
<div><label for="card-expiry">Expiry</label><input id="card-expiry" name="card_expiry" autocomplete="cc-exp" placeholder="MM/YY"></div>
<div><label for="card-cvc">CVC</label><input id="card-cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></div>
</div>
<label for="card-name">Name on card</label>
<input id="card-name" name="card_name" autocomplete="cc-name">
</div>
<div class="bank-fields">
<label for="bank-holder">Account holder</label>
<input id="bank-holder" name="bank_holder" autocomplete="name">
<p class="muted">In this sandbox a bank transfer settles after about ${bankSeconds} s; the tokens are sent then.</p>
</div>
<button type="submit" id="pay" class="primary">${payLabel(order)}</button>
</form>
${testCards()}`
}

function confirmation(view: CheckoutView): Html {
  const { order } = view
  return html`<section id="status" role="status" data-status="created">
<h2>Confirm your payment</h2>
<p>Your card issuer asks you to confirm this payment of <strong>${fiat(order.totalCents, order.paymentCurrency)}</strong> for ${tokenAmount(order)} ${order.symbol}.</p>
<form method="post" action="/${view.provider.name}/confirm" class="actions">
${hidden(view)}
<button type="submit" name="decision" value="cancel" id="cancel" class="secondary">Cancel</button>
<button type="submit" name="decision" value="confirm" id="confirm">Confirm payment</button>
</form>
</section>`
}

const closeHint = html`<p id="close-hint" class="muted">You can close this window.</p>`

function progress(view: CheckoutView): Html {
  const { order } = view
  const now = view.now ?? new Date()
  const amount = `${tokenAmount(order)} ${order.symbol}`
  const wallet = getAddress(order.address)
  if (order.status === 'completed') {
    return html`<section id="status" role="status" data-status="completed" class="status completed">
<div class="icon" aria-hidden="true">✓</div>
<h2 id="result">Payment complete — ${amount} sent to ${wallet}</h2>
<p>Paid ${fiat(order.totalCents, order.paymentCurrency)}${order.paymentMethod === 'ach_bank_account' ? ' by bank transfer' : ' by card'}.</p>
<p>Transaction <code id="tx-hash">${order.txHash ?? ''}</code></p>
${closeHint}
</section>`
  }
  if (order.status === 'failed') {
    return html`<section id="status" role="status" data-status="failed" class="status failed">
<div class="icon" aria-hidden="true">✕</div>
<h2 id="result">Payment failed</h2>
<p id="failure-reason">${order.failureReason ?? 'The payment did not go through.'}</p>
<p class="muted">Nothing was sent${order.txHash ? '' : ' to your wallet'}.</p>
${closeHint}
</section>`
  }
  const settling = order.settleAt && order.settleAt.getTime() > now.getTime()
  const seconds = settling ? Math.ceil(((order.settleAt as Date).getTime() - now.getTime()) / 1000) : 0
  return html`<section id="status" role="status" data-status="pending" class="status">
<div class="spinner" aria-hidden="true"></div>
${
  settling
    ? html`<h2 id="progress">Waiting for your bank transfer of ${fiat(order.totalCents, order.paymentCurrency)}</h2>
<p>It settles in about ${seconds} s; then ${amount} are sent to ${wallet}.</p>`
    : html`<h2 id="progress">Payment received — sending ${amount} to ${wallet}</h2>
${order.txHash ? html`<p>Transaction <code id="tx-hash">${order.txHash}</code></p>` : html`<p class="muted">Preparing the transfer…</p>`}`
}
<p class="muted">This page updates by itself.</p>
</section>`
}

/** The order's page, whatever state it is in. */
export function orderPage(view: CheckoutView): string {
  const { order, provider } = view
  const title = `${provider.label} — buy ${order.symbol}`
  if (order.status === 'created') {
    return layout(title, provider, order.awaitingConfirmation ? confirmation(view) : checkout(view))
  }
  return layout(title, provider, progress(view), order.status === 'pending')
}

/** A page that cannot show an order (bad link, unknown session, wrong public key). */
export function errorPage(title: string, message: string, provider?: PageProvider): string {
  return layout(
    title,
    provider,
    html`<h2>${title}</h2><p class="alert" id="error" role="alert">${message}</p>${closeHint}`,
  )
}

/** The sandbox origin's front page: what it is and its test cards. */
export function indexPage(providers: readonly PageProvider[]): string {
  return layout(
    'Airlock onramp sandbox',
    undefined,
    html`<h2>Onramp sandbox</h2>
<p>The checkout pages the cloud's sandbox providers open: ${providers.map((provider) => html`<code>/${provider.name}/</code> `)}</p>
<p class="muted">A dapp opens them through the kit's Buy view; each purchase is delivered from the sandbox treasury.</p>
${testCards()}`,
  )
}
