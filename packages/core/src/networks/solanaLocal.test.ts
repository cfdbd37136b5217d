import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { airlockSolanaLocal, solana, solanaDevnet, solanaTestnet } from './index.ts'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

// Core has no base58 dependency; a digest has no leading zero bytes to care about here.
function base58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex')}`)
  let out = ''
  while (value > 0n) {
    out = BASE58[Number(value % 58n)] + out
    value /= 58n
  }
  return out
}

describe('airlockSolanaLocal', () => {
  it("has the devnet's fixed genesis hash (first 32 characters) as its CAIP-2 reference", () => {
    const genesisHash = base58(createHash('sha256').update('airlock-solana-localnet').digest())
    expect(genesisHash).toBe('23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ2X5rwaqpukNV')
    expect(airlockSolanaLocal.caipNetworkId).toBe(`solana:${genesisHash.slice(0, 32)}`)
  })

  it('describes the local chain: SOL, port 8899, a development chain with real balances (not a testnet), frozen', () => {
    expect(airlockSolanaLocal).toMatchObject({
      id: '23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ',
      name: 'Airlock Solana Local',
      network: 'solana-local',
      chainNamespace: 'solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
      testnet: false,
    })
    expect(Object.isFrozen(airlockSolanaLocal)).toBe(true)
  })

  it('does not collide with the public clusters', () => {
    const publicIds = [solana, solanaDevnet, solanaTestnet].flatMap((n) => [
      n.caipNetworkId,
      n.deprecatedCaipNetworkId,
    ])
    expect(publicIds).not.toContain(airlockSolanaLocal.caipNetworkId)
  })
})
