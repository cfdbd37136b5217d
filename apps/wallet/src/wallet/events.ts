/**
 * What the protocol client tells the wallet, handed to the module that owns it: proposals and one-click
 * auth requests (which also end the wait of a pasted link), requests, session changes and expiries.
 */
import type { WalletClient } from '@airlock/protocol'
import type { AuthRequests } from '../auth/authRequests.ts'
import type { Pairing } from '../pairing/pairing.ts'
import type { Requests } from '../requests/requests.ts'
import type { Sessions } from '../sessions/sessions.ts'
import type { Feedback } from '../ui/feedback.ts'
import type { WalletContext } from './context.ts'

export const REQUEST_EXPIRED = 'A request expired before you answered it.'

export function listenToClient(
  ctx: WalletContext,
  client: WalletClient,
  parts: {
    pairing: Pairing
    authRequests: AuthRequests
    requests: Requests
    sessions: Sessions
    feedback: Feedback
  },
): void {
  const { store } = ctx
  const { pairing, authRequests, requests, sessions, feedback } = parts
  client.events.on('session_proposal', ({ id, params, verifyContext }) => {
    pairing.settle()
    // A one-click auth request's fallback that arrived after the user answered the auth request.
    if (authRequests.answered(params.pairingTopic)) return
    const others = store.getState().proposals.filter((item) => item.id !== id)
    store.setState({ proposals: [...others, { id, params, verifyContext }] })
  })
  client.events.on('session_authenticate', ({ id, topic, params, verifyContext }) => {
    pairing.settle()
    const others = store.getState().authRequests.filter((item) => item.id !== id)
    store.setState({ authRequests: [...others, { id, topic, params, verifyContext }] })
  })
  client.events.on('proposal_expire', ({ id }) => {
    store.setState({ proposals: store.getState().proposals.filter((item) => item.id !== id) })
  })
  client.events.on('session_request', (event) => void requests.receive(event))
  client.events.on('session_request_expire', ({ id }) => {
    store.setState({ requests: store.getState().requests.filter((item) => item.id !== id) })
    feedback.toast('info', REQUEST_EXPIRED)
  })
  client.events.on('connect', sessions.changed)
  client.events.on('session_update', sessions.changed)
  client.events.on('session_extend', sessions.changed)
  client.events.on('disconnect', ({ topic }) => sessions.ended(topic))
  client.events.on('session_delete', ({ topic }) => sessions.deletedByDapp(topic))
  client.events.on('error', (error) => console.warn('Airlock Wallet:', error))
}
