import { encodeAbiParameters, type Hex, pad } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeTransferLog, TRANSFER_TOPIC } from './transferLogs.ts'

const token: Hex = '0xAbCdEf0000000000000000000000000000000001'
const from: Hex = '0x1111111111111111111111111111111111111111'
const to: Hex = '0x2222222222222222222222222222222222222222'
const topic = (value: Hex): Hex => pad(value, { size: 32 })

describe('decodeTransferLog', () => {
  it('reads the ERC-20 form: 3 topics, the amount in data', () => {
    const log = {
      address: token,
      topics: [TRANSFER_TOPIC, topic(from), topic(to)],
      data: encodeAbiParameters([{ type: 'uint256' }], [2n ** 200n]),
      logIndex: 4,
    }
    expect(decodeTransferLog(log)).toEqual({
      logIndex: 4,
      standard: 'erc20',
      tokenAddress: token.toLowerCase(),
      from,
      to,
      amount: 2n ** 200n,
      tokenId: null,
    })
  })

  it('reads the ERC-721 form: 4 topics, the token id last', () => {
    const log = {
      address: token,
      topics: [TRANSFER_TOPIC, topic(from), topic(to), topic('0x2a')],
      data: '0x' as const,
      logIndex: 0,
    }
    expect(decodeTransferLog(log)).toMatchObject({ standard: 'erc721', amount: 1n, tokenId: 42n })
  })

  it('skips other events and Transfer logs of neither form', () => {
    const base = { address: token, data: '0x' as const, logIndex: 1 }
    const other = topic('0x01')
    expect(decodeTransferLog({ ...base, topics: [other, topic(from), topic(to)] })).toBeUndefined()
    // ERC-20 form without its amount.
    expect(decodeTransferLog({ ...base, topics: [TRANSFER_TOPIC, topic(from), topic(to)] })).toBeUndefined()
    // Nothing indexed (some old tokens): from and to are not where we could read them.
    expect(decodeTransferLog({ ...base, topics: [TRANSFER_TOPIC] })).toBeUndefined()
  })
})
