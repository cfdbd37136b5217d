import { devnetTokens } from '@airlock/devnet'
import { type Address, erc20Abi } from 'viem'
import { devnetClient } from './helpers.ts'

// What the walks read on the devnet to check a flow by its balances: the chain's word, not the page's.

/** The ether `address` holds (wei). */
export const ethOf = (address: string) => devnetClient().getBalance({ address: address as Address })

/** The balance of `token` (an ERC-20 of the devnet) held by `address`, in its smallest unit. */
export const tokenOf = (token: Address) => (address: string) =>
  devnetClient().readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address as Address],
  })

export const usdcOf = tokenOf(devnetTokens.usdc.address)
export const daiOf = tokenOf(devnetTokens.dai.address)

/** What `address` paid in gas for its transactions mined after block `after`. */
export async function feesSince(address: string, after: bigint) {
  const client = devnetClient()
  const latest = await client.getBlockNumber()
  let fees = 0n
  for (let n = after + 1n; n <= latest; n++) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
    for (const tx of block.transactions) {
      if (tx.from.toLowerCase() !== address.toLowerCase()) continue
      const receipt = await client.getTransactionReceipt({ hash: tx.hash })
      fees += receipt.gasUsed * receipt.effectiveGasPrice
    }
  }
  return fees
}
