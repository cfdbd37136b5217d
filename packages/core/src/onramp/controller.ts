import type {
  OnRampNetwork,
  OnRampOrder,
  OnRampPaymentCurrency,
  OnRampProviderInfo,
  OnRampPurchaseCurrency,
} from '@airlock/protocol/cloud-api'
import { CloudError, RequestAbortedError } from '../cloud/errors.ts'
import { NoActiveCaipAddressError } from '../connect/errors.ts'
import type { AirlockContext } from '../context.ts'
import { parseErrorMessage } from '../errors.ts'
import { formatTransactionAmount } from '../format/format.ts'
import type { CaipNetworkId } from '../types.ts'
import { createOnRampApi, type OnRampApi } from './api.ts'
import {
  DEFAULT_PAYMENT_CURRENCY_ID,
  ONRAMP_ORDER_POLL_MS,
  ONRAMP_QUOTE_DEBOUNCE_MS,
  OnRampMessages,
} from './constants.ts'
import { OnRampPurchaseFailedError } from './errors.ts'
import { paymentAmountIssue } from './limits.ts'
import { meldCheckoutUrl, onRampProviderNames, providerSells, resolveProviders } from './providers.ts'
import { emptyOnRampState, idleCheckout, type OnRampCheckout } from './store.ts'

/** What a dapp may preset when it opens the on-ramp: a provider, a token by symbol or id, a fiat amount. */
export interface OnRampArguments {
  provider?: string | undefined
  purchaseCurrency?: string | undefined
  paymentCurrency?: string | undefined
  amount?: string | undefined
}

/** How long the kit follows an order before it stops asking (a bank transfer can take a while). */
const ORDER_FOLLOW_LIMIT_MS = 30 * 60_000

/** A random id for a checkout session the kit names itself: 16 bytes from the platform's CSPRNG, as hex. */
function randomId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The connected EVM account: where purchased tokens go. */
function buyer(ctx: AirlockContext) {
  const address = ctx.account.get('eip155')?.address
  if (!address) throw new NoActiveCaipAddressError()
  return address
}

/** The purchase network matching the active chain, else the currency's first. */
function networkFor(currency: OnRampPurchaseCurrency | undefined, chainId: string | undefined) {
  return currency?.networks.find((n) => n.chain_id === chainId) ?? currency?.networks[0]
}

function caip2(network: OnRampNetwork): CaipNetworkId {
  return `eip155:${network.chain_id}` as CaipNetworkId
}

/**
 * The on-ramp's actions over `ctx.onramp` (one per kit instance; loaded with the Buy views or on the first
 * headless call). The view opens the provider's window; these prepare its URL and follow the order until the
 * tokens arrive.
 */
