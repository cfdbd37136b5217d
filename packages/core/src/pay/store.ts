import type { PaymentIntent } from '@airlock/protocol/cloud-api'
import { createStore } from 'zustand/vanilla'
import type { BaseError } from '../errors/base.ts'
import type { CaipNetworkId } from '../types.ts'
import type { PayRoute } from './planning.ts'

/**
 * What a dapp asks to pay: `amount` in the asset's units ("5", "12.50"), `asset` as CAIP-19
 * (`eip155:1/erc20:0x…` or `eip155:1/slip44:60`), and optionally `reference`, the id (`pay_…`) of the payment
 * request the shop's server created, which the kit then pays through the payments contract.
 *
 * @example
 * const request: PayRequest = {
 *   recipient: '0x1111111111111111111111111111111111111111',
 *   amount: '12.50',
 *   asset: 'eip155:8453/erc20:0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
 *   reference: 'pay_3xZ…',
 * }
 */
export interface PayRequest {
  recipient: string
  amount: string
  asset: string
  reference?: string | undefined
}

/**
 * A payment made: what `airlock.pay()` resolves with.
 *
 * @example
 * const { transactionHash, payer, paymentId } = await airlock.pay(request)
 */
export interface PayResult {
  transactionHash: string
  network: CaipNetworkId
  asset: string
  amount: string
  payer: string
  /** The payment request's id, for a payment made with `reference`. */
  paymentId?: string | undefined
}

/**
 * Where a payment stands. `idle` before any; `loading` while the payment request and the asset are read;
 * `needsConnection` until an account is connected; `quoting` while the routes are priced; `ready` for the
 * visitor to choose a route and confirm; `approving` and `paying` while the wallet is asked and the
 * transactions are mined; `confirming` until the cloud reports the payment request paid; `paid`; `failed` when
 * the payment cannot go on (`error` says why).
 *
 * @example
 * airlock.payment.subscribe(({ status }) => spinner.toggle(status === 'paying' || status === 'confirming'))
 */
export type PayStatus =
  | 'idle'
  | 'loading'
  | 'needsConnection'
  | 'ready'
  | 'quoting'
  | 'approving'
  | 'paying'
  | 'confirming'
  | 'paid'
  | 'failed'

/**
 * The asset being paid, as the Pay view shows it.
 *
 * @example
 * const { symbol, decimals, amountAtomic } = airlock.payment.getState().asset ?? {}
 */
export interface PayAssetInfo {
  caip19: string
  network: CaipNetworkId
  symbol: string
  decimals: number
  /** The amount in the asset's smallest unit. */
  amountAtomic: bigint
  /** The asset's image, once read with the account's balances or the cloud's price. */
  iconUrl?: string | undefined
}

/**
 * The payment in progress, for the Pay view and for a dapp following it.
 *
 * @example
 * airlock.payment.subscribe(({ status, route, error }) => {
 *   if (status === 'ready' && route?.kind === 'buy') console.log('the visitor must buy first')
 *   if (error) console.warn(error.shortMessage)
 * })
 */
export interface PayState {
  status: PayStatus
  request: PayRequest | undefined
  /** The shop's payment request, when `reference` was given. */
  intent: PaymentIntent | undefined
  asset: PayAssetInfo | undefined
  /** The ways to pay, best first (see `planRoutes`). */
  routes: PayRoute[]
  /** The route `confirm` takes. */
  route: PayRoute | undefined
  /** The amount in US dollars, when the asset's price is known. */
  usdValue: number | undefined
  /** The last failure: terminal with `failed`, else shown beside the routes until the next attempt. */
  error: BaseError | undefined
  /** The approval or payment transaction waiting for its receipt. */
  pendingHash: string | undefined
  result: PayResult | undefined
}

export function emptyPayState(): PayState {
  return {
    status: 'idle',
    request: undefined,
    intent: undefined,
    asset: undefined,
    routes: [],
    route: undefined,
    usdValue: undefined,
    error: undefined,
    pendingHash: undefined,
    result: undefined,
  }
}

export function createPayStore() {
  const store = createStore<PayState>(() => emptyPayState())
  return Object.assign(store, {
    patch: (values: Partial<PayState>) => store.setState(values),
    reset: () => store.setState(emptyPayState(), true),
  })
}

export type PayStore = ReturnType<typeof createPayStore>
