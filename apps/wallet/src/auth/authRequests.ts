/**
 * One-click auth (wc_sessionAuthenticate): the dapp asks to connect and sign in with one approval. The
 * wallet shows the message it would sign, signs one CACAO per supported chain on approval, and drops the
 * dapp's fallback proposal with the answer (both were one question to the user).
 */
import { sdkError } from '@airlock/protocol'
import { WALLET_METHODS } from '@airlock/wallet-engine'
import { ownerAccount, selectedAccount } from '../accounts/selection.ts'
import { NETWORKS } from '../config.ts'
import { messageOf, readableError } from '../format/text.ts'
import type { PendingAuthRequest, WalletState } from '../store/walletState.ts'
import type { Feedback } from '../ui/feedback.ts'
import type { WalletContext } from '../wallet/context.ts'
import { previewAuthMessage, signAuthRequest } from './signAuthRequest.ts'

/** The message signing in would sign (for the first supported chain), or why it cannot be approved. */
export function authPreview(
  state: Pick<WalletState, 'accountIndex'>,
  auth: PendingAuthRequest,
): { chain: string; message: string } | { error: string } {
  return previewAuthMessage({
    authPayload: auth.params.authPayload,
    address: selectedAccount(state).address,
    chains: NETWORKS.map((item) => item.caip),
    methods: WALLET_METHODS,
  })
}

export interface AuthRequests {
  approveAuthRequest(id: number): Promise<void>
  rejectAuthRequest(id: number): Promise<void>
  /**
   * Whether an auth request of this pairing was answered: the dapp's fallback proposal can arrive after the
   * answer, and the dapp dropped it then, so it must not ask the user a second time.
   */
  answered(pairingTopic: string): boolean
}

export function createAuthRequests(ctx: WalletContext, feedback: Feedback): AuthRequests {
  const { store } = ctx
  const answeredTopics = new Set<string>()
  /** The auth request and the fallback proposal sent with it: answered together, they leave together. */
  const drop = (auth: PendingAuthRequest) => {
    answeredTopics.add(auth.topic)
    const state = store.getState()
    store.setState({
      authRequests: state.authRequests.filter((item) => item.id !== auth.id),
      proposals: state.proposals.filter((item) => item.params.pairingTopic !== auth.topic),
      busy: undefined,
    })
  }
  const waiting = (id: number) => {
    const state = store.getState()
    const auth = state.authRequests.find((item) => item.id === id)
    return ctx.client && auth && !state.busy ? { client: ctx.client, auth } : undefined
  }
  return {
    answered: (pairingTopic) => answeredTopics.has(pairingTopic),
    async approveAuthRequest(id) {
      const found = waiting(id)
      if (!found) return
      const { client, auth } = found
      store.setState({ busy: { id, action: 'approve' } })
      const name = auth.params.requester.metadata.name
      try {
        const auths = await signAuthRequest({
          authPayload: auth.params.authPayload,
          account: ownerAccount(store.getState()),
          chains: NETWORKS.map((item) => item.caip),
          methods: WALLET_METHODS,
        })
        await client.approveSessionAuthenticate({ id, auths })
        store.setState({ sessions: client.sessions })
        feedback.log('connected', `Signed in to ${name}`, name)
        feedback.toast('success', `Signed in to ${name}.`)
      } catch (failure) {
        feedback.toast('error', `Could not sign in to ${name}: ${readableError(messageOf(failure), 140)}`)
      } finally {
        drop(auth)
      }
    },
    async rejectAuthRequest(id) {
      const found = waiting(id)
      if (!found) return
      const { client, auth } = found
      store.setState({ busy: { id, action: 'reject' } })
      const name = auth.params.requester.metadata.name
      try {
        await client.rejectSessionAuthenticate({ id, reason: sdkError('USER_REJECTED') })
        feedback.log('rejected', `Rejected signing in to ${name}`, name)
        feedback.toast('info', `Rejected signing in to ${name}.`)
      } catch (failure) {
        feedback.toast('error', messageOf(failure))
      } finally {
        drop(auth)
      }
    },
  }
}
