import { testAccounts } from '@airlock/devnet'
import {
  type Account,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  type Hex,
  http,
  keccak256,
  numberToHex,
  type PublicClient,
  pad,
  type TransactionReceipt,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import type { Db } from '../db/types.ts'
import { TRANSFER_TOPIC } from '../indexer/transferLogs.ts'

/** Test account i as a viem account that signs locally, as a wallet would. */
export const signer = (index: number): Account => privateKeyToAccount(testAccounts[index]!.privateKey)

export interface DevnetSender {
  client: PublicClient
  /** Signs and sends, and waits for the receipt, also of a transaction that reverts. */
  send(
    from: Account,
    request: { to?: `0x${string}`; value?: bigint; data?: Hex; gas?: bigint },
  ): Promise<TransactionReceipt>
}

export function devnetSender(rpcUrl: string): DevnetSender {
  const transport = http(rpcUrl)
  // Automine answers at once; viem's default 4 s receipt polling would dominate the tests.
  const client = createPublicClient({ chain: hardhat, transport, pollingInterval: 20 })
  return {
    client,
    async send(from, request) {
      const wallet = createWalletClient({ account: from, chain: hardhat, transport })
      const prepared = await wallet.prepareTransactionRequest({
        ...request,
        // An explicit gas limit skips estimation, which would refuse a transaction that reverts.
        gas: request.gas ?? 300_000n,
      } as Parameters<typeof wallet.prepareTransactionRequest>[0])
      const raw = await wallet.signTransaction(prepared as Parameters<typeof wallet.signTransaction>[0])
      const hash: Hash = keccak256(raw)
      // Hardhat answers a reverted transaction with an error although it mines it: the receipt tells.
      await client.request({ method: 'eth_sendRawTransaction', params: [raw] }).catch(() => {})
      return client.waitForTransactionReceipt({ hash, timeout: 10_000 })
    },
  }
}

export const erc20Call = {
  transfer: (to: `0x${string}`, amount: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  approve: (spender: `0x${string}`, amount: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
}

/**
 * Init code of a contract that only emits one Transfer(from, to, third) in its constructor and keeps no code:
 * a token whose name()/symbol()/decimals() cannot be read. `tokenId` makes it the ERC-721 form (4 topics, no
 * data); otherwise the ERC-20 form (3 topics, `amount` in data).
 */
export function transferEmitterInitCode(
  from: `0x${string}`,
  to: `0x${string}`,
  third: { amount: bigint } | { tokenId: bigint },
): Hex {
  const word = (value: Hex) => pad(value, { size: 32 }).slice(2)
  const address = (value: `0x${string}`) => value.slice(2).toLowerCase()
  const push32 = (value: Hex) => `7f${word(value)}`
  const push20 = (value: `0x${string}`) => `73${address(value)}`
  if ('amount' in third) {
    // mstore(0, amount); log3(0, 32, TRANSFER, from, to); stop
    return `0x${push32(numberToHex(third.amount))}600052${push20(to)}${push20(from)}${push32(TRANSFER_TOPIC)}60206000a300`
  }
  // log4(0, 0, TRANSFER, from, to, tokenId); stop
  return `0x${push32(numberToHex(third.tokenId))}${push20(to)}${push20(from)}${push32(TRANSFER_TOPIC)}60006000a400`
}

/** Waits until the cloud's indexer has committed `blockNumber` of `chainId`. */
export async function waitForIndexed(db: Db, chainId: string, blockNumber: bigint, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [row] = await db.query<{ next_block: number }>(
      'select next_block from indexer_state where chain_id = $1',
      [chainId],
    )
    if (row && BigInt(row.next_block) > blockNumber) return
    if (Date.now() > deadline) {
      throw new Error(`The indexer did not reach block ${blockNumber} of ${chainId} (at ${row?.next_block})`)
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
