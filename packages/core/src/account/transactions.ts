import { reportInternalError } from '../cloud/telemetry.ts'
import type { AirlockContext } from '../context.ts'
import { ErrorMessages } from '../errors.ts'
import { ACTIVITY_NAMESPACES } from './balance.ts'
import { activityKey } from './transactionsStore.ts'

/**
 * Loads the next page of the active account's activity (eip155, solana and bip122: ACTIVITY_NAMESPACES).
 * The list is the active network's and the account's on its namespace; another network or account starts it
 * over. A page in flight is awaited rather than asked again, and a reset supersedes it: its answer is dropped,
 * so a list never holds two answers to the same question. An entry already listed (a page boundary that moved
 * while the visitor read) is not listed again. A failure shows 'Failed to fetch transactions' and leaves an
 * empty list.
 */
export async function fetchTransactions(
  ctx: AirlockContext,
  options: { reset?: boolean; quiet?: boolean } = {},
) {
  const { cloud } = ctx
  const network = ctx.chain.getState().activeCaipNetwork
  const account = network && ctx.account.get(network.chainNamespace)
  const store = ctx.transactions
  if (!account?.address || !network || !ACTIVITY_NAMESPACES.includes(network.chainNamespace) || !cloud) return
  const key = activityKey(network.caipNetworkId, account.address)
  if (options.reset || store.getState().key !== key) store.reset(account.address, key)
  const { next, loading } = store.getState()
  if (loading || next === null) return
  const generation = store.generation()
  store.setState({ loading: true })
  try {
    const page = await cloud.blockchain.history(account.address, {
      cursor: next ?? undefined,
      chainId: network.caipNetworkId,
    })
    if (store.generation() !== generation) return
    store.setState((s) => {
      const listed = new Set(s.transactions.map((tx) => tx.id))
      const fresh = page.data.filter((tx) => !listed.has(tx.id) && listed.add(tx.id))
      return { transactions: [...s.transactions, ...fresh], next: page.next, loading: false }
    })
  } catch (error) {
    if (store.generation() !== generation) return
    store.setState({ transactions: [], next: undefined, loading: false })
    reportInternalError(ctx, ErrorMessages.FAILED_TO_FETCH_TRANSACTIONS, error)
    if (!options.quiet) ctx.toast.showError(ErrorMessages.FAILED_TO_FETCH_TRANSACTIONS)
  }
}

/** How often the activity is read again after a transaction until the cloud has indexed it. */
const ACTIVITY_RETRIES = 6
const ACTIVITY_RETRY_MS = 1000

/**
 * Reads the activity again until the transaction `hash` shows up (the cloud indexes blocks a moment after they
 * are mined), a few times at most. Quiet: a failed read must not replace the caller's own result toast.
 */
export async function waitForActivity(ctx: AirlockContext, hash: string) {
  for (let attempt = 0; attempt < ACTIVITY_RETRIES; attempt++) {
    await fetchTransactions(ctx, { reset: true, quiet: true })
    const { transactions } = ctx.transactions.getState()
    // EVM hashes are hex in any case; Solana signatures are case-sensitive base58, Bitcoin txids lower-case hex.
    if (transactions.some((tx) => tx.metadata.hash.toLowerCase() === hash.toLowerCase())) return
    await new Promise((resolve) => setTimeout(resolve, ACTIVITY_RETRY_MS))
  }
}
