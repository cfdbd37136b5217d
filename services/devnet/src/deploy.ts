import {
  type Abi,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  isAddressEqual,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { compileContracts } from '../scripts/compile.ts'
import { testAccounts } from './accounts.ts'
import { DEVNET_CHAIN_ID, DEVNET_ONRAMP_TREASURY_ADDRESS, DEVNET_ONRAMP_TREASURY_FUNDS } from './addresses.ts'
import { devnetDeployer } from './deployer.ts'
import { deployments, setupCalls } from './deployments.ts'
import { deployErc4337 } from './erc4337.ts'
import { devnetHistory } from './history.ts'
import type { ContractName } from './setupCall.ts'

interface Artifact {
  abi: Abi
  bytecode: Hex
}

/** Enough ETH for the deployer never to run dry, whatever later issues deploy or seed pools with. */
const DEPLOYER_BALANCE = 1_000_000n * 10n ** 18n

// Automine answers within milliseconds; viem's default of polling every few seconds would dominate start-up.
const POLLING_INTERVAL_MS = 50

async function loadArtifacts(): Promise<(name: ContractName) => Artifact> {
  await compileContracts()
  // Imported after compiling so a fresh checkout works without a separate build step.
  const { artifacts } = await import('../generated/contracts.ts')
  return (name) => artifacts[name] as Artifact
}

/** Waits for transactions sent back to back (automine mines each on arrival) and names the first that failed. */
async function expectSuccess(
  client: PublicClient,
  hashes: readonly Hex[],
  describe: (index: number) => string,
) {
  const receipts = await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash })))
  const failed = receipts.findIndex((receipt) => receipt.status !== 'success')
  if (failed !== -1) throw new Error(`${describe(failed)} reverted`)
}

/**
 * Deploys the devnet's contracts, funds the test accounts, seeds the AMM pools and mints the NFTs, all from the
 * fixed deployer so every address is known in advance; then has the test accounts send the seeded history.
 * Does nothing when the contracts are already there.
 */
export async function deployContracts(rpcUrl: string): Promise<void> {
  const transport = http(rpcUrl)
  const client = createPublicClient({ chain: hardhat, transport, pollingInterval: POLLING_INTERVAL_MS })
  const chainId = await client.getChainId()
  if (chainId !== DEVNET_CHAIN_ID) {
    throw new Error(`${rpcUrl} is chain ${chainId}, not the devnet (${DEVNET_CHAIN_ID}); refusing to deploy`)
  }

  const codes = await Promise.all(deployments.map(({ address }) => client.getCode({ address })))
  const deployed = codes.map((code) => code !== undefined && code !== '0x')
  if (deployed.every(Boolean)) return deployErc4337(rpcUrl)
  const nonce = await client.getTransactionCount({ address: devnetDeployer.address })
  if (deployed.some(Boolean) || nonce !== 0) {
    // The addresses are derived from nonces 0, 1, …: past that point they can no longer be reached.
    throw new Error(
      `The devnet at ${rpcUrl} is partly deployed (deployer nonce ${nonce}); restart it from a fresh chain`,
    )
  }

  const artifact = await loadArtifacts()
  const testClient = createTestClient({ chain: hardhat, mode: 'hardhat', transport })
  await testClient.setBalance({ address: devnetDeployer.address, value: DEPLOYER_BALANCE })
  // The onramp sandbox pays delivery gas and sells ether from here (its USDC is a setup call).
  await testClient.setBalance({
    address: DEVNET_ONRAMP_TREASURY_ADDRESS,
    value: DEVNET_ONRAMP_TREASURY_FUNDS.eth,
  })
  const wallet = createWalletClient({ account: devnetDeployer, chain: hardhat, transport })

  for (const [index, deployment] of deployments.entries()) {
    const { abi, bytecode } = artifact(deployment.contract)
    const hash = await wallet.deployContract({ abi, bytecode, args: deployment.args, nonce: index })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (
      receipt.status !== 'success' ||
      !receipt.contractAddress ||
      !isAddressEqual(receipt.contractAddress, deployment.address)
    ) {
      throw new Error(
        `Deploying ${deployment.contract} #${index} gave ${receipt.status} at ${receipt.contractAddress}, ` +
          `expected ${deployment.address}`,
      )
    }
  }

  // Sent back to back without waiting: automine mines each on arrival, and the receipts are checked after.
  const hashes: Hex[] = []
  for (const [index, call] of setupCalls.entries()) {
    hashes.push(
      await wallet.writeContract({
        abi: artifact(call.contract).abi,
        address: call.address,
        functionName: call.functionName,
        args: call.args,
        value: call.value,
        nonce: deployments.length + index,
      }),
    )
  }
  await expectSuccess(client, hashes, (index) => {
    const call = setupCalls[index]!
    return `Devnet setup call ${call.functionName} on ${call.address}`
  })

  // Signed by the test accounts' own keys, so their nonces and the history show them as the senders.
  const historyHashes: Hex[] = []
  for (const tx of devnetHistory) {
    const sender = createWalletClient({
      account: privateKeyToAccount(testAccounts[tx.from]!.privateKey),
      chain: hardhat,
      transport,
    })
    historyHashes.push(
      tx.call
        ? await sender.writeContract({
            abi: artifact(tx.call.contract).abi,
            address: tx.to,
            functionName: tx.call.functionName,
            args: tx.call.args,
            value: tx.value,
          })
        : await sender.sendTransaction({ to: tx.to, value: tx.value }),
    )
  }
  await expectSuccess(client, historyHashes, (index) => {
    const tx = devnetHistory[index]!
    return `Devnet history transaction ${index} (${tx.call?.functionName ?? 'payment'} from test account ${tx.from})`
  })

  // Last: its CREATE2 deployments do not depend on the deployer's nonce, but appending keeps the nonces above.
  await deployErc4337(rpcUrl)
}
