import { expect, test } from 'vitest'

/**
 * What each published entry point of @airlock/bitcoin exports, by name: adding, renaming or removing an export shows
 * here in review. After a deliberate change, `npm run api:update` rewrites these snapshots and the API reports
 * in api/ (and the change wants a changeset: see CONTRIBUTING.md).
 */

test('@airlock/bitcoin', async () => {
  expect(Object.keys(await import('@airlock/bitcoin')).sort()).toMatchInlineSnapshot(`
    [
      "BITCOIN_CHAINS",
      "BitcoinWalletUnsupportedError",
      "EsploraError",
      "InsufficientBitcoinError",
      "InvalidBitcoinAddressError",
      "TransactionNotConfirmedError",
      "bitcoinChainOf",
      "createBitcoinAdapter",
      "createEsploraClient",
      "esploraUrlOf",
      "fromWalletStandardChain",
      "toWalletStandardChain",
      "watchBitcoinWallets",
    ]
  `)
})

test('@airlock/bitcoin/bip322', async () => {
  expect(Object.keys(await import('@airlock/bitcoin/bip322')).sort()).toMatchInlineSnapshot(`
    [
      "BitcoinMessageSigningError",
      "REGTEST_NETWORK",
      "UnsupportedBitcoinAddressError",
      "bip137MessageHash",
      "bip322MessageHash",
      "bip322ToSign",
      "bip322ToSpend",
      "signBip137Message",
      "signBip322Simple",
      "verifyBitcoinMessage",
    ]
  `)
})
