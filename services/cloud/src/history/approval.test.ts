import type { Transaction } from '@airlock/core'
import { encodeFunctionData, erc20Abi, formatUnits, getAddress, maxUint256, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import type { CloudContext } from '../context.ts'
import { approvalOf, createApprovalReader, decodeApprove } from './approval.ts'

const TOKEN = '0xab00000000000000000000000000000000bd5b1e'
const ROUTER = '0x4325025e1f837adf726b439cf141c3f73a8dac7d'
const USDC = { standard: 'erc20' as const, name: 'USD Coin', symbol: 'USDC', decimals: 6 }
const approve = (spender: string, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender as `0x${string}`, amount] })

describe('an approval as the history shows it', () => {
  it('decodes approve(spender, amount) and nothing else', () => {
    expect(decodeApprove(approve(ROUTER, 5n))).toEqual({ spender: getAddress(ROUTER), amount: 5n })
    expect(decodeApprove('0xa9059cbb')).toBeUndefined()
    expect(decodeApprove('0x095ea7b3')).toBeUndefined()
  })

  it('names the token, the swap router as spender, and max uint256 as unlimited', () => {
    expect(approvalOf({ token: TOKEN, spender: ROUTER, amount: maxUint256 }, USDC, ROUTER)).toEqual({
      token: { address: getAddress(TOKEN), standard: 'erc20', name: 'USD Coin', symbol: 'USDC' },
      spender: { address: getAddress(ROUTER), role: 'swap_router' },
      amount: { numeric: formatUnits(maxUint256, 6), unlimited: true },
    })
    const limited = approvalOf({ token: TOKEN, spender: TOKEN, amount: parseUnits('25.5', 6) }, USDC, ROUTER)
    expect(limited.amount).toEqual({ numeric: '25.5', unlimited: false })
    expect(limited.spender).toEqual({ address: getAddress(TOKEN) })
    // A token the cloud knows nothing of keeps the raw amount.
    expect(approvalOf({ token: TOKEN, spender: ROUTER, amount: 7n }, undefined, undefined)).toMatchObject({
      token: { standard: 'unknown' },
      amount: { numeric: '7', unlimited: false },
    })
  })

  it('reads each approval of a page once, and leaves it as it was when the node does not answer', async () => {
    let calls = 0
    let down = false
    const ctx = {
      db: { query: async () => [USDC] },
      chains: new Map([['eip155:31337', { swap: { router: ROUTER } }]]),
      chainServices: new Map([
        [
          'eip155:31337',
          {
            client: {
              getTransaction: async () => {
                calls++
                if (down) throw new Error('node down')
                return { to: TOKEN, input: approve(ROUTER, maxUint256) }
              },
            },
          },
        ],
      ]),
    } as unknown as Pick<CloudContext, 'db' | 'chains' | 'chainServices'>
    const entry = (hash: string, operationType: 'approve' | 'send' = 'approve') =>
      ({ metadata: { operationType, chain: 'eip155:31337', hash } }) as unknown as Transaction
    const reader = createApprovalReader(ctx)
    const [read, send] = await reader.withApprovals([entry('0x01'), entry('0x02', 'send')])
    expect(read?.metadata.approval).toMatchObject({
      token: { symbol: 'USDC' },
      spender: { role: 'swap_router' },
      amount: { unlimited: true },
    })
    expect(send?.metadata.approval).toBeUndefined()
    await reader.withApprovals([entry('0x01')])
    expect(calls).toBe(1)
    down = true
    const [unread] = await reader.withApprovals([entry('0x03')])
    expect(unread?.metadata.approval).toBeUndefined()
  })
})
