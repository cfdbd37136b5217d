import { expect, test } from 'vitest'

/**
 * What each published entry point of @airlock/testing exports, by name: adding, renaming or removing an export shows
 * here in review. After a deliberate change, `npm run api:update` rewrites these snapshots and the API reports
 * in api/ (and the change wants a changeset: see CONTRIBUTING.md).
 */

test('@airlock/testing', async () => {
  expect(Object.keys(await import('@airlock/testing')).sort()).toMatchInlineSnapshot(`
    [
      "ProviderRpcError",
      "TestWallet",
      "TestWalletConnectWallet",
      "USER_REJECTED_REQUEST",
      "WALLET_EVENTS",
      "WALLET_METHODS",
      "approvedNamespacesFor",
      "chromiumArgs",
      "createTestWallet",
      "createTestWalletConnectWallet",
      "defaultNativeCurrency",
      "describeWalletRequest",
      "forwardedMethods",
      "freeLoopbackPort",
      "handleWalletRequest",
      "installTestWallet",
      "isLoopbackUrl",
      "launchChromium",
      "promptedMethods",
      "resolveChromiumPath",
      "toChainIdHex",
      "verifyBadge",
      "walletConnectPromptedMethods",
    ]
  `)
})

test('@airlock/testing/wallet-requests', async () => {
  expect(Object.keys(await import('@airlock/testing/wallet-requests')).sort()).toMatchInlineSnapshot(`
    [
      "APPROVAL_METHODS",
      "ProviderRpcError",
      "RpcForwarder",
      "USER_REJECTED_REQUEST",
      "WALLET_EVENTS",
      "WALLET_METHODS",
      "approvedNamespacesFor",
      "chainIdNumber",
      "decodeMessageText",
      "describeWalletRequest",
      "estimateTransaction",
      "handleWalletRequest",
      "isLoopbackUrl",
      "namespacesWithAccount",
      "namespacesWithChain",
      "needsApproval",
      "sessionAddresses",
      "sessionChains",
      "toChainIdHex",
      "toJsonRpcError",
      "verifyBadge",
    ]
  `)
})

test('@airlock/testing/websocket', async () => {
  expect(Object.keys(await import('@airlock/testing/websocket')).sort()).toMatchInlineSnapshot()
})

test('@airlock/testing/bitcoin-chain', async () => {
  expect(Object.keys(await import('@airlock/testing/bitcoin-chain')).sort()).toMatchInlineSnapshot(`
    [
      "nodeWebSocket",
    ]
  ``
    [
      "BITCOIN_TEST_CHAIN_CAIP_NETWORK_ID",
      "BITCOIN_TEST_CHAIN_NETWORK",
      "BITCOIN_TEST_CHAIN_PORT",
      "TransactionRejectedError",
      "startBitcoinTestChain",
      "testBitcoinAccounts",
    ]
  `)
})

test('@airlock/testing/fuzz', async () => {
  expect(Object.keys(await import('@airlock/testing/fuzz')).sort()).toMatchInlineSnapshot(`
    [
      "fuzzRuns",
      "fuzzTimeout",
    ]
  `)
})

test('@airlock/testing/playwright', async () => {
  expect(Object.keys(await import('@airlock/testing/playwright')).sort()).toMatchInlineSnapshot(`
    [
      "airlockChromium",
      "defaultRpcUrl",
      "expect",
      "hardhatPrivateKeys",
      "localChainId",
      "test",
    ]
  `)
})

test('@airlock/testing/solana', async () => {
  expect(Object.keys(await import('@airlock/testing/solana')).sort()).toMatchInlineSnapshot(`
    [
      "TestSolanaWallet",
      "solanaPromptedMethods",
      "solanaWalletChains",
    ]
  `)
})

test('@airlock/testing/bitcoin', async () => {
  expect(Object.keys(await import('@airlock/testing/bitcoin')).sort()).toMatchInlineSnapshot(`
    [
      "TestBitcoinWallet",
      "bitcoinPromptedMethods",
      "satsConnectMethods",
    ]
  `)
})
