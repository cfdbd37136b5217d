import { describe, expect, inject, it } from 'vitest'
import { EsploraClient } from './esplora.ts'

// Against the unit run's Bitcoin test chain (an Esplora API on 127.0.0.1, started by the run's global set-up).
const chainUrl = inject('bitcoinTestChainUrl')
/** A regtest address the test credits from the chain's faucet. */
const ADDRESS = 'bcrt1q9wr7em7luknf9myv5j0fzyjpw8xtre54rtt9ju'

describe('EsploraClient', () => {
  it('lists an address’s unspent outputs, and reads a fee rate of at least 1 sat/vB', async () => {
    const credit = await fetch(`${chainUrl}/test/faucet`, {
      method: 'POST',
      body: JSON.stringify({ address: ADDRESS, sats: 12_345 }),
    })
    const { txid } = (await credit.json()) as { txid: string }
    const esplora = new EsploraClient(`${chainUrl}/`)
    expect(esplora.baseUrl).toBe(chainUrl)
    expect(await esplora.utxos(ADDRESS)).toContainEqual(expect.objectContaining({ txid, value: 12_345 }))
    expect(await esplora.feeRate()).toBeGreaterThanOrEqual(1)
  })

  it('passes the chain’s refusal on as -32603 with its text and HTTP status', async () => {
    const refused = new EsploraClient(chainUrl).broadcast('00')
    await expect(refused).rejects.toMatchObject({ code: -32603, data: { status: 400 } })
    await expect(refused).rejects.toThrow(/sendrawtransaction RPC error/)
  })

  it('is 4901 when the chain cannot be reached, naming the url', async () => {
    await expect(new EsploraClient('http://127.0.0.1:9').utxos(ADDRESS)).rejects.toMatchObject({
      code: 4901,
      data: { esploraUrl: 'http://127.0.0.1:9' },
    })
  })

  it('refuses a url that is not on this machine with 4901, before any request', async () => {
    const calls: string[] = []
    const realFetch = globalThis.fetch
    globalThis.fetch = ((input: string) => {
      calls.push(String(input))
      return realFetch(input)
    }) as typeof fetch
    try {
      await expect(new EsploraClient('https://mempool.space/api').utxos(ADDRESS)).rejects.toMatchObject({
        code: 4901,
        message: expect.stringContaining('not on this machine'),
      })
    } finally {
      globalThis.fetch = realFetch
    }
    expect(calls).toEqual([])
  })
})
