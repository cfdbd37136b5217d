// Test-only: the published SimpleAccount v0.7 (eth-infinitism) as a viem smart account, for the bundler's tests.
import { createRequire } from 'node:module'
import { devnetErc4337 } from '@airlock/devnet'
import {
  type Abi,
  type Address,
  concat,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  type PublicClient,
  type WalletClient,
} from 'viem'
import {
  entryPoint07Abi,
  getUserOperationHash,
  type SmartAccount,
  toSmartAccount,
} from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'

interface Artifact {
  abi: Abi
  bytecode: Hex
}

const artifact = (name: string) =>
  createRequire(import.meta.url)(`@account-abstraction/contracts/artifacts/${name}.json`) as Artifact

export const simpleAccountAbi = artifact('SimpleAccount').abi
export const simpleAccountFactoryAbi = artifact('SimpleAccountFactory').abi

const ZERO_SALT: Hex = `0x${'00'.repeat(32)}`

/** A valid-form signature (recoverable, of another hash): SimpleAccount fails it softly (SIG_VALIDATION_FAILED). */
export const STUB_ACCOUNT_SIGNATURE: Hex =
  '0x24644d3067880bdd5655780d1fbecd83f99f7eb8aa21ec8aedfc619f0966575b473ed4167700eac238d2877d826f769b69c70a5a360f6f704c285ead1a2178c31b'

/**
 * Deploys the published SimpleAccountFactory v0.7 by CREATE2 (salt 0) through the deterministic deployer, as
 * the devnet deploys the EntryPoint; returns its address (the same on every devnet).
 */
export async function deploySimpleAccountFactory(
  client: PublicClient,
  wallet: WalletClient,
): Promise<Address> {
  const { abi, bytecode } = artifact('SimpleAccountFactory')
  const initCode = encodeDeployData({ abi, bytecode, args: [devnetErc4337.entryPoint] })
  const address = getContractAddress({
    opcode: 'CREATE2',
    from: devnetErc4337.deterministicDeployer,
    salt: ZERO_SALT,
    bytecode: initCode,
  })
  if (((await client.getCode({ address })) ?? '0x') !== '0x') return address
  const hash = await wallet.sendTransaction({
    account: wallet.account!,
    chain: wallet.chain,
    to: devnetErc4337.deterministicDeployer,
    data: concat([ZERO_SALT, initCode]),
    gas: 5_000_000n,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error('SimpleAccountFactory deployment failed')
  return address
}

/** A SimpleAccount owned by `owner`, made by `factory` with `salt`; nonce key 0. */
export async function toSimpleAccount(options: {
  client: PublicClient
  factory: Address
  owner: PrivateKeyAccount
  salt?: bigint
}): Promise<SmartAccount> {
  const { client, factory, owner } = options
  const salt = options.salt ?? 0n
  const entryPoint = { abi: entryPoint07Abi, address: devnetErc4337.entryPoint, version: '0.7' } as const
  const address = (await client.readContract({
    address: factory,
    abi: simpleAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, salt],
  })) as Address
  return toSmartAccount({
    client,
    entryPoint,
    async getAddress() {
      return address
    },
    async encodeCalls(calls) {
      if (calls.length === 1) {
        const [call] = calls
        return encodeFunctionData({
          abi: simpleAccountAbi,
          functionName: 'execute',
          args: [call!.to, call!.value ?? 0n, call!.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: simpleAccountAbi,
        functionName: 'executeBatch',
        args: [calls.map((c) => c.to), calls.map((c) => c.value ?? 0n), calls.map((c) => c.data ?? '0x')],
      })
    },
    async getFactoryArgs() {
      return {
        factory,
        factoryData: encodeFunctionData({
          abi: simpleAccountFactoryAbi,
          functionName: 'createAccount',
          args: [owner.address, salt],
        }),
      }
    },
    async getNonce() {
      return client.readContract({
        address: entryPoint.address,
        abi: entryPoint07Abi,
        functionName: 'getNonce',
        args: [address, 0n],
      })
    },
    async getStubSignature() {
      return STUB_ACCOUNT_SIGNATURE
    },
    async signMessage({ message }) {
      return owner.signMessage({ message })
    },
    async signTypedData() {
      throw new Error('Not needed by the bundler tests')
    },
    async signUserOperation(parameters) {
      const { chainId = client.chain!.id, ...userOperation } = parameters
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint.address,
        entryPointVersion: '0.7',
        userOperation: { ...userOperation, sender: address },
      })
      return owner.signMessage({ message: { raw: hash } })
    },
  })
}
