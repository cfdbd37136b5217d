import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  DEVNET_ONRAMP_TREASURY_PRIVATE_KEY,
  DEVNET_PAYMENTS_SIGNER_PRIVATE_KEY,
  devnetCloudErc4337,
  devnetCloudSmartAccounts,
  devnetOnramp,
  devnetPayments,
  devnetPricing,
  devnetSpamTokens,
  devnetSwap,
} from '@airlock/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readChainsFile } from './file.ts'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-chains-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('readChainsFile', () => {
  it('the shipped chains.devnet.json prices, swaps, sells (onramp, from the devnet treasury), takes payments and flags spam with the devnet’s own contracts', async () => {
    const chains = await readChainsFile(fileURLToPath(new URL('../../chains.devnet.json', import.meta.url)))
    expect(chains).toEqual([
      {
        caipNetworkId: 'eip155:31337',
        rpcUrl: 'http://127.0.0.1:8545',
        pricing: devnetPricing,
        spamTokens: devnetSpamTokens,
        swap: devnetSwap,
        onramp: { ...devnetOnramp, treasuryKey: DEVNET_ONRAMP_TREASURY_PRIVATE_KEY },
        // The schema fills the paymaster's default validity.
        erc4337: {
          ...devnetCloudErc4337,
          paymaster: { ...devnetCloudErc4337.paymaster, validitySeconds: 600 },
        },
        payments: {
          contract: devnetPayments.contract,
          signerKey: DEVNET_PAYMENTS_SIGNER_PRIVATE_KEY,
          confirmations: 0,
        },
        smartAccounts: devnetCloudSmartAccounts,
      },
    ])
  })

  it('names the file and the field on bad input', async () => {
    const bad = join(dir, 'bad.json')
    await writeFile(bad, JSON.stringify({ chains: [{ caipNetworkId: 'x', rpcUrl: 'ftp://a' }] }))
    await expect(readChainsFile(bad)).rejects.toThrow(
      /The chains file .*bad\.json is invalid: chains\.0\.caipNetworkId/,
    )
    await writeFile(bad, '{')
    await expect(readChainsFile(bad)).rejects.toThrow(/is not valid JSON/)
    await expect(readChainsFile(join(dir, 'missing.json'))).rejects.toThrow(/Cannot read the chains file/)
  })
})
