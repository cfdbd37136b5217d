/**
 * A dapp's session proposal: what approving would grant (the selected address on every network the wallet
 * knows that the dapp asked for, plus Solana and Bitcoin), and the user's approval or rejection. One answer
 * at a time: while one is on its way (`busy`), other buttons do nothing.
 */
import { type SessionRecord, sdkError } from '@airlock/protocol'
import { approvedNamespacesFor } from '@airlock/wallet-engine'
import { exposedAddress, selectedNetwork } from '../accounts/selection.ts'
import { chainNamespaceSupport } from '../chains/support.ts'
import { NETWORKS } from '../config.ts'
import { messageOf, readableError } from '../format/text.ts'
import { withSmartMethods } from '../smart/namespaces.ts'
import type { PendingProposal, WalletState } from '../store/walletState.ts'
import type { Feedback } from '../ui/feedback.ts'
import type { WalletContext } from '../wallet/context.ts'

export const NO_SUPPORTED_NETWORK =
  'This dapp asks for no network Airlock Wallet supports (EVM networks, Solana, Bitcoin test chain).'

export interface Grant {
  namespaces?: SessionRecord['namespaces']
  error?: string
}

/** What approving would grant, or why it cannot be approved. */
export function grantFor(state: WalletState, proposal: PendingProposal): Grant {
  if (state.accountMode === 'smartAccount' && state.smartAccount.status !== 'ready') {
    return {
      error:
        state.smartAccount.status === 'error'
          ? `The smart account is unavailable: ${state.smartAccount.message}`
          : 'The smart account’s address is still being read from the devnet.',
    }
  }
  try {
    const namespaces = approvedNamespacesFor(proposal.params, {
      chains: NETWORKS.map((item) => item.caip),
      addresses: [exposedAddress(state)],
      preferredChain: selectedNetwork(state).caip,
      namespaces: chainNamespaceSupport(),
    })
    if (Object.keys(namespaces).length === 0) return { error: NO_SUPPORTED_NETWORK }
    return { namespaces: withSmartMethods(namespaces) }
  } catch (error) {
    return { error: messageOf(error) }
  }
}

/** Proposals to show: a dapp's fallback proposal is hidden while its one-click auth request waits. */
export function visibleProposals(state: Pick<WalletState, 'proposals' | 'authRequests'>): PendingProposal[] {
  const topics = new Set(state.authRequests.map((item) => item.topic))
  return state.proposals.filter((item) => !topics.has(item.params.pairingTopic))
}

export interface Proposals {
  approveProposal(id: number): Promise<void>
  rejectProposal(id: number): Promise<void>
}

export function createProposals(ctx: WalletContext, feedback: Feedback): Proposals {
  const { store } = ctx
  const drop = (id: number) =>
    store.setState({ proposals: store.getState().proposals.filter((item) => item.id !== id) })
  const waiting = (id: number) => {
    const state = store.getState()
    const proposal = state.proposals.find((item) => item.id === id)
    return ctx.client && proposal && !state.busy ? { client: ctx.client, proposal } : undefined
  }
  return {
    async approveProposal(id) {
      const found = waiting(id)
      if (!found) return
      const { client, proposal } = found
      const { namespaces, error } = grantFor(store.getState(), proposal)
      if (!namespaces) {
        feedback.toast('error', error ?? 'This proposal cannot be approved.')
        return
      }
      store.setState({ busy: { id, action: 'approve' } })
      const name = proposal.params.proposer.metadata.name
      try {
        await client.approve({ id, namespaces })
        drop(id)
        store.setState({ sessions: client.sessions })
        feedback.log('connected', `Connected to ${name}`, name)
        feedback.toast('success', `Connected to ${name}.`)
      } catch (failure) {
        drop(id)
        feedback.toast('error', `Could not connect to ${name}: ${readableError(messageOf(failure), 140)}`)
      } finally {
        store.setState({ busy: undefined })
      }
    },
    async rejectProposal(id) {
      const found = waiting(id)
      if (!found) return
      const { client, proposal } = found
      store.setState({ busy: { id, action: 'reject' } })
      try {
        const name = proposal.params.proposer.metadata.name
        await client.reject({ id, reason: sdkError('USER_REJECTED') })
        feedback.log('rejected', `Rejected a connection from ${name}`, name)
        feedback.toast('info', `Rejected the connection from ${name}.`)
      } catch (failure) {
        feedback.toast('error', messageOf(failure))
      } finally {
        drop(id)
        store.setState({ busy: undefined })
      }
    },
  }
}
