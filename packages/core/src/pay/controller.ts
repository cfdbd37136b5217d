import type { PaymentIntent } from '@airlock/protocol/cloud-api'
import type { AirlockContext } from '../context.ts'
import { BaseError } from '../errors/base.ts'
import { ConnectionClosedError } from '../errors/connectionClosed.ts'
import { parseErrorMessage } from '../errors.ts'
import { isDecimalAmount, parseUnits } from '../format/units.ts'
import { openModal } from '../modal/actions.ts'
import { ChainSwitchError } from '../network/errors.ts'
import { switchNetwork } from '../network/switch.ts'
import { methodLimits } from '../onramp/limits.ts'
import { isValidAddress } from '../shared/address.ts'
import { swapper } from '../swap/swapper.ts'
import type { CaipNetwork } from '../types.ts'
import { createPayApi, type PayApi } from './api.ts'
import { holdingsOn, parseAsset, sameAsset } from './asset.ts'
import {
  InvalidPaymentRequestError,
  PaymentAlreadyPaidError,
  PaymentCancelledError,
  PaymentExpiredError,
  PaymentInsufficientFundsError,
  PaymentMismatchError,
  PaymentRevertedError,
  PayNotEnabledError,
} from './errors.ts'
import { planTransactions, sendPlan } from './execution.ts'
import { checkIntent, readIntent, waitUntilPaid } from './intent.ts'
import { createPayMarket, type PayMarket } from './market.ts'
import { planRoutes, swapCandidates, usdValue } from './planning.ts'
import type { PayAssetInfo, PayRequest, PayResult, PayStore } from './store.ts'

/** What the controller is given rather than imports: the page's own balance refresh (see the Pay actions). */
export interface PayControllerDeps {
  refreshBalances: () => Promise<void>
}

/**
 * What a purchase for a payment asks on top of the shortfall's dollar value: the provider's fee (1-2%) and the
 * network's come out of what is bought, and a purchase that arrives just short would send the visitor back to
 * Buy a second time.
 */
const BUY_FEE_ALLOWANCE = 0.05

/** The currency a purchase for a payment is preset in: the asset's price is in US dollars. */
const BUY_CURRENCY = 'USD'

const asBaseError = (error: unknown) =>
  error instanceof BaseError ? error : new BaseError(parseErrorMessage(error), { cause: error })

/** Failures after which the same payment cannot go on: the promise rejects at once. */
const isTerminal = (error: unknown) =>
  !(error instanceof BaseError) ||
  error instanceof PaymentExpiredError ||
  error instanceof PaymentAlreadyPaidError ||
  error instanceof PaymentMismatchError ||
  error instanceof InvalidPaymentRequestError

/**
 * Pay, over `store` (one per kit instance; loaded on the first `airlock.pay()`). One payment at a time: a new
 * one cancels the last. A wallet refusal, a revert or too little funds leave the payment `ready` with `error`
 * set, so the visitor can choose again; `pay()` then rejects only when the visitor closes the modal (with
 * PaymentCancelledError whose cause is that last failure). An expired, paid or mismatched request fails at once.
 */
