export {
  buildAuthPayload,
  buildCacao,
  populateAuthPayload,
  type Verify1271,
  verifyCacao,
} from './auth/cacao.ts'
export { formatDidPkh } from './auth/didPkh.ts'
export {
  clientIdFromSeed,
  type SignRelayJwtOptions,
  signRelayJwt,
  type VerifyRelayJwtOptions,
  verifyRelayJwt,
} from './auth/jwt.ts'
export { formatSiweMessage } from './auth/siwe.ts'
export {
  type DecodedEnvelope,
  type DecodeKeys,
  decodeEnvelope,
  type EnvelopeEncoding,
  type EnvelopeParams,
  type EnvelopeType,
  encodeEnvelope,
} from './crypto/envelope.ts'
export { generateSymKey } from './crypto/keys.ts'
export {
  browserLinkMode,
  handOverLink,
  landedLink,
  listenForLinks,
  withoutLink,
} from './link/browserTabs.ts'
export type {
  ApproveSessionParams,
  ProposeSessionParams,
  ReconnectOptions,
  RelayClient,
} from './relay/client.ts'
export { RelayRequestError, RelayTimeoutError } from './relay/errors.ts'
export type {
  PublishOptions,
  Relay,
  RelayEvents,
  RelayMessage,
  WebSocketFactory,
  WebSocketLike,
} from './relay/types.ts'
export { AppClient, type ConnectParams, createAppClient, type RequestParams } from './sign/app.ts'
export { type AuthenticateParams, type AuthenticateResult, authenticate } from './sign/appAuth.ts'
export type { ClientOptions } from './sign/clientOptions.ts'
export type { LinkModeOptions, SignCoreOptions } from './sign/core.ts'
export { type InternalErrorKey, ProtocolError, type SdkErrorKey, sdkError } from './sign/errors.ts'
export type { SignEvents } from './sign/events.ts'
export { buildApprovedNamespaces } from './sign/namespaces/buildApproved.ts'
export { mergeRequiredAndOptionalNamespaces } from './sign/namespaces/normalize.ts'
export type {
  AuthenticateRequestParams,
  AuthPayload,
  Cacao,
  CacaoPayload,
  JsonRpcError,
  JsonRpcErrorObject,
  JsonRpcResponse,
  JsonRpcResult,
  Metadata,
  PairingRecord,
  Participant,
  ProposalNamespace,
  ProposalNamespaces,
  ProposalParams,
  ProposalRecord,
  RelayProtocol,
  SessionEventParams,
  SessionNamespace,
  SessionNamespaces,
  SessionRecord,
  SessionRequestParams,
  Validation,
  VerifyContext,
} from './sign/types.ts'
export { type ApproveParams, createWalletClient, WalletClient } from './sign/wallet.ts'
export { type BrowserStorageOptions, createBrowserStorage } from './storage/browser.ts'
export { createMemoryStorage } from './storage/memory.ts'
export type { KeyValueStorage } from './storage/types.ts'
export { PairingUriError } from './uri.ts'
