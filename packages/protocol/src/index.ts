export {
  buildAuthPayload,
  buildCacao,
  populateAuthPayload,
  type Verify1271,
  verifyCacao,
} from './auth/cacao.ts'
export { formatDidPkh, parseDidPkh } from './auth/didPkh.ts'
export {
  clientIdFromSeed,
  decodeDidKey,
  encodeDidKey,
  type RelayJwtPayload,
  type SignRelayJwtOptions,
  signRelayJwt,
  type VerifyRelayJwtOptions,
  verifyRelayJwt,
} from './auth/jwt.ts'
export { createEncodedRecap, decodeRecap, getMethodsFromRecap } from './auth/recap.ts'
export { formatSiweMessage } from './auth/siwe.ts'
export {
  type DecodedEnvelope,
  type DecodeKeys,
  decodeEnvelope,
  type EnvelopeEncoding,
  EnvelopeError,
  type EnvelopeParams,
  type EnvelopeType,
  encodeEnvelope,
  readEnvelopeHeader,
} from './crypto/envelope.ts'
export {
  deriveSymKey,
  generateKeyPair,
  generateSymKey,
  publicKeyOf,
  topicOf,
  type X25519KeyPair,
} from './crypto/keys.ts'
export { Emitter, type Listener } from './events.ts'
export { parseJson, stringifyJson } from './json.ts'
export {
  browserLinkMode,
  handOverLink,
  landedLink,
  listenForLinks,
  withoutLink,
} from './link/browserTabs.ts'
export {
  type ApproveSessionParams,
  createRelayClient,
  type ProposeSessionParams,
  type ReconnectOptions,
  type RelayClient,
  type RelayClientOptions,
  RelayRequestError,
  RelayTimeoutError,
} from './relay/client.ts'
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
export {
  accountsChains,
  chainsOfNamespaces,
  isValidAccountId,
  isValidChainId,
  parseAccountId,
  parseChainId,
} from './sign/caip.ts'
export type { ClientOptions } from './sign/clientOptions.ts'
export { METHODS } from './sign/constants.ts'
export type { LinkModeOptions, SignCoreOptions } from './sign/core.ts'
export {
  type InternalErrorKey,
  internalError,
  ProtocolError,
  parseJsonRpcErrorTolerant,
  type SdkErrorKey,
  sdkError,
} from './sign/errors.ts'
export type { SignEvents } from './sign/events.ts'
export {
  buildApprovedNamespaces,
  isSessionCompatible,
  mergeRequiredAndOptionalNamespaces,
  normalizeNamespaces,
} from './sign/namespaces.ts'
export type * from './sign/types.ts'
export { type ApproveParams, createWalletClient, WalletClient } from './sign/wallet.ts'
export { type BrowserStorageOptions, createBrowserStorage } from './storage/browser.ts'
export { createMemoryStorage } from './storage/memory.ts'
export type { KeyValueStorage } from './storage/types.ts'
export { buildPairingUri, type PairingUri, PairingUriError, parsePairingUri } from './uri.ts'
export { requestAttestation } from './verify/attestation.ts'
export { hashMessage } from './verify/hash.ts'
export { createVerifyKeyCache, resolveVerifyContext } from './verify/resolve.ts'
