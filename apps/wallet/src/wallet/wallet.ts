/**
 * The wallet, framework-free: the protocol's wallet role, the selected account and network, what waits for
 * the user and what happened. Built from one module per concern (pairing, proposals, auth, requests, chains,
 * accounts, balances, networks, sessions, feedback), all sharing one zustand store that React reads through
 * useSyncExternalStore (see ../App.tsx).
 */
import { RpcForwarder } from '@airlock/wallet-engine'
import { createPublicClient, http } from 'viem'
import { createAccounts } from '../accounts/accounts.ts'
import { exposedAddress, ownerAccount, selectedAccount, selectedNetwork } from '../accounts/selection.ts'
import { createSmartAccountReader } from '../accounts/smartAccount.ts'
import { authPreview, createAuthRequests } from '../auth/authRequests.ts'
import { createBalances } from '../balances/balances.ts'
import { createChainRequests } from '../chains/chainRequests.ts'
import { bundlerUrl, DEVNET, paymasterUrl, SMART_ACCOUNT_CHAINS } from '../config.ts'
import { messageOf } from '../format/text.ts'
import { createNetworks } from '../networks/networks.ts'
import { createPairing } from '../pairing/pairing.ts'
import { browserStorage, type KeptStorage, loadActivity, loadPrefs } from '../persistence/kept.ts'
import { createProposals, grantFor, visibleProposals } from '../proposals/proposals.ts'
import { createAnswer, sessionOf } from '../requests/answer.ts'
import { createBatches } from '../requests/batches.ts'
import { createEvmRequests } from '../requests/evmRequests.ts'
import { createRequests } from '../requests/requests.ts'
import { createSessions } from '../sessions/sessions.ts'
import { SmartAccounts } from '../smart/smartAccounts.ts'
import {
  createWalletStore,
  type PendingAuthRequest,
  type PendingProposal,
  type WalletState,
} from '../store/walletState.ts'
import { createFeedback } from '../ui/feedback.ts'
import { browserPage, type WalletPage } from './browser.ts'
import type { DevnetReader, WalletContext } from './context.ts'
import { listenToClient } from './events.ts'

export interface WalletOptions {
  /** The page's client, links and deep link; tests hand in their own. */
  page?: WalletPage
  storage?: KeptStorage
  devnet?: DevnetReader
  smart?: SmartAccounts
}

export type Wallet = ReturnType<typeof createWallet>

export function createWallet(options: WalletOptions = {}) {
  const page = options.page ?? browserPage
  const storage = 'storage' in options ? options.storage : browserStorage()
  const activity = loadActivity(storage)
  const ctx: WalletContext = {
    store: createWalletStore({ ...loadPrefs(storage), activity }),
    client: undefined,
    devnet: options.devnet ?? createPublicClient({ transport: http(DEVNET.rpcUrl, { retryCount: 0 }) }),
    smart:
      options.smart ??
      new SmartAccounts({
        rpcUrl: DEVNET.rpcUrl as string,
        chains: SMART_ACCOUNT_CHAINS,
        bundlerUrl,
        paymasterUrl,
      }),
    forwarder: new RpcForwarder(),
    storage,
    nextId: Math.max(0, ...activity.map((item) => item.id)) + 1,
  }
  const { store } = ctx
  const feedback = createFeedback(ctx)
  const balances = createBalances(ctx)
  const smartAccount = createSmartAccountReader(ctx)
  const accounts = createAccounts(ctx, { smartAccount, refreshBalance: balances.refresh })
  const networks = createNetworks(ctx, { refreshBalance: balances.refresh })
  const pairing = createPairing(ctx)
  const proposals = createProposals(ctx, feedback)
  const authRequests = createAuthRequests(ctx, feedback)
  const sessions = createSessions(ctx, feedback)
  /** After a transaction or user operation: the account may be deployed now, and balances moved. */
  const afterChainChange = async () => {
    await smartAccount.load()
    balances.refresh()
  }
  const answer = createAnswer(ctx, feedback, { afterChainChange })
  const requests = createRequests(ctx, feedback, {
    answer,
    smartAccount,
    chains: createChainRequests(ctx, { answer }),
    performEvm: createEvmRequests(ctx, {
      smartAccount,
      batches: createBatches(ctx, smartAccount),
      selectNetwork: networks.selectNetwork,
    }),
  })

  return {
    getState: (): WalletState => store.getState(),
    subscribe: (listener: () => void): (() => void) => store.subscribe(listener),
    get account() {
      return selectedAccount(store.getState())
    },
    get network() {
      return selectedNetwork(store.getState())
    },
    /** The address sessions expose: the smart account's in smart-account mode (once known), else the EOA's. */
    get address() {
      return exposedAddress(store.getState())
    },
    /** The selected key as a viem account: it signs for the EOA and owns the smart account. */
    get owner() {
      return ownerAccount(store.getState())
    },

    /** Starts the wallet; `landedLink` is a link-mode request this page was opened with, handled once ready. */
    async start(landedLink?: string): Promise<void> {
      void smartAccount.load().then(() => balances.refresh())
      balances.refresh()
      balances.startPolling()
      try {
        const client = await page.createClient()
        ctx.client = client
        listenToClient(ctx, client, { pairing, authRequests, requests, sessions, feedback })
        page.listenForLinks((url) => client.dispatchEnvelope(url))
        if (landedLink) client.dispatchEnvelope(landedLink)
        store.setState({
          status: 'ready',
          sessions: client.sessions,
          // Proposals that were waiting when the page closed.
          proposals: client.proposals.map((params) => ({ id: params.id, params })),
        })
      } catch (error) {
        store.setState({ status: 'error', startError: messageOf(error) })
        return
      }
      const deepLink = page.takeDeepLink()
      if (deepLink) await pairing.pair(deepLink)
    },
    stop(): void {
      balances.stop()
      pairing.settle()
      void ctx.client?.stop()
    },

    pair: pairing.pair,
    clearPairError: pairing.clearPairError,
    grantFor: (proposal: PendingProposal) => grantFor(store.getState(), proposal),
    visibleProposals: () => visibleProposals(store.getState()),
    approveProposal: proposals.approveProposal,
    rejectProposal: proposals.rejectProposal,
    authPreview: (auth: PendingAuthRequest) => authPreview(store.getState(), auth),
    approveAuthRequest: authRequests.approveAuthRequest,
    rejectAuthRequest: authRequests.rejectAuthRequest,
    sessionOf: (topic: string) => sessionOf(store.getState(), topic),
    approveRequest: requests.approveRequest,
    rejectRequest: requests.rejectRequest,
    selectAccount: accounts.selectAccount,
    setAccountMode: accounts.setAccountMode,
    selectNetwork: networks.selectNetwork,
    refreshBalance: balances.refresh,
    devnetBalanceOf: balances.devnetBalanceOf,
    disconnect: sessions.disconnect,
    toast: feedback.toast,
    dismissToast: feedback.dismissToast,
  }
}
