/**
 * Shapes of the sign protocol's params and stored records (apps/docs/pages/protocol.md#sign-methods), as the
 * official client has them.
 */

export interface Metadata {
  name: string
  description: string
  url: string
  icons: string[]
  verifyUrl?: string
  redirect?: { native?: string; universal?: string; linkMode?: boolean }
}

export interface Participant {
  publicKey: string
  metadata: Metadata
}

export interface RelayProtocol {
  protocol: string
  data?: string
}

/** What an app asks for, per namespace key ("eip155" or a bare chain "eip155:1"). */
export interface ProposalNamespace {
  chains?: string[]
  methods: string[]
  events: string[]
}
export type ProposalNamespaces = Record<string, ProposalNamespace>

/** What a wallet grants. */
export interface SessionNamespace {
  chains?: string[]
  accounts: string[]
  methods: string[]
  events: string[]
}
export type SessionNamespaces = Record<string, SessionNamespace>

export interface JsonRpcRequest<P = unknown> {
  id: number
  jsonrpc: '2.0'
  method: string
  params: P
}
export interface JsonRpcResult<R = unknown> {
  id: number
  jsonrpc: '2.0'
  result: R
}
export interface JsonRpcErrorObject {
  code: number
  message: string
  data?: unknown
}
export interface JsonRpcError {
  id: number
  jsonrpc: '2.0'
  error: JsonRpcErrorObject
}
export type JsonRpcResponse<R = unknown> = JsonRpcResult<R> | JsonRpcError

export interface PairingRecord {
  topic: string
  symKey: string
  /** Unix seconds. */
  expiry: number
  relay: RelayProtocol
  active: boolean
  methods?: string[]
  peerMetadata?: Metadata
}

export interface ProposalParams {
  relays: RelayProtocol[]
  requiredNamespaces: ProposalNamespaces
  optionalNamespaces?: ProposalNamespaces
  proposer: Participant
  /** Unix seconds. */
  expiryTimestamp: number
  pairingTopic?: string
  sessionProperties?: Record<string, string>
  scopedProperties?: Record<string, unknown>
}

export interface ProposalRecord extends ProposalParams {
  /** The JSON-RPC id of wc_sessionPropose. */
  id: number
  pairingTopic: string
  /** App side, local only: the session topic derived from the wallet's answer, until the settle arrives. */
  sessionTopic?: string
}

export interface SettleParams {
  relay: RelayProtocol
  namespaces: SessionNamespaces
  controller: Participant
  /** Unix seconds. */
  expiry: number
  requiredNamespaces?: ProposalNamespaces
  optionalNamespaces?: ProposalNamespaces
  sessionProperties?: Record<string, string>
  scopedProperties?: Record<string, unknown>
  sessionConfig?: Record<string, unknown>
  pairingTopic?: string
}

export interface SessionRecord {
  topic: string
  pairingTopic: string
  relay: RelayProtocol
  /** Unix seconds. */
  expiry: number
  /** True once the settle was answered (app: on receipt; wallet: when the app answered true). */
  acknowledged: boolean
  /** Public key of the side that approved (the wallet). */
  controller: string
  namespaces: SessionNamespaces
  requiredNamespaces: ProposalNamespaces
  optionalNamespaces: ProposalNamespaces
  sessionProperties?: Record<string, string>
  scopedProperties?: Record<string, unknown>
  self: Participant
  peer: Participant
  /** Set when the session came from one-click auth. */
  authentication?: Cacao[]
}

export interface SessionRequestParams {
  request: { method: string; params: unknown; expiryTimestamp?: number }
  chainId: string
}

export interface SessionEventParams {
  event: { name: string; data: unknown }
  chainId: string
}

export type Validation = 'UNKNOWN' | 'VALID' | 'INVALID'

export interface VerifyContext {
  verified: {
    verifyUrl: string
    validation: Validation
    origin: string
    isScam?: boolean
  }
}

/** One-click auth's CAIP-122 payload (apps/docs/pages/protocol.md#one-click-authentication). */
export interface AuthPayload {
  type: 'caip122'
  chains: string[]
  aud: string
  domain: string
  version: '1'
  nonce: string
  /** ISO 8601. */
  iat: string
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

export interface AuthenticateRequestParams {
  requester: Participant
  authPayload: AuthPayload
  /** Unix seconds. */
  expiryTimestamp: number
}

export interface CacaoPayload {
  iss: string
  domain: string
  aud: string
  version: string
  nonce: string
  iat: string
  statement?: string
  requestId?: string
  resources?: string[]
  nbf?: string
  exp?: string
}

export interface Cacao {
  h: { t: 'caip122' | 'eip4361' }
  p: CacaoPayload
  s: { t: 'eip191' | 'eip1271'; s: string; m?: string }
}

export interface AuthenticateResponseResult {
  cacaos: Cacao[]
  responder: Participant
}
