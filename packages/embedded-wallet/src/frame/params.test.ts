import { describe, expect, it } from 'vitest'
import { parseChainId, readFrameParams } from './params.ts'

describe('readFrameParams', () => {
  it('reads the four parameters', () => {
    expect(
      readFrameParams('?projectId=airlock-demo&chainId=eip155:31337&version=1.2.3&enableLogger=true'),
    ).toEqual({
      projectId: 'airlock-demo',
      chainId: 31337,
      version: '1.2.3',
      enableLogger: true,
    })
    expect(readFrameParams('?projectId=p&chainId=1').enableLogger).toBe(false)
  })

  it('refuses a missing project or chain', () => {
    expect(() => readFrameParams('?chainId=1')).toThrow('projectId')
    expect(() => readFrameParams('?projectId=p&chainId=solana:x')).toThrow('chainId')
  })
})

describe('parseChainId', () => {
  it.each([
    [1, 1],
    ['31337', 31337],
    ['0x7a69', 31337],
    ['eip155:10', 10],
    [0, undefined],
    ['-1', undefined],
    ['abc', undefined],
    [1.5, undefined],
  ])('%s -> %s', (input, expected) => {
    expect(parseChainId(input)).toBe(expected)
  })
})
