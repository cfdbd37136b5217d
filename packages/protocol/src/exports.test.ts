import { expect, test } from 'vitest'

/**
 * What each published entry point of @airlock/protocol exports, by name: adding, renaming or removing an export shows
 * here in review. After a deliberate change, `npm run api:update` rewrites these snapshots and the API reports
 * in api/ (and the change wants a changeset: see CONTRIBUTING.md).
 */

test('@airlock/protocol', async () => {
  expect(Object.keys(await import('@airlock/protocol')).sort()).toMatchInlineSnapshot(`
    [
      "AppClient",
      "Emitter",
      "EnvelopeError",
      "METHODS",
      "PairingUriError",
      "ProtocolError",
      "RelayRequestError",
      "RelayTimeoutError",
      "WalletClient",
      "accountsChains",
      "authenticate",
      "browserLinkMode",
      "buildApprovedNamespaces",
      "buildAuthPayload",
      "buildCacao",
      "buildPairingUri",
      "chainsOfNamespaces",
      "clientIdFromSeed",
      "createAppClient",
      "createBrowserStorage",
      "createEncodedRecap",
      "createMemoryStorage",
      "createRelayClient",
      "createVerifyKeyCache",
      "createWalletClient",
      "decodeDidKey",
      "decodeEnvelope",
      "decodeRecap",
      "deriveSymKey",
      "encodeDidKey",
      "encodeEnvelope",
      "formatDidPkh",
      "formatSiweMessage",
      "generateKeyPair",
      "generateSymKey",
      "getMethodsFromRecap",
      "handOverLink",
      "hashMessage",
      "internalError",
      "isSessionCompatible",
      "isValidAccountId",
      "isValidChainId",
      "landedLink",
      "listenForLinks",
      "mergeRequiredAndOptionalNamespaces",
      "normalizeNamespaces",
      "parseAccountId",
      "parseChainId",
      "parseDidPkh",
      "parseJson",
      "parseJsonRpcErrorTolerant",
      "parsePairingUri",
      "populateAuthPayload",
      "publicKeyOf",
      "readEnvelopeHeader",
      "requestAttestation",
      "resolveVerifyContext",
      "sdkError",
      "signRelayJwt",
      "stringifyJson",
      "topicOf",
      "verifyCacao",
      "verifyRelayJwt",
      "withoutLink",
    ]
  `)
})

test('@airlock/protocol/node', async () => {
  expect(Object.keys(await import('@airlock/protocol/node')).sort()).toMatchInlineSnapshot(`
    [
      "createFileStorage",
    ]
  `)
})

test('@airlock/protocol/origins', async () => {
  expect(Object.keys(await import('@airlock/protocol/origins')).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_FRAME_ANCESTORS",
      "isOriginAllowed",
      "normalizeOriginPattern",
      "parseOriginPattern",
    ]
  `)
})

test('@airlock/protocol/names', async () => {
  expect(Object.keys(await import('@airlock/protocol/names')).sort()).toMatchInlineSnapshot(`
    [
      "NAME_MAX_LENGTH",
      "NAME_MIN_LENGTH",
      "NameRuleMessages",
      "RESERVED_NAME_LABELS",
      "nameLabelIssue",
      "reservedLabelSet",
    ]
  `)
})
