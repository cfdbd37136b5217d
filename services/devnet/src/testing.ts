import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  type Hash,
  http,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import type { DevnetAccount } from './accounts.ts'

// Helpers for tests that drive a started devnet with viem; not exported from the package.

/** Automine answers within milliseconds; viem's default polling every few seconds would dominate a test. */
const POLLING_INTERVAL_MS = 50

export function devnetClients(rpcUrl: string) {
  // No retries: hardhat answers a revert with an internal error, which viem would otherwise retry with backoff.
  const transport = http(rpcUrl, { retryCount: 0 })
  const client = createPublicClient({ chain: hardhat, transport, pollingInterval: POLLING_INTERVAL_MS })
  const walletOf = (account: DevnetAccount) =>
    createWalletClient({ account: privateKeyToAccount(account.privateKey), chain: hardhat, transport })

  /** Waits for the transaction and fails unless it succeeded; returns the receipt and the ETH it cost in gas. */
  async function mined(hash: Promise<Hash>) {
    const receipt = await client.waitForTransactionReceipt({ hash: await hash })
    if (receipt.status !== 'success') throw new Error(`Transaction ${receipt.transactionHash} reverted`)
    return { receipt, gasCost: receipt.gasUsed * receipt.effectiveGasPrice }
  }

  return { client, walletOf, mined }
}

/** The custom error a contract call reverted with, decoded from the ABI it was made with. */
export async function revertOf(
  call: Promise<unknown>,
): Promise<{ name?: string; args?: readonly unknown[] }> {
  try {
    await call
  } catch (error) {
    const reverted =
      error instanceof BaseError
        ? error.walk((cause) => cause instanceof ContractFunctionRevertedError)
        : null
    if (reverted instanceof ContractFunctionRevertedError) {
      return { name: reverted.data?.errorName, args: reverted.data?.args }
    }
    throw error
  }
  throw new Error('The call succeeded; expected it to revert')
}

/** An address that holds nothing yet, so what it receives is its whole balance. */
export const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address
