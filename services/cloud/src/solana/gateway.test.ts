import { devnetSolanaAccounts } from '@airlock/devnet'
import { address } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { useSolanaCloud } from './testkit.ts'

const kit = useSolanaCloud()
const { api, chainId, rpc, rpcCall } = kit

describe('the RPC gateway for Solana', () => {
  it('lists the cluster among the supported chains', async () => {
    const response = await api<{ http: string[] }>('/v1/supported-chains')
    expect(response.body.http).toContain(chainId)
  })

  it("forwards reads to the cluster (kit's own client through it), single and batched", async () => {
    const { value } = await rpc().getBalance(address(devnetSolanaAccounts[1]!.address)).send()
    expect(value).toBeGreaterThan(0n)
    const batch = await rpcCall([
      { jsonrpc: '2.0', id: 'a', method: 'getGenesisHash' },
      { jsonrpc: '2.0', id: 'b', method: 'getSlot' },
    ])
    expect(batch.body).toMatchObject([
      { id: 'a', result: expect.stringMatching(new RegExp(`^${chainId.slice('solana:'.length)}`)) },
      { id: 'b', result: expect.any(Number) },
    ])
  })

  it('refuses requestAirdrop, EVM and unknown methods with -32004', async () => {
    for (const method of ['requestAirdrop', 'eth_blockNumber', 'setAccount']) {
      const response = await rpcCall({
        jsonrpc: '2.0',
        id: 1,
        method,
        params: [kit.payer.address, 1_000_000_000],
      })
      expect(response.body).toEqual({
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32004, message: `Method ${method} is not supported by the RPC gateway` },
      })
    }
  })
})
