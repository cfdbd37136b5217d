import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import {
  type Abi,
  concatHex,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeAbiParameters,
  encodeDeployData,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  toBytes,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import {
  DEVNET_BUNDLER_ADDRESS,
  DEVNET_PAYMASTER_DEPOSIT,
  DEVNET_PAYMASTER_SIGNER_ADDRESS,
  DEVNET_SESSIONS_RELAYER_ADDRESS,
  devnetErc4337,
} from './addresses.ts'
import { devnetDeployer } from './deployer.ts'

/**
 * The devnet's ERC-4337 stack, for Airlock's smart accounts: EntryPoint v0.7 at its canonical address, its
 * simulation contract for the cloud's bundler, and a VerifyingPaymaster the cloud sponsors with. The
 * EntryPoint and simulations come from the published `@account-abstraction/contracts@0.7.0` artifacts, not a
 * recompile, so the bytecode (and with it the canonical CREATE2 address) is the one mainnet runs.
 */

/**
 * The key the cloud's paymaster signs sponsorships with on the devnet; the VerifyingPaymaster trusts its
 * address (DEVNET_PAYMASTER_SIGNER_ADDRESS) and it also deploys that paymaster, so it is the owner too.
 * Public, derived from a fixed phrase: never trust it on a real chain.
 */
export const DEVNET_PAYMASTER_SIGNER_PRIVATE_KEY = keccak256(toBytes('airlock/devnet/paymaster-signer'))
export const devnetPaymasterSigner = privateKeyToAccount(DEVNET_PAYMASTER_SIGNER_PRIVATE_KEY)

/**
 * The key the cloud's bundler sends `handleOps` from on the devnet (funded at deploy). Nothing else sends from
 * it, so its nonces are the bundler's alone.
 */
export const DEVNET_BUNDLER_PRIVATE_KEY = keccak256(toBytes('airlock/devnet/bundler'))
export const devnetBundler = privateKeyToAccount(DEVNET_BUNDLER_PRIVATE_KEY)

/** The key the cloud relays session revocations from on the devnet (funded at deploy; nothing else sends from it). */
export const DEVNET_SESSIONS_RELAYER_PRIVATE_KEY = keccak256(toBytes('airlock/devnet/sessions-relayer'))
export const devnetSessionsRelayer = privateKeyToAccount(DEVNET_SESSIONS_RELAYER_PRIVATE_KEY)

/** The devnet chain's `erc4337` option of the cloud: its own bundler and the sponsoring paymaster. */
export const devnetCloudErc4337 = {
  entryPoint: devnetErc4337.entryPoint,
  entryPointSimulations: devnetErc4337.entryPointSimulations,
  bundlerKey: DEVNET_BUNDLER_PRIVATE_KEY,
  paymaster: { address: devnetErc4337.verifyingPaymaster, signerKey: DEVNET_PAYMASTER_SIGNER_PRIVATE_KEY },
} as const

/** The devnet chain's `smartAccounts` option of the cloud: the account contracts and the revoke relayer. */
export const devnetCloudSmartAccounts = {
  accountFactory: devnetErc4337.accountFactory,
  sessionValidator: devnetErc4337.sessionValidator,
  relayerKey: DEVNET_SESSIONS_RELAYER_PRIVATE_KEY,
} as const

// Literals in addresses.ts (browser-safe, no viem); this keeps them in step when the module loads.
if (devnetPaymasterSigner.address !== DEVNET_PAYMASTER_SIGNER_ADDRESS) {
  throw new Error('DEVNET_PAYMASTER_SIGNER_ADDRESS does not match the paymaster signer key')
}
if (devnetSessionsRelayer.address !== DEVNET_SESSIONS_RELAYER_ADDRESS) {
  throw new Error('DEVNET_SESSIONS_RELAYER_ADDRESS does not match the sessions relayer key')
}
if (devnetBundler.address !== DEVNET_BUNDLER_ADDRESS) {
  throw new Error('DEVNET_BUNDLER_ADDRESS does not match the bundler key')
}

/**
 * Arachnid's deterministic deployment proxy, the CREATE2 factory every chain has at this address: its runtime
 * code takes `salt ‖ initCode` and deploys with CREATE2. The EntryPoint's canonical address assumes it.
 */
export const DETERMINISTIC_DEPLOYER_RUNTIME: Hex =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3'

/** The salt eth-infinitism deployed EntryPoint v0.7 with; with the published bytecode it gives 0x…71727De22E5E9d8BAf0edAc6f37da032. */
export const ENTRY_POINT_V07_SALT: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'

const ZERO_SALT: Hex = `0x${'00'.repeat(32)}`

export interface PublishedArtifact {
  abi: Abi
  bytecode: Hex
}

/** One of `@account-abstraction/contracts@0.7.0`'s Hardhat artifacts (abi and creation bytecode). */
export function publishedArtifact(
  name: 'EntryPoint' | 'EntryPointSimulations' | 'VerifyingPaymaster',
): PublishedArtifact {
  const require = createRequire(import.meta.url)
  const json = require(`@account-abstraction/contracts/artifacts/${name}.json`) as PublishedArtifact
  return { abi: json.abi, bytecode: json.bytecode }
}

/**
 * The creation bytecode of one of services/devnet/contracts from the compile output (run compileContracts()
 * first; startDevnet does). Read as text because initCode() is synchronous and generated/contracts.ts is
 * TypeScript, which Node cannot require: scripts/compile.ts writes each as `export const <Name>Bytecode = '0x…'`.
 */
export function compiledBytecode(name: string): Hex {
  const file = join(import.meta.dirname, '..', 'generated', 'contracts.ts')
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    throw new Error(`${file} is missing: compile the contracts first (npm run build:contracts)`, {
      cause: error,
    })
  }
  const bytecode = new RegExp(`^export const ${name}Bytecode = '(0x[0-9a-f]+)'`, 'm').exec(text)?.[1]
  if (!bytecode) throw new Error(`${file} has no bytecode for ${name}: compile the contracts first`)
  return bytecode as Hex
}

