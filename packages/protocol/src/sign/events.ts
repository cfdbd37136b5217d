import type {
  AuthenticateRequestParams,
  ProposalRecord,
  SessionEventParams,
  SessionNamespaces,
  SessionRecord,
  SessionRequestParams,
  VerifyContext,
} from './types.ts'

/** Every event either role emits; the kit's connector listens to these. */
export interface SignEvents extends Record<string, unknown> {
  /** App: the pairing URI to show as a QR code or open as a deep link. */
  display_uri: { uri: string }
  /** Wallet: an app asks for a session. */
  session_proposal: { id: number; params: ProposalRecord; verifyContext: VerifyContext }
  /** Wallet: one-click auth request. */
  session_authenticate: {
    id: number
    topic: string
    params: AuthenticateRequestParams
    verifyContext: VerifyContext
  }
  /** Wallet: a request to answer with respond(); emitted one at a time. */
  session_request: { id: number; topic: string; params: SessionRequestParams; verifyContext: VerifyContext }
  /** Wallet: a queued request expired before it was answered. */
  session_request_expire: { id: number; topic: string }
  /** App: the wallet emitted an event (chainChanged, accountsChanged, ...). */
  session_event: { id: number; topic: string; params: SessionEventParams }
  session_update: { id: number; topic: string; params: { namespaces: SessionNamespaces } }
  session_extend: { id: number; topic: string }
  session_ping: { id: number; topic: string }
  /** The peer ended the session. */
  session_delete: { id: number; topic: string }
  session_expire: { topic: string }
  proposal_expire: { id: number }
  pairing_delete: { id: number; topic: string }
  pairing_ping: { id: number; topic: string }
  pairing_expire: { topic: string }
  /** A session was settled (either role). */
  connect: { session: SessionRecord }
  /** A session ended for any reason (deleted by either side, expired). */
  disconnect: { topic: string; reason: { code: number; message: string } }
  chainChanged: { topic: string; chainId: string }
  accountsChanged: { topic: string; accounts: string[] }
  /** A message that could not be handled; the protocol carries on. */
  error: Error
}
