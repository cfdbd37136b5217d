import { createPublicClient, http } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { BALANCE, startRpcServer } from '../test/rpcServer.ts'
import { withDedupe } from './dedupe.ts'

const ALICE = '0x00000000000000000000000000000000000a11ce'
let close: (() => Promise<void>) | undefined
afterEach(async () => close?.())

describe('withDedupe', () => {
  it('one upstream request for N identical in-flight reads; without it, N', async () => {
    const node = await startRpcServer()
    close = node.close
    const plain = createPublicClient({ transport: http(node.url) })
    await Promise.all([1, 2, 3].map(() => plain.getBalance({ address: ALICE })))
    expect(node.methods()).toHaveLength(3)

    const deduped = createPublicClient({ transport: withDedupe(http(node.url)) })
    const balances = await Promise.all([1, 2, 3].map(() => deduped.getBalance({ address: ALICE })))
    expect(balances).toEqual([BALANCE, BALANCE, BALANCE])
    expect(node.methods()).toHaveLength(4)
  })

  it('different reads are not merged', async () => {
    const node = await startRpcServer()
    close = node.close
    const client = createPublicClient({ transport: withDedupe(http(node.url)) })
    await Promise.all([client.getBalance({ address: ALICE }), client.getChainId()])
    expect(node.methods().sort()).toEqual(['eth_chainId', 'eth_getBalance'])
  })
})