/** Where the deterministic deployer puts `initCode` with `salt`. */
export function create2Address(initCode: Hex, salt: Hex = ZERO_SALT) {
  return getContractAddress({
    opcode: 'CREATE2',
    from: devnetErc4337.deterministicDeployer,
    salt,
    bytecode: initCode,
  })
}

/** A contract deployed through the deterministic deployer: its address depends on nothing but its code. */
export interface Create2Deployment {
  name: string
  initCode: () => Hex
  salt?: Hex
  address: Hex
}

/**
 * What the ERC-4337 deploy puts on chain, in order (later entries may depend on earlier ones). Append here:
 * CREATE2 addresses do not move with the deployer's nonces.
 */
export const erc4337Create2Deployments: Create2Deployment[] = [
  {
    name: 'EntryPoint v0.7',
    initCode: () => publishedArtifact('EntryPoint').bytecode,
    salt: ENTRY_POINT_V07_SALT,
    address: devnetErc4337.entryPoint,
  },
  {
    name: 'EntryPointSimulations v0.7',
    initCode: () => publishedArtifact('EntryPointSimulations').bytecode,
    address: devnetErc4337.entryPointSimulations,
  },
  {
    // Airlock's smart accounts; its constructor deploys the account implementation.
    name: 'AirlockAccountFactory',
    initCode: () =>
      concatHex([
        compiledBytecode('AirlockAccountFactory'),
        encodeAbiParameters([{ type: 'address' }], [devnetErc4337.entryPoint]),
      ]),
    address: devnetErc4337.accountFactory,
  },
  {
    // Smart sessions: the validator module accounts install to let session keys sign within limits.
    name: 'AirlockSessionValidator',
    initCode: () => compiledBytecode('AirlockSessionValidator'),
    address: devnetErc4337.sessionValidator,
  },
]

