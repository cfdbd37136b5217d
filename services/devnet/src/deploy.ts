import {
  type Abi,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  isAddressEqual,
} from 'viem'
import { hardhat } from 'viem/chains'
import { compileContracts } from '../scripts/compile.ts'
import { DEVNET_CHAIN_ID } from './addresses.ts'
import { devnetDeployer } from './deployer.ts'
import { type ContractName, deployments, setupCalls } from './deployments.ts'

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

/**
 * Deploys the devnet's contracts, funds the test accounts, seeds the AMM pools and mints the NFTs, all from the
 * fixed deployer so every address is known in advance. Does nothing when the contracts are already there.
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
  if (deployed.every(Boolean)) return
  const nonce = await client.getTransactionCount({ address: devnetDeployer.address })
  if (deployed.some(Boolean) || nonce !== 0) {
    // The addresses are derived from nonces 0, 1, …: past that point they can no longer be reached.
    throw new Error(
      `The devnet at ${rpcUrl} is partly deployed (deployer nonce ${nonce}); restart it from a fresh chain`,
    )
  }

  const artifact = await loadArtifacts()
  await createTestClient({ chain: hardhat, mode: 'hardhat', transport }).setBalance({
    address: devnetDeployer.address,
    value: DEPLOYER_BALANCE,
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
  const receipts = await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash })))
  const failed = receipts.findIndex((receipt) => receipt.status !== 'success')
  if (failed !== -1) {
    const call = setupCalls[failed]!
    throw new Error(`Devnet setup call ${call.functionName} on ${call.address} reverted`)
  }
}
