import { describe, expect, it } from 'vitest'
import { genesisBlock, headerHash, merkleRoot, nextBlock } from './blocks.ts'

describe('test chain blocks', () => {
  it('computes merkle roots as Bitcoin does (a single txid is its own root; odd levels pair the last one)', () => {
    // Block 100000 of Bitcoin mainnet: four transactions, and its header's merkle root.
    const txids = [
      '8c14f0db3df150123e6f3dbbf30f8b955a8249b62ac1d1ff16284aefa3d06d87',
      'fff2525b8931402dd09222c50775608f75787bd2b87e56995a7bdd30f79702c4',
      '6359f0868171b1d194cbee1af2f16ea598ae8fad666d9b012c8ed2b79a236ec4',
      'e9a66845e05d5abc0ad04ec80f774a7e585c6e8db975962d069a522137b80c1d',
    ]
    expect(merkleRoot(txids)).toBe('f3e94742aca4b5ef85488dc37c06c3282295ffec960994b2c0d5ac2a25a95766')
    expect(merkleRoot(txids.slice(0, 1))).toBe(txids[0])
    expect(merkleRoot([])).toBe('0'.repeat(64))
  })

  it('starts at the regtest genesis and links each block to the previous one', () => {
    const genesis = genesisBlock()
    expect(genesis.id).toBe('0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206')
    expect(headerHash(genesis)).toBe(genesis.id)
    const one = nextBlock(genesis, [], 100)
    expect(one).toMatchObject({ height: 1, previousBlockHash: genesis.id, time: genesis.time + 1 })
    expect(one.id).toMatch(/^[0-9a-f]{64}$/)
    const two = nextBlock(
      one,
      ['8c14f0db3df150123e6f3dbbf30f8b955a8249b62ac1d1ff16284aefa3d06d87'],
      2_000_000_000,
    )
    expect(two).toMatchObject({ height: 2, previousBlockHash: one.id, time: 2_000_000_000 })
    expect(two.id).not.toBe(one.id)
  })
})
