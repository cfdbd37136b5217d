import { hex } from '@scure/base'
import { sha256x2 } from '@scure/btc-signer/utils.js'
import { REGTEST_GENESIS } from './network.ts'

/** A block of the test chain: a real 80-byte header over its transactions' merkle root (no proof of work). */
export interface TestBlock {
  readonly id: string
  readonly height: number
  readonly version: number
  readonly previousBlockHash: string | undefined
  readonly merkleRoot: string
  readonly time: number
  readonly bits: number
  readonly nonce: number
  readonly txids: readonly string[]
}

const reverseHex = (value: string) => hex.encode(hex.decode(value).reverse())

/** Bitcoin's merkle root of txids (display hex in, display hex out); all zeros for a block without transactions. */
export function merkleRoot(txids: readonly string[]): string {
  if (txids.length === 0) return '0'.repeat(64)
  let level = txids.map((txid) => hex.decode(txid).reverse())
  while (level.length > 1) {
    const next: Uint8Array[] = []
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i]!
      next.push(sha256x2(left, level[i + 1] ?? left))
    }
    level = next
  }
  return hex.encode(Uint8Array.from(level[0]!).reverse())
}

/** The block hash (display hex) of a header: sha256d of its 80 bytes, reversed. */
export function headerHash(block: Omit<TestBlock, 'id' | 'height' | 'txids'>): string {
  const header = new Uint8Array(80)
  const view = new DataView(header.buffer)
  view.setInt32(0, block.version, true)
  header.set(hex.decode(reverseHex(block.previousBlockHash ?? '0'.repeat(64))), 4)
  header.set(hex.decode(reverseHex(block.merkleRoot)), 36)
  view.setUint32(68, block.time, true)
  view.setUint32(72, block.bits, true)
  view.setUint32(76, block.nonce, true)
  return hex.encode(sha256x2(header).reverse())
}

/** Block 0: regtest's genesis block (its coinbase is not spendable, as on Bitcoin). */
export function genesisBlock(): TestBlock {
  const { id, merkleRoot, version, time, bits, nonce } = REGTEST_GENESIS
  return { id, height: 0, version, previousBlockHash: undefined, merkleRoot, time, bits, nonce, txids: [] }
}

/** The block after `previous` holding `txids`, stamped `time` (kept strictly after the previous block). */
export function nextBlock(previous: TestBlock, txids: readonly string[], time: number): TestBlock {
  const fields = {
    version: 0x20000000,
    previousBlockHash: previous.id,
    merkleRoot: merkleRoot(txids),
    time: Math.max(time, previous.time + 1),
    bits: REGTEST_GENESIS.bits,
    nonce: 0,
  }
  return { ...fields, id: headerHash(fields), height: previous.height + 1, txids: [...txids] }
}
