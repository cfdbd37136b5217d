import { createPublicClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as Generated from '../generated/contracts.ts'
import { devnetContracts } from './addresses.ts'
import { type Devnet, startDevnet } from './devnet.ts'
import { devnetFarcasterAccounts } from './farcaster.ts'

describe('the devnet Farcaster ID registry', () => {
  let devnet: Devnet
  // Loaded once startDevnet has compiled the contracts, so the test runs on a fresh checkout too.
  let abi: typeof Generated.FarcasterIdRegistryAbi
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0 })
    abi = (await import('../generated/contracts.ts')).FarcasterIdRegistryAbi
  })
  afterAll(() => devnet?.stop())

  it('maps each test account custody address to its fid, and back', async () => {
    const client = createPublicClient({ chain: hardhat, transport: http(devnet.rpcUrl) })
    for (const account of devnetFarcasterAccounts) {
      const custody = privateKeyToAccount(account.custodyKey).address
      const fid = await client.readContract({
        address: devnetContracts.farcasterIdRegistry,
        abi,
        functionName: 'idOf',
        args: [custody],
      })
      expect(fid).toBe(BigInt(account.fid))
      const back = await client.readContract({
        address: devnetContracts.farcasterIdRegistry,
        abi,
        functionName: 'custodyOf',
        args: [BigInt(account.fid)],
      })
      expect(back).toBe(custody)
    }
    const unknown = await client.readContract({
      address: devnetContracts.farcasterIdRegistry,
      abi,
      functionName: 'idOf',
      args: ['0x000000000000000000000000000000000000dEaD'],
    })
    expect(unknown).toBe(0n)
  })
})
