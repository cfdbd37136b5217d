import { expect, test } from 'vitest'

/**
 * What each published entry point of @airlock/wagmi exports, by name: adding, renaming or removing an export shows
 * here in review. After a deliberate change, `npm run api:update` rewrites these snapshots and the API reports
 * in api/ (and the change wants a changeset: see CONTRIBUTING.md).
 */

test('@airlock/wagmi', async () => {
  expect(Object.keys(await import('@airlock/wagmi')).sort()).toMatchInlineSnapshot(`
    [
      "AIRLOCK_WALLET_CONNECT_ID",
      "WagmiConnectorNotFoundError",
      "airlockWalletConnect",
      "createWagmiAdapter",
    ]
  `)
})
