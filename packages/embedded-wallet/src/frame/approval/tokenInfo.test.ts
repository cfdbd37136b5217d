import { encodeAbiParameters, encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Gateway } from '../rpc/gateway.ts'
import { erc20Targets, readTokenInfos } from './tokenInfo.ts'

const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const odd = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const symbolSelector = encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' })

function gateway(tokens: Record<string, { symbol: string; decimals: number }>): Gateway {
  return {
    async request(_chainId, method, params) {
      const [{ to, data }] = params as [{ to: string; data: string }]
      const token = tokens[to.toLowerCase()]
      if (method !== 'eth_call' || !token) throw new Error('execution reverted')
      return data === symbolSelector
        ? encodeAbiParameters([{ type: 'string' }], [token.symbol])
        : encodeAbiParameters([{ type: 'uint8' }], [token.decimals])
    },
  }
}

describe('token infos for the approval card', () => {
  it('finds the tokens of ERC-20 calls only', () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [alice, 1n] })
    expect(
      erc20Targets([
        { to: usdc, data: transfer },
        { to: alice, value: '0x1' },
        { to: odd, data: '0xdeadbeef' },
      ]),
    ).toEqual([usdc.toLowerCase()])
  })

  it("reads each token's symbol and decimals, leaving out those that do not answer or answer oddly", async () => {
    const infos = await readTokenInfos(
      gateway({
        [usdc.toLowerCase()]: { symbol: 'USDC', decimals: 6 },
        [odd.toLowerCase()]: { symbol: '<b>x</b>', decimals: 18 },
      }),
      31337,
      [usdc.toLowerCase(), odd.toLowerCase(), alice.toLowerCase()],
    )
    expect([...infos]).toEqual([[usdc.toLowerCase(), { symbol: 'USDC', decimals: 6 }]])
  })
})
