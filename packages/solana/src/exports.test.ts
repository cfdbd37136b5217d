import { expect, test } from 'vitest'

/**
 * What each published entry point of @airlock/solana exports, by name: adding, renaming or removing an export shows
 * here in review. After a deliberate change, `npm run api:update` rewrites these snapshots and the API reports
 * in api/ (and the change wants a changeset: see CONTRIBUTING.md).
 */

test('@airlock/solana', async () => {
  expect(Object.keys(await import('@airlock/solana')).sort()).toMatchInlineSnapshot(`
    [
      "InvalidSolanaAddressError",
      "RentExemptionError",
      "SolanaRpcError",
      "SolanaTokenError",
      "TransactionConfirmationTimeoutError",
      "createSolanaAdapter",
      "decodeBase58",
      "decodeBase64",
      "encodeBase58",
      "encodeBase64",
      "fromWalletStandardChain",
      "isSolanaWallet",
      "safeIcon",
      "toSolanaWalletError",
      "toWalletStandardChain",
      "watchSolanaWallets",
    ]
  `)
})
