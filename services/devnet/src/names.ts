import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  isAddressEqual,
  keccak256,
  labelhash,
  namehash,
  toBytes,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import {
  DEVNET_DEPLOYER_ADDRESS,
  DEVNET_NAMES_GATEWAY_SIGNER_ADDRESS,
  DEVNET_NAMES_PARENT,
  devnetContracts,
} from './addresses.ts'
import { devnetDeployer } from './deployer.ts'
import type { SetupCall } from './setupCall.ts'

/**
 * The key the cloud's names gateway signs its CCIP-read answers with on the devnet: the offchain resolver
 * trusts its address (DEVNET_NAMES_GATEWAY_SIGNER_ADDRESS). Derived from a fixed phrase like the treasury's, so
 * anyone can recompute it. Public: never trust it on a real chain.
 */
export const DEVNET_NAMES_GATEWAY_PRIVATE_KEY = keccak256(toBytes('airlock/devnet/names-gateway'))

export const devnetNamesGatewaySigner = privateKeyToAccount(DEVNET_NAMES_GATEWAY_PRIVATE_KEY)

// A literal in addresses.ts (browser-safe, no viem); this keeps the two in step when the module loads.
if (devnetNamesGatewaySigner.address !== DEVNET_NAMES_GATEWAY_SIGNER_ADDRESS) {
  throw new Error('DEVNET_NAMES_GATEWAY_SIGNER_ADDRESS does not match the names gateway key')
}

/** The path the cloud serves its gateway at, as an EIP-3668 URL template ({sender}, {data}: GET). */
export const NAMES_GATEWAY_PATH = '/v1/names/ccip/{sender}/{data}.json'

/** The gateway URL template of the cloud at `cloudUrl`. */
export function namesGatewayUrl(cloudUrl: string): string {
  return `${cloudUrl.replace(/\/+$/, '')}${NAMES_GATEWAY_PATH}`
}

/** The calls that give `name` (created label by label, owned by the deployer) the offchain resolver. */
function nameSetupCalls(name: string): SetupCall[] {
  const labels = name.split('.')
  const calls: SetupCall[] = []
  for (let i = labels.length - 1; i >= 0; i--) {
    const parent = labels.slice(i + 1).join('.')
    calls.push({
      contract: 'AirlockENSRegistry',
      address: devnetContracts.ensRegistry,
      functionName: 'setSubnodeOwner',
      args: [namehash(parent), labelhash(labels[i]!), DEVNET_DEPLOYER_ADDRESS],
    })
  }
  calls.push({
    contract: 'AirlockENSRegistry',
    address: devnetContracts.ensRegistry,
    functionName: 'setResolver',
    args: [namehash(name), devnetContracts.offchainResolver],
  })
  return calls
}

/**
 * `eth`, the names parent (`airlock.eth`) and `reverse`, `addr.reverse`, owned by the deployer, with the
 * offchain resolver on the parent and on `addr.reverse` (primary names, ENSIP-19's Ethereum namespace), and on
 * `reverse` itself: a wildcard for ENSIP-19's other namespaces (`<address>.<coin type hex>.reverse`,
 * `<address>.default.reverse`).
 */
export const namesSetupCalls: readonly SetupCall[] = [
  ...nameSetupCalls(DEVNET_NAMES_PARENT),
  ...nameSetupCalls('addr.reverse'),
  {
    contract: 'AirlockENSRegistry',
    address: devnetContracts.ensRegistry,
    functionName: 'setResolver',
    args: [namehash('reverse'), devnetContracts.offchainResolver],
  },
]

export interface ConfigureDevnetNamesOptions {
  /** The devnet's JSON-RPC URL. */
  rpcUrl: string
  /** The cloud whose gateway answers the resolver: its base URL, e.g. http://127.0.0.1:8787. */
  cloudUrl: string
  /** The cloud's names parent; created and given the offchain resolver when it is not `airlock.eth`. */
  parentName?: string
}

/**
 * Points the devnet's offchain resolver at the cloud's gateway and makes sure the cloud's names parent resolves
 * through it. The devnet is deployed before any cloud starts, on a port it cannot know (tests pick free ports),
 * so whoever starts both calls this once the cloud listens; it sends nothing when all is already so.
 * Sent by the deployer, the resolver's and the registry's owner.
 */
export async function configureDevnetNames(
  options: ConfigureDevnetNamesOptions,
): Promise<{ gatewayUrl: string }> {
  const transport = http(options.rpcUrl)
  const client = createPublicClient({ chain: hardhat, transport, pollingInterval: 50 })
  const wallet = createWalletClient({ account: devnetDeployer, chain: hardhat, transport })
  const gatewayUrl = namesGatewayUrl(options.cloudUrl)
  const hashes: Hex[] = []
  // Imported here, not at the top: deployments.ts imports this module before anything is compiled.
  const { AirlockENSRegistryAbi, AirlockOffchainResolverAbi } = await import('../generated/contracts.ts')

  const urls = await client.readContract({
    address: devnetContracts.offchainResolver,
    abi: AirlockOffchainResolverAbi,
    functionName: 'urls',
  })
  if (urls.length !== 1 || urls[0] !== gatewayUrl) {
    hashes.push(
      await wallet.writeContract({
        address: devnetContracts.offchainResolver,
        abi: AirlockOffchainResolverAbi,
        functionName: 'setUrls',
        args: [[gatewayUrl]],
      }),
    )
  }

  const parentName = options.parentName ?? DEVNET_NAMES_PARENT
  const resolver = await client.readContract({
    address: devnetContracts.ensRegistry,
    abi: AirlockENSRegistryAbi,
    functionName: 'resolver',
    args: [namehash(parentName)],
  })
  if (!isAddressEqual(resolver, devnetContracts.offchainResolver)) {
    for (const call of nameSetupCalls(parentName)) {
      // Labels someone else already owns are left to them (setSubnodeOwner would take them back).
      if (call.functionName === 'setSubnodeOwner') {
        const [parent, label] = call.args as [Hex, Hex]
        const node = keccak256(`${parent}${label.slice(2)}` as Hex)
        const owner = await client.readContract({
          address: devnetContracts.ensRegistry,
          abi: AirlockENSRegistryAbi,
          functionName: 'owner',
          args: [node],
        })
        if (owner !== zeroAddress) continue
      }
      hashes.push(
        await wallet.writeContract({
          address: call.address,
          abi: AirlockENSRegistryAbi,
          functionName: call.functionName as 'setResolver',
          args: call.args as [Hex, Hex],
        }),
      )
    }
  }
  for (const hash of hashes) {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`Configuring the devnet's names: ${hash} reverted`)
  }
  return { gatewayUrl }
}
