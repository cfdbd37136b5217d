import { expect, test } from 'vitest'

/**
 * What each published entry point of @airlock/evm exports, by name: adding, renaming or removing an export shows
 * here in review. After a deliberate change, `npm run api:update` rewrites these snapshots and the API reports
 * in api/ (and the change wants a changeset: see CONTRIBUTING.md).
 */

test('@airlock/evm', async () => {
  expect(Object.keys(await import('@airlock/evm')).sort()).toMatchInlineSnapshot(`
    [
      "LEGACY_INJECTED_ID",
      "SIGNATURE_DECLINED",
      "WalletError",
      "addChainParams",
      "createEvmAdapter",
      "safeIcon",
      "toWalletError",
      "watchInjectedWallets",
    ]
  `)
})
