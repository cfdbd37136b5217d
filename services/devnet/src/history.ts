import { type Address, parseEther, parseUnits } from 'viem'
import { testAccounts } from './accounts.ts'
import { type DevnetTokenKey, devnetContracts, devnetTokens } from './addresses.ts'
import { devnetSeededSwap, NO_DEADLINE } from './liquidity.ts'
import type { ContractName } from './setupCall.ts'

/** A transaction a test account signs with its own key once the contracts are set up. */
export interface HistoryTransaction {
  /** The sender's index in testAccounts. */
  from: number
  to: Address
  /** Wei sent along, paid from the sender's balance. */
  value?: bigint
  /** The contract call; none for a plain ether payment. */
  call?: { contract: ContractName; functionName: string; args: readonly unknown[] }
  /** Every test account the transaction moves something for, by index: the sender included. */
  parties: readonly number[]
}

const pay = (from: number, to: number, ether: string): HistoryTransaction => ({
  from,
  to: testAccounts[to]!.address,
  value: parseEther(ether),
  parties: [from, to],
})

const transfer = (from: number, to: number, token: DevnetTokenKey, amount: string): HistoryTransaction => ({
  from,
  to: devnetTokens[token].address,
  call: {
    contract: 'AirlockERC20',
    functionName: 'transfer',
    args: [testAccounts[to]!.address, parseUnits(amount, devnetTokens[token].decimals)],
  },
  parties: [from, to],
})

/** The one swap the pool seeding allows for (devnetSeededSwap): asks for exactly its output, so it cannot drift. */
const swapEthForUsdc = (from: number): HistoryTransaction => ({
  from,
  to: devnetContracts.router,
  value: devnetSeededSwap.ethIn,
  call: {
    contract: 'AirlockRouter',
    functionName: 'swapExactETHForTokens',
    args: [
      devnetSeededSwap.usdcOut,
      [devnetContracts.weth, devnetTokens.usdc.address],
      testAccounts[from]!.address,
      NO_DEADLINE,
    ],
  },
  parties: [from],
})

/**
 * What the test accounts did before anyone connected, oldest first, so the test wallet's two accounts open
 * on an Activity list with some variety (received, sent, traded; ETH, USDC, DAI) rather than only the
 * setup mints. Only DEVNET_HISTORY_ACCOUNTS take part: accounts 2–7 keep exactly their grant, which tests
 * count on. The amounts differ from those the browser tests send and then look for in Activity by text
 * (25 USDC, 0.5 ETH, …), so a seeded row never stands in for theirs.
 */
export const devnetHistory: readonly HistoryTransaction[] = [
  pay(1, 0, '1.5'),
  transfer(0, 8, 'usdc', '250'),
  transfer(1, 9, 'dai', '100'),
  transfer(9, 0, 'dai', '40'),
  pay(8, 1, '0.2'),
  swapEthForUsdc(0),
]

/** The test accounts devnetHistory involves, by index. */
export const DEVNET_HISTORY_ACCOUNTS: readonly number[] = [0, 1, 8, 9]