export function createPayController(ctx: AirlockContext, store: PayStore, deps: PayControllerDeps) {
  const api: PayApi | undefined = ctx.cloud ? createPayApi(ctx.cloud.http) : undefined
  let pending: { resolve: (result: PayResult) => void; reject: (error: unknown) => void } | undefined
  /** Aborted when the payment ends: its reads and its wait for the cloud stop. */
  let run = new AbortController()
  /** Where the visitor went from Pay and comes back from. */
  let detour: 'connect' | 'buy' | undefined
  let network: CaipNetwork | undefined
  /** The asked asset's price and image, and the gas kept; read anew for each payment. */
  let market: PayMarket | undefined

  const payer = () => ctx.account.get('eip155')?.address
  const onNetwork = (target: CaipNetwork) =>
    ctx.chain.getState().activeCaipNetwork?.caipNetworkId === target.caipNetworkId

  function finish(outcome: { result: PayResult } | { error: unknown }) {
    const settled = pending
    pending = undefined
    detour = undefined
    run.abort(new PaymentCancelledError())
    if ('result' in outcome) {
      store.patch({ status: 'paid', result: outcome.result, error: undefined, pendingHash: undefined })
      settled?.resolve(outcome.result)
    } else {
      store.patch({ status: 'failed', error: asBaseError(outcome.error), pendingHash: undefined })
      settled?.reject(outcome.error)
    }
  }

  const stops = [
    // Closing the modal cancels, except the close that follows a connection made for this payment: Pay
    // comes back.
    ctx.modal.subscribe((state, previous) => {
      if (!previous.open || state.open || !pending) return
      if (detour === 'connect' && payer()) {
        detour = undefined
        queueMicrotask(() => openModal(ctx, { view: 'Pay' }))
        return
      }
      finish({ error: new PaymentCancelledError({ cause: store.getState().error }) })
    }),
    ctx.account.subscribe(() => {
      const { status } = store.getState()
      if (!pending) return
      if (status === 'needsConnection' && payer()) void plan(run.signal)
      else if (!payer() && (status === 'ready' || status === 'quoting'))
        store.patch({ status: 'needsConnection' })
    }),
    // A purchase made for this payment completed: its tokens are in the account, Pay shows the routes again.
    ctx.onramp.subscribe((state, previous) => {
      if (
        detour !== 'buy' ||
        state.checkout.status !== 'completed' ||
        previous.checkout.status === 'completed'
      )
        return
      void resume()
    }),
  ]

  /** Starts a payment: opens the modal on Pay, and settles with the result or a typed error. */
  function pay(request: PayRequest): Promise<PayResult> {
    if (!ctx.options.features.pay) return Promise.reject(new PayNotEnabledError('feature'))
    if (!api) return Promise.reject(new PayNotEnabledError('cloud'))
    if (pending) finish({ error: new PaymentCancelledError({ details: 'Another payment started' }) })
    run = new AbortController()
    market = createPayMarket(api)
    store.reset()
    store.patch({ status: 'loading', request })
    const settled = new Promise<PayResult>((resolve, reject) => {
      pending = { resolve, reject }
    })
    openModal(ctx, { view: 'Pay' })
    void load(request, run.signal)
    return settled
  }

  async function load(request: PayRequest, signal: AbortSignal) {
    try {
      const asset = await describe(api as PayApi, request)
      if (signal.aborted) return
      store.patch({
        asset,
        intent: asset.intent,
        usdValue: usdValue(asset.amountAtomic, asset.decimals, priceOf(asset)),
      })
      await plan(signal)
    } catch (error) {
      if (!signal.aborted) finish({ error })
    }
  }

  /** Reads and checks what the page asked: the asset, its network, the amount, the shop's request. */
  async function describe(
    payApi: PayApi,
    request: PayRequest,
  ): Promise<PayAssetInfo & { intent?: PaymentIntent }> {
    const asset = parseAsset(request.asset)
    if (!asset) throw new InvalidPaymentRequestError(`asset ${request.asset} is not a CAIP-19 EVM asset`)
    if (!isValidAddress('eip155', request.recipient.trim()))
      throw new InvalidPaymentRequestError(`recipient ${request.recipient} is not an EVM address`)
    if (!isDecimalAmount(request.amount.trim()) || Number(request.amount) <= 0)
      throw new InvalidPaymentRequestError(`amount ${request.amount} is not a positive decimal`)
    network = ctx.chain.findNetwork(asset.network, 'eip155')
    if (!network) throw new InvalidPaymentRequestError(`network ${asset.network} is not one this app offers`)
    const intent = request.reference ? await readIntent(payApi, request.reference.trim()) : undefined
    if (intent) checkIntent(intent, request)
    const { symbol, decimals } = intent
      ? intent
      : !asset.token
        ? network.nativeCurrency
        : (holdingsOn(network, tokenRows(), undefined).find((h) => sameAsset(h.asset, asset.caip19)) ??
          (await payApi.tokenInfo(asset.network, asset.token)))
    let amountAtomic: bigint
    try {
      amountAtomic = parseUnits(request.amount.trim(), decimals)
    } catch (error) {
      throw new InvalidPaymentRequestError(`amount ${request.amount}: ${parseErrorMessage(error)}`, {
        cause: error,
      })
    }
    return {
      caip19: asset.caip19,
      network: asset.network,
      symbol,
      decimals,
      amountAtomic,
      ...(intent ? { intent } : {}),
    }
  }

  const tokenRows = () => ctx.account.get('eip155')?.tokenBalance ?? []

  function holdings() {
    const account = ctx.account.get('eip155')
    const target = network as CaipNetwork
    const native = account?.balanceChainId === target.caipNetworkId ? account.balance : undefined
    return holdingsOn(target, tokenRows(), native)
  }

  function priceOf(asset: PayAssetInfo) {
    return holdings().find((h) => sameAsset(h.asset, asset.caip19))?.price
  }

  /** The routes for the connected account's balances, with a quote for every other holding. */
  async function plan(signal: AbortSignal) {
    const { asset, request } = store.getState()
    if (!asset || !request) return
    if (!payer()) {
      store.patch({ status: 'needsConnection', routes: [], route: undefined })
      return
    }
    store.patch({ status: 'quoting' })
    await deps.refreshBalances().catch(() => undefined)
    const held = holdings()
    const quotes = new Map(
      await Promise.all(
        swapCandidates(asset.caip19, held).map(async (holding) => {
          const quote = await (api as PayApi)
            .quote(
              { asset: asset.caip19, amountAtomic: asset.amountAtomic.toString(), payWith: holding.asset },
              signal,
            )
            .catch(() => undefined)
          return [holding.asset, quote] as const
        }),
      ),
    )
    const [looks, reserve] = await Promise.all([
      (market as PayMarket).looks(asset, held),
      (market as PayMarket).reserve(asset),
    ])
    if (signal.aborted) return
    const routes = planRoutes(asset, asset.amountAtomic, held, quotes, reserve)
    const [best] = routes
    const short = best?.kind === 'buy' ? new PaymentInsufficientFundsError(best.missing) : undefined
    // A failure shown earlier stays until the next attempt, except a shortfall the balances no longer have.
    const shown = store.getState().error
    store.patch({
      status: 'ready',
      routes,
      route: best,
      asset: looks?.iconUrl === asset.iconUrl ? asset : { ...asset, iconUrl: looks?.iconUrl },
      usdValue: usdValue(asset.amountAtomic, asset.decimals, looks?.price),
      error: short ?? (shown instanceof PaymentInsufficientFundsError ? undefined : shown),
    })
  }

  /** Picks the route `confirm` takes, by what it spends (CAIP-19). */
  function chooseRoute(payWith: string) {
    const route = store.getState().routes.find((r) => r.payWith === payWith)
    if (route) store.patch({ route })
  }

  /** Pays by the chosen route (a `buy` route goes to the purchase instead); the wallet is asked from here. */
  async function confirm() {
    const state = store.getState()
    const { route, asset, request, intent } = state
    if (state.status !== 'ready' || !route || !asset || !request || !pending) return
    if (route.kind === 'buy') return buyForPayment()
    const signal = run.signal
    store.patch({ error: undefined })
    try {
      if (intent && Date.parse(intent.expiresAt) <= Date.now()) throw new PaymentExpiredError(intent.id)
      const target = network as CaipNetwork
      // The wallet pays on the payment's network: a refused switch pays nothing.
      if (!onNetwork(target) && (!(await switchNetwork(ctx, target)) || !onNetwork(target)))
        throw new ChainSwitchError(target.name)
      const who = swapper(ctx)
      const payApi = api as PayApi
      const txs = await planTransactions(
        payApi,
        who,
        { asset: asset.caip19, amount: asset.amountAtomic, recipient: request.recipient.trim(), intent },
        route,
      )
      const hash = await sendPlan(ctx, who, txs, (status, pendingHash) =>
        store.patch({ status, pendingHash }),
      )
      if (intent) {
        store.patch({ status: 'confirming', pendingHash: hash })
        await waitUntilPaid(payApi, intent.id, signal)
      }
      void deps.refreshBalances().catch(() => undefined)
      finish({
        result: {
          transactionHash: hash,
          network: asset.network,
          asset: request.asset,
          amount: request.amount,
          payer: who.address,
          ...(intent ? { paymentId: intent.id } : {}),
        },
      })
    } catch (error) {
      if (signal.aborted) return
      const reason = await explain(error, intent)
      if (isTerminal(reason)) finish({ error: reason })
      else {
        store.patch({ status: 'ready', error: asBaseError(reason), pendingHash: undefined })
        // The price or the balances may have moved: the routes shown next are current.
        void plan(signal)
      }
    }
  }

  /** A reverted payment of a request is told apart: the request expired or was paid meanwhile. */
  async function explain(error: unknown, intent: PaymentIntent | undefined) {
    if (!(error instanceof PaymentRevertedError) || !intent || !api) return error
    try {
      const now = await api.intent(intent.id)
      checkIntent(now, store.getState().request as PayRequest)
    } catch (reason) {
      return reason
    }
    return error
  }

  /**
   * Goes to the purchase of what the payment lacks (the Buy view, with the asset and an amount in US dollars
   * preset: the shortfall's value with room for the purchase's fees, rounded up, and never below what the
   * payment method takes); Pay's state stays, and comes back when the purchase completes or `resume()` is called.
   */
  async function buyForPayment() {
    const { route, asset } = store.getState()
    if (route?.kind !== 'buy' || !asset) return
    const looks = await (market as PayMarket).looks(asset, holdings())
    const usd = usdValue(route.missing, asset.decimals, looks?.price)
    const { paymentMethod, paymentCurrencies } = ctx.onramp.getState()
    const dollars = paymentCurrencies.find((currency) => currency.id === BUY_CURRENCY)
    const minimum = Number(methodLimits(dollars, paymentMethod)?.min ?? 0)
    const amount = usd
      ? String(Math.max(Math.ceil(usd * (1 + BUY_FEE_ALLOWANCE)), Math.ceil(minimum)))
      : undefined
    detour = 'buy'
    ctx.router.push('OnRampProviders', {
      onramp: {
        purchaseCurrency: asset.symbol,
        ...(amount ? { paymentCurrency: BUY_CURRENCY, amount } : {}),
      },
    })
  }

  /** Goes to Connect; once an account connects, the modal comes back to Pay with its routes. */
  function connectForPayment() {
    if (store.getState().status !== 'needsConnection') return
    detour = 'connect'
    ctx.router.push('Connect')
  }

  /**
   * Back to Pay from a detour, with the balances read again and the routes planned anew. A purchase may have
   * moved the wallet to another network: it goes back to the payment's first, where its balances are read (a
   * refused switch is asked again when the visitor pays).
   */
  async function resume() {
    if (!pending) return
    detour = undefined
    ctx.router.reset('Pay')
    const target = network as CaipNetwork
    if (!onNetwork(target)) await switchNetwork(ctx, target).catch(() => false)
    void plan(run.signal)
  }

  /** Gives up the payment: `pay()` rejects with PaymentCancelledError and the modal closes. */
  function cancel() {
    if (!pending) return
    finish({ error: new PaymentCancelledError({ cause: store.getState().error }) })
    ctx.modal.setOpen(false)
  }

  function dispose() {
    for (const stop of stops.splice(0)) stop()
    if (pending) finish({ error: new ConnectionClosedError({ details: 'The kit was destroyed' }) })
    run.abort()
  }

  return { pay, chooseRoute, confirm, buyForPayment, connectForPayment, resume, cancel, dispose }
}

export type PayController = ReturnType<typeof createPayController>
