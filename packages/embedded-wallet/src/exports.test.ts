import { expect, test } from 'vitest'

/**
 * What each published entry point of @airlock/embedded-wallet exports, by name: adding, renaming or removing an export shows
 * here in review. After a deliberate change, `npm run api:update` rewrites these snapshots and the API reports
 * in api/ (and the change wants a changeset: see CONTRIBUTING.md).
 */

test('@airlock/embedded-wallet', async () => {
  expect(Object.keys(await import('@airlock/embedded-wallet')).sort()).toMatchInlineSnapshot(`
    [
      "APP_EVENTS",
      "EmbeddedWalletError",
      "FRAME_EVENTS",
      "FrameClosedError",
      "FrameLoadError",
      "FrameRequestAbortedError",
      "FrameRequestTimeoutError",
      "FrameResponseError",
      "NOT_ALLOWED_MESSAGE",
      "RpcNotAllowedError",
      "SAFE_RPC_METHODS",
      "UNSAFE_RPC_METHODS",
      "UserRejectedRequestError",
      "createEmbeddedProvider",
      "createFrameClient",
      "parseAppMessage",
      "parseFrameMessage",
      "rpcMethodKind",
    ]
  `)
})

test('@airlock/embedded-wallet/smart-account', async () => {
  expect(Object.keys(await import('@airlock/embedded-wallet/smart-account')).sort()).toMatchInlineSnapshot(`
    [
      "EIP5792",
      "ERC1271_MAGIC_VALUE",
      "MAX_CALLS",
      "MODULE_TYPE_VALIDATOR",
      "PermissionRequestError",
      "STUB_ECDSA_SIGNATURE",
      "SUPPORTED_PERMISSION_TYPES",
      "SUPPORTED_POLICY_TYPES",
      "SUPPORTED_SIGNER_TYPES",
      "SmartRequestError",
      "airlockAccountCommon",
      "airlockAccountFactoryAbi",
      "airlockMessageTypedData",
      "airlockSessionValidatorAbi",
      "airlockSmartAccountAbi",
      "airlockUserOperationHash",
      "bundlerUrl",
      "callsStatus",
      "chainCapabilities",
      "decodeAccountCalls",
      "decodePermissionsContext",
      "defaultEntryPoint",
      "encodeAccountCalls",
      "encodePermissionsContext",
      "encodeSessionSignature",
      "getAirlockAccountAddress",
      "grantCalls",
      "grantResponse",
      "newSessionId",
      "parseGrantRequest",
      "paymasterUrl",
      "readCallsId",
      "readGrantRequest",
      "readRevokeRequest",
      "readSendCalls",
      "revokeCall",
      "selectorOf",
      "toAirlockSessionAccount",
      "toAirlockSmartAccount",
      "validatorNonceKey",
    ]
  `)
})
