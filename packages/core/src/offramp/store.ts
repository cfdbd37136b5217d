import type { BankAccountProblem } from '@airlock/protocol/bank'
import type {
  OffRampBankAccount,
  OffRampOrder,
  OffRampPayoutCurrency,
  OffRampProviderInfo,
  OffRampQuote,
  OffRampSellCurrency,
  OnRampNetwork,
} from '@airlock/protocol/cloud-api'
import { createStore } from 'zustand/vanilla'

/**
 * Where a sale stands once the visitor sells: the order is created, the deposit is sent from the wallet, then
 * the cloud's order is followed until it ends (paid_out, refunded or expired). 'failed' means creating the
 * order or sending the deposit failed: the draft is kept, and selling again starts over.
 */
export type OffRampSaleStatus =
  | 'idle'
  | 'creating'
  | 'depositing'
  | 'following'
  | 'paid_out'
  | 'refunded'
  | 'expired'
  | 'failed'

export interface OffRampSale {
  status: OffRampSaleStatus
  /** The last order the cloud reported. */
  order: OffRampOrder | undefined
  /** The deposit's transaction, once the wallet sent it. */
  depositHash: string | undefined
  /** Why the sale failed, was refunded or expired (the typed error's shortMessage). */
  error: string | undefined
}

/**
 * The bank details as typed, for both kinds of account: switching the payout currency (EUR needs an IBAN, USD
 * a routing and account number) keeps what was typed for the other.
 */
export interface OffRampBankDetails {
  holderName: string
  iban: string
  routingNumber: string
  accountNumber: string
}

/** Selling crypto: the options, the draft, its quote and bank details, and the sale in progress. */
export interface OffRampState {
  optionsLoading: boolean
  sellCurrencies: OffRampSellCurrency[]
  payoutCurrencies: OffRampPayoutCurrency[]
  providers: OffRampProviderInfo[]
  sellCurrency: OffRampSellCurrency | undefined
  /** The network of sellCurrency the tokens are sent on. */
  network: OnRampNetwork | undefined
  payoutCurrency: OffRampPayoutCurrency | undefined
  /** Tokens to sell, as typed. */
  sellAmount: string
  /** What is wrong with the amount (empty, past a limit, more than the balance); undefined when it can be sold. */
  amountIssue: string | undefined
  /** The visitor's balance of sellCurrency on the network, in its units; undefined while unknown. */
  balance: string | undefined
  quote: OffRampQuote | undefined
  quoteLoading: boolean
  /** Why the last quote failed; the quote is then cleared, so no stale payout remains. */
  quoteError: string | undefined
  /** The kind of account the payout currency pays to. */
  bankAccountType: OffRampBankAccount['type']
  bankDetails: OffRampBankDetails
  /** The bank details' problems found when the visitor last sold; a field's entry goes when it is edited. */
  bankProblems: BankAccountProblem[]
  /** Why the options could not be loaded (or the kit has no cloud). */
  error: string | undefined
  sale: OffRampSale
}

export const idleSale: OffRampSale = Object.freeze({
  status: 'idle',
  order: undefined,
  depositHash: undefined,
  error: undefined,
})

export function emptyOffRampState(): OffRampState {
  return {
    optionsLoading: false,
    sellCurrencies: [],
    payoutCurrencies: [],
    providers: [],
    sellCurrency: undefined,
    network: undefined,
    payoutCurrency: undefined,
    sellAmount: '',
    amountIssue: undefined,
    balance: undefined,
    quote: undefined,
    quoteLoading: false,
    quoteError: undefined,
    bankAccountType: 'us',
    bankDetails: { holderName: '', iban: '', routingNumber: '', accountNumber: '' },
    bankProblems: [],
    error: undefined,
    sale: idleSale,
  }
}

export function createOffRampStore() {
  const store = createStore<OffRampState>(() => emptyOffRampState())
  return Object.assign(store, {
    patch: (values: Partial<OffRampState>) => store.setState(values),
  })
}

export type OffRampStore = ReturnType<typeof createOffRampStore>
