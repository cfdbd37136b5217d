import { describe, expect, it } from 'vitest'
import { decodeChainCursor, encodeChainCursor } from './chainCursor.ts'
import { encodeCursor } from './cursor.ts'

describe('chain cursors', () => {
  it('round-trips each chain position and refuses anything else, EVM cursors included', () => {
    const positions = {
      'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ': '5xSig',
      'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': 'ab',
    }
    expect(decodeChainCursor(encodeChainCursor(positions))).toEqual(positions)
    expect(decodeChainCursor('not a cursor')).toBeUndefined()
    expect(decodeChainCursor(Buffer.from('[1]').toString('base64url'))).toBeUndefined()
    const evm = encodeCursor({ minedAt: new Date(), chainId: 'eip155:1', blockNumber: 1, txIndex: 0 })
    expect(decodeChainCursor(evm)).toBeUndefined()
  })
})
