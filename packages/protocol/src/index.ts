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
export { parseJson, stringifyJson } from './json.ts'
export { buildPairingUri, type PairingUri, PairingUriError, parsePairingUri } from './uri.ts'