export function createOnRampController(
  ctx: AirlockContext,
  /** Reads balances and activity again once tokens arrived (the kit's own actions, given by the facade). */
  settle: (transactionHash: string | undefined) => Promise<void>,
) {
  const store = ctx.onramp
  const api: OnRampApi | undefined = ctx.cloud ? createOnRampApi(ctx.cloud.http) : undefined
  let quoteTimer: ReturnType<typeof setTimeout> | undefined
  let quoteAbort: AbortController | undefined
  let loadAbort: AbortController | undefined
  let pendingArgs: OnRampArguments | undefined
  /** Bumped by every change of the draft: an answer for an older draft is stale. */
  let draftVersion = 0
  /** Bumped when a checkout starts or is abandoned: an older order's poll stops. */
  let followVersion = 0

  function cancelQuote() {
    clearTimeout(quoteTimer)
    quoteAbort?.abort()
    quoteAbort = undefined
  }

  function clearQuote(error?: string) {
    store.patch({ quote: undefined, purchaseAmount: undefined, quotesLoading: false, error })
  }

  /** Quotes after the debounce, or at once; an amount the limits refuse is never sent. */
  function scheduleQuote(delay = ONRAMP_QUOTE_DEBOUNCE_MS) {
    draftVersion++
    cancelQuote()
    const { paymentAmount, paymentCurrency, paymentMethod, purchaseCurrency, selectedProvider } =
      store.getState()
    if (
      !purchaseCurrency ||
      !selectedProvider ||
      paymentAmountIssue(paymentAmount, paymentCurrency, paymentMethod)
    ) {
      clearQuote()
      return
    }
    store.patch({ quotesLoading: true, error: undefined })
    quoteTimer = setTimeout(() => void fetchQuote(), delay)
  }

  /** quotesLoading while it runs; on failure the message is kept in `error` and the quote is null. */
  async function fetchQuote() {
    const state = store.getState()
    const { purchaseCurrency, paymentCurrency, network, selectedProvider } = state
    if (!api || !purchaseCurrency || !selectedProvider) return
    const version = draftVersion
    quoteAbort?.abort()
    const abort = new AbortController()
    quoteAbort = abort
    store.patch({ quotesLoading: true, error: undefined })
    try {
      const quote = await api.quote(
        {
          purchaseCurrency: purchaseCurrency.id,
          paymentCurrency: paymentCurrency?.id ?? DEFAULT_PAYMENT_CURRENCY_ID,
          amount: state.paymentAmount.trim() || '0',
          network: purchaseCurrency.symbol,
          ...(network ? { chainId: caip2(network) } : {}),
          paymentMethod: state.paymentMethod,
          provider: selectedProvider.name,
        },
        abort.signal,
      )
      if (version !== draftVersion) return
      store.patch({
        quote,
        purchaseAmount: quote.estimate ? undefined : quote.purchaseAmount.amount,
        quotesLoading: false,
      })
    } catch (error) {
      if (error instanceof RequestAbortedError || version !== draftVersion) return
      clearQuote(parseErrorMessage(error))
    }
  }

  /** Picks the purchase currency the dapp named, else one the active chain can receive, else the first. */
  function pickCurrency(currencies: readonly OnRampPurchaseCurrency[], wanted: string | undefined) {
    const chainId = ctx.chain.getState().activeCaipNetwork?.id?.toString()
    const named = wanted
      ? currencies.find((c) => c.id === wanted || c.symbol.toLowerCase() === wanted.toLowerCase())
      : undefined
    return (
      named ??
      currencies.find((c) => c.symbol === 'USDC' && c.networks.some((n) => n.chain_id === chainId)) ??
      currencies.find((c) => c.networks.some((n) => n.chain_id === chainId)) ??
      currencies[0]
    )
  }

  /**
   * Loads the options (the built-in list when the call fails) and the providers the project allows, then
   * applies `args`. Safe to call again: options already loaded are kept.
   */
  async function init(given?: OnRampArguments) {
    if (given) pendingArgs = given
    if (!api) {
      store.setState({ ...emptyOnRampState(), error: OnRampMessages.NO_CLOUD })
      return
    }
    const state = store.getState()
    if (state.purchaseCurrencies.length === 0 && !state.optionsLoading) {
      loadAbort?.abort()
      const abort = new AbortController()
      loadAbort = abort
      store.patch({ optionsLoading: true, error: undefined })
      try {
        const [options, remote] = await Promise.all([
          api.options(abort.signal),
          ctx.cloud ? ctx.cloud.wallets.features() : Promise.resolve([]),
        ])
        if (abort.signal.aborted) return
        const feature = remote.find((f) => f?.id === 'onramp')
        const names =
          feature && feature.config !== undefined ? onRampProviderNames(feature.config) : undefined
        store.patch({
          purchaseCurrencies: options.purchaseCurrencies,
          paymentCurrencies: options.paymentCurrencies,
          providers: resolveProviders(options.providers, names),
          optionsFallback: options.fallback,
          optionsLoading: false,
        })
      } catch (error) {
        if (abort.signal.aborted) return
        store.patch({ optionsLoading: false, error: parseErrorMessage(error) })
        return
      }
    } else if (state.optionsLoading) return
    applyArgs()
  }

  function applyArgs() {
    const args = pendingArgs ?? {}
    pendingArgs = undefined
    const state = store.getState()
    const purchaseCurrency =
      args.purchaseCurrency || !state.purchaseCurrency
        ? pickCurrency(state.purchaseCurrencies, args.purchaseCurrency)
        : state.purchaseCurrency
    const paymentCurrency =
      state.paymentCurrencies.find((c) => c.id === (args.paymentCurrency ?? '').toUpperCase()) ??
      state.paymentCurrency ??
      state.paymentCurrencies.find((c) => c.id === DEFAULT_PAYMENT_CURRENCY_ID) ??
      state.paymentCurrencies[0]
    const provider =
      state.providers.find((p) => p.name === args.provider) ??
      (state.selectedProvider && state.providers.find((p) => p.name === state.selectedProvider?.name))
    const chainId = ctx.chain.getState().activeCaipNetwork?.id?.toString()
    store.patch({
      purchaseCurrency,
      paymentCurrency,
      selectedProvider: provider,
      network:
        purchaseCurrency === state.purchaseCurrency && state.network
          ? state.network
          : networkFor(purchaseCurrency, chainId),
      ...(args.amount !== undefined ? { paymentAmount: args.amount } : {}),
    })
    scheduleQuote(0)
  }

  function selectProvider(provider: OnRampProviderInfo | string) {
    const name = typeof provider === 'string' ? provider : provider.name
    const state = store.getState()
    const found = state.providers.find((p) => p.name === name)
    store.patch({ selectedProvider: found, checkout: idleCheckout })
    // A Meld-type provider delivers one currency only: the draft moves to it rather than fail at checkout.
    if (state.purchaseCurrency && !providerSells(found, state.purchaseCurrency.symbol)) {
      const sold = state.purchaseCurrencies.filter((c) => providerSells(found, c.symbol))
      const currency = pickCurrency(sold, undefined)
      if (currency) {
        const chainId = ctx.chain.getState().activeCaipNetwork?.id?.toString()
        store.patch({ purchaseCurrency: currency, network: networkFor(currency, chainId) })
      }
    }
    scheduleQuote(0)
  }

  function setPaymentAmount(amount: string) {
    store.patch({ paymentAmount: amount })
    scheduleQuote()
  }

  function selectPurchaseCurrency(currency: OnRampPurchaseCurrency, network?: OnRampNetwork) {
    const chainId = ctx.chain.getState().activeCaipNetwork?.id?.toString()
    store.patch({ purchaseCurrency: currency, network: network ?? networkFor(currency, chainId) })
    scheduleQuote(0)
  }

  function selectPaymentCurrency(currency: OnRampPaymentCurrency) {
    store.patch({ paymentCurrency: currency })
    scheduleQuote(0)
  }

  function selectPaymentMethod(method: string) {
    store.patch({ paymentMethod: method })
    scheduleQuote(0)
  }

  function setCheckout(values: Partial<OnRampCheckout>) {
    store.patch({ checkout: { ...store.getState().checkout, ...values } })
  }

  /**
   * Prepares the provider's checkout for the current draft and starts following its order: a Coinbase-type
   * provider's session from the cloud, or a Meld-type provider's URL with its parameters. Resolves with the
   * URL for the caller to open (the view opens it in a new window), or undefined with `checkout.error` set.
   */
  async function startCheckout(): Promise<string | undefined> {
    const state = store.getState()
    const provider = state.selectedProvider
    const { purchaseCurrency, network, paymentCurrency, paymentAmount, paymentMethod, quote } = state
    if (!api || !provider || !purchaseCurrency || !network) return undefined
    const issue = paymentAmountIssue(paymentAmount, paymentCurrency, paymentMethod)
    if (issue) {
      setCheckout({ status: 'failed', error: issue })
      return undefined
    }
    const version = ++followVersion
    store.patch({ checkout: { ...idleCheckout, status: 'opening', provider } })
    try {
      const address = buyer(ctx)
      const amount = paymentAmount.trim()
      const fiat = paymentCurrency?.id ?? DEFAULT_PAYMENT_CURRENCY_ID
      let url: string
      let orderId: string
      if (provider.type === 'url') {
        orderId = randomId()
        url = meldCheckoutUrl(provider, {
          walletAddress: address,
          chainNamespace: 'eip155',
          chainId: network.chain_id,
          projectId: ctx.options.projectId,
          sourceAmount: amount,
          sourceCurrencyCode: fiat,
          externalSessionId: orderId,
        })
        // Announced first, so that following it before the checkout page has created it reads as an order on
        // its way. A cloud that cannot take the announcement still sells: the order is then followed as before.
        await api.awaitCheckout({ id: orderId, provider: provider.name }).catch(() => undefined)
      } else {
        const session = await api.checkoutUrl({
          destinationWallets: [{ address, blockchains: [network.name], assets: [purchaseCurrency.symbol] }],
          defaultNetwork: network.name,
          partnerUserId: randomId(),
          defaultExperience: 'buy',
          presetFiatAmount: Number(amount),
          defaultAsset: purchaseCurrency.symbol,
          fiatCurrency: fiat,
          defaultPaymentMethod: paymentMethod,
          ...(quote && !quote.estimate ? { quoteId: quote.quoteId } : {}),
          provider: provider.name,
        })
        url = session.url
        orderId = session.sessionId ?? ''
      }
      if (version !== followVersion) return undefined
      setCheckout({ status: 'waiting', url, orderId: orderId || undefined })
      if (orderId) void follow(orderId, version)
      return url
    } catch (error) {
      if (version === followVersion) setCheckout({ status: 'failed', error: parseErrorMessage(error) })
      return undefined
    }
  }

  /** Asks how the order stands until it completes or fails, the visitor gives up, or the limit passes. */
  async function follow(orderId: string, version: number) {
    const started = Date.now()
    while (version === followVersion && Date.now() - started < ORDER_FOLLOW_LIMIT_MS) {
      let order: OnRampOrder | undefined
      try {
        const answer = await (api as OnRampApi).order(orderId)
        // 'awaiting_checkout': the checkout page has not created the order yet; it is still on its way.
        if (answer.status !== 'awaiting_checkout') order = answer
      } catch (error) {
        // A 404 (a cloud that took no announcement) or a failure that may pass: keep asking.
        if (!(error instanceof CloudError)) throw error
      }
      if (version !== followVersion) return
      if (order) {
        if (order.status === 'completed') return complete(order)
        if (order.status === 'failed') return fail(order)
        setCheckout({ order, status: order.status === 'pending' ? 'pending' : 'waiting' })
      }
      await new Promise((resolve) => setTimeout(resolve, ONRAMP_ORDER_POLL_MS))
    }
  }

  /** The Buy views say how the order ended themselves; a toast tells a visitor who left them. */
  function buyViewOpen() {
    const { view } = ctx.router.getState()
    return ctx.modal.getState().open && (view.startsWith('OnRamp') || view === 'BuyInProgress')
  }

  async function complete(order: OnRampOrder) {
    setCheckout({ order, status: 'completed' })
    const bought = formatTransactionAmount(order.purchaseAmount.amount, order.purchaseAmount.currency)
    if (!buyViewOpen()) ctx.toast.showSuccess(OnRampMessages.BOUGHT(bought))
    await settle(order.transactionHash)
  }

  function fail(order: OnRampOrder) {
    const error = new OnRampPurchaseFailedError({ orderId: order.id, reason: order.failureReason })
    setCheckout({ order, status: 'failed', error: error.shortMessage })
    if (!buyViewOpen()) ctx.toast.showError(error.shortMessage)
  }

  return {
    init,
    selectProvider,
    setPaymentAmount,
    selectPurchaseCurrency,
    selectPaymentCurrency,
    selectPaymentMethod,
    startCheckout,
    /** Stops following the open checkout and returns to the draft (the provider's window may stay open). */
    cancelCheckout() {
      followVersion++
      store.patch({ checkout: idleCheckout })
    },
    /** Quotes the draft again now. */
    refreshQuote: () => scheduleQuote(0),
    /** Stops pending quote timers and requests (the views closed); an order keeps being followed. */
    dispose() {
      cancelQuote()
      loadAbort?.abort()
      store.patch({ quotesLoading: false, optionsLoading: false })
    },
  }
}

export type OnRampController = ReturnType<typeof createOnRampController>
