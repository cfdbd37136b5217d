import { EsploraProvider } from '@scure/btc-signer/net.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBitcoinAccounts } from './accounts.ts'
import { type BitcoinTestChain, startBitcoinTestChain } from './chain.ts'

let chain: BitcoinTestChain
const lines: string[] = []

beforeAll(async () => {
  chain = await startBitcoinTestChain({ port: 0, autoMine: 30, log: (line) => lines.push(line) })
})

afterAll(async () => {
  await chain.stop()
})

describe('Bitcoin test chain with autoMine', () => {
  it('mines a block shortly after a transaction enters the mempool, and logs as a TEST chain', async () => {
    const esplora = new EsploraProvider(fetch, chain.url, chain.network)
    const txid = await chain.faucet(testBitcoinAccounts[1]!.address, 50_000n)
    const status = await esplora.waitForTx(txid, { pollIntervalMs: 10, timeoutMs: 3000 })
    expect(status).toMatchObject({ confirmed: true, block: 2 })
    expect(await chain.balance(testBitcoinAccounts[1]!.address)).toBe(50_000n)
    expect(lines[0]).toMatch(
      /^\[bitcoin TEST chain\] Esplora API at http:\/\/127\.0\.0\.1:\d+ \(regtest addresses, not a Bitcoin node\)$/,
    )
    expect(
      lines.some((line) =>
        line.includes(`faucet credit of 50000 sats to ${testBitcoinAccounts[1]!.address}`),
      ),
    ).toBe(true)
    expect(lines.some((line) => /mined block 2 [0-9a-f]{64} with 1 transaction/.test(line))).toBe(true)
  })
})