/** The VerifyingPaymaster's creation code: its constructor takes (entryPoint, verifyingSigner). */
export function verifyingPaymasterDeployData(): Hex {
  const { abi, bytecode } = publishedArtifact('VerifyingPaymaster')
  return encodeDeployData({
    abi,
    bytecode,
    args: [devnetErc4337.entryPoint, DEVNET_PAYMASTER_SIGNER_ADDRESS],
  })
}

/** Enough for the bundler's gas for as long as any devnet runs. */
const BUNDLER_BALANCE = 100_000n * 10n ** 18n
/** The paymaster signer deploys the paymaster and funds its deposit. */
const PAYMASTER_SIGNER_BALANCE = DEVNET_PAYMASTER_DEPOSIT + 10n * 10n ** 18n

/**
 * Puts the ERC-4337 stack on a fresh devnet: the deterministic deployer's code, every CREATE2 deployment
 * (EntryPoint first), the VerifyingPaymaster (the paymaster signer's nonce 0) with its deposit, and the
 * bundler's ether. Safe to call again: what is there already is skipped.
 */
export async function deployErc4337(rpcUrl: string): Promise<void> {
  const transport = http(rpcUrl)
  const client = createPublicClient({ chain: hardhat, transport, pollingInterval: 50 })
  const testClient = createTestClient({ chain: hardhat, mode: 'hardhat', transport })
  const hasCode = async (address: Hex) => ((await client.getCode({ address })) ?? '0x') !== '0x'

  if (!(await hasCode(devnetErc4337.deterministicDeployer))) {
    await testClient.setCode({
      address: devnetErc4337.deterministicDeployer,
      bytecode: DETERMINISTIC_DEPLOYER_RUNTIME,
    })
  }
  const deployer = createWalletClient({ account: devnetDeployer, chain: hardhat, transport })
  for (const deployment of erc4337Create2Deployments) {
    if (await hasCode(deployment.address)) continue
    const hash = await deployer.sendTransaction({
      to: devnetErc4337.deterministicDeployer,
      data: concatHex([deployment.salt ?? ZERO_SALT, deployment.initCode()]),
      gas: 12_000_000n,
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success' || !(await hasCode(deployment.address))) {
      throw new Error(
        `Deploying ${deployment.name} through the deterministic deployer left no code at ${deployment.address}`,
      )
    }
  }

  await testClient.setBalance({ address: DEVNET_BUNDLER_ADDRESS, value: BUNDLER_BALANCE })
  await testClient.setBalance({ address: DEVNET_SESSIONS_RELAYER_ADDRESS, value: BUNDLER_BALANCE })
  if (!(await hasCode(devnetErc4337.verifyingPaymaster))) {
    await testClient.setBalance({ address: DEVNET_PAYMASTER_SIGNER_ADDRESS, value: PAYMASTER_SIGNER_BALANCE })
    const owner = createWalletClient({ account: devnetPaymasterSigner, chain: hardhat, transport })
    const deployHash = await owner.sendTransaction({ data: verifyingPaymasterDeployData(), nonce: 0 })
    const deployed = await client.waitForTransactionReceipt({ hash: deployHash })
    if (deployed.contractAddress?.toLowerCase() !== devnetErc4337.verifyingPaymaster.toLowerCase()) {
      throw new Error(
        `The VerifyingPaymaster landed at ${deployed.contractAddress}, expected ${devnetErc4337.verifyingPaymaster}`,
      )
    }
    const { abi } = publishedArtifact('VerifyingPaymaster')
    const depositHash = await owner.writeContract({
      abi,
      address: devnetErc4337.verifyingPaymaster,
      functionName: 'deposit',
      value: DEVNET_PAYMASTER_DEPOSIT,
    })
    const receipt = await client.waitForTransactionReceipt({ hash: depositHash })
    if (receipt.status !== 'success') throw new Error('Funding the VerifyingPaymaster deposit reverted')
  }
}
