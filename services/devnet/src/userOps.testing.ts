import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  concatHex,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  parseEventLogs,
} from 'viem'
import {
  entryPoint07Abi,
  getUserOperationHash,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, type LocalAccount, privateKeyToAccount } from 'viem/accounts'
import { AirlockAccountFactoryAbi, AirlockERC20Abi, AirlockSmartAccountAbi } from '../generated/contracts.ts'
import { testAccounts } from './accounts.ts'
import { DEVNET_CHAIN_ID, devnetErc4337, devnetTokens } from './addresses.ts'
import { devnetPaymasterSigner, publishedArtifact } from './erc4337.ts'
import { devnetClients } from './testing.ts'

// Test-only: builds, signs and sends EntryPoint v0.7 user operations for AirlockSmartAccount on a started
// devnet, calling handleOps directly (the cloud's bundler is tested elsewhere). handleOps goes out from a
// test mnemonic account, never from the cloud bundler's key, so its nonces stay the bundler's alone.

export type UserOp = UserOperation<'0.7'>

export interface AccountCall {
  target: Address
  value: bigint
  data: Hex
}

/** Generous fixed limits: these tests check behaviour, not estimates (the EntryPoint refunds what is unused). */
const GAS = {
  callGasLimit: 600_000n,
  verificationGasLimit: 1_000_000n,
  preVerificationGas: 60_000n,
  maxFeePerGas: 10_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
} as const

const PAYMASTER_GAS = { paymasterVerificationGasLimit: 200_000n, paymasterPostOpGasLimit: 50_000n } as const

/** The ERC-4337 nonce key that routes an operation to `validator` (zero: the owner). */
export function validatorNonceKey(validator: Address): bigint {
  return BigInt(validator)
}

export function executeData(call: AccountCall): Hex {
  return encodeFunctionData({
    abi: AirlockSmartAccountAbi,
    functionName: 'execute',
    args: [call.target, call.value, call.data],
  })
}

export function executeBatchData(calls: readonly AccountCall[]): Hex {
  return encodeFunctionData({ abi: AirlockSmartAccountAbi, functionName: 'executeBatch', args: [calls] })
}

export function createAccountData(owner: Address, salt: bigint): Hex {
  return encodeFunctionData({
    abi: AirlockAccountFactoryAbi,
    functionName: 'createAccount',
    args: [owner, salt],
  })
}

/** What an EntryPoint revert said: FailedOp's reason, and FailedOpWithRevert's inner revert data. */
export interface FailedOp {
  name: string
  opIndex: bigint
  reason: string
  inner?: Hex
}

export function userOpTools(rpcUrl: string) {
  const { client, walletOf, mined } = devnetClients(rpcUrl)
  const bundler = walletOf(testAccounts[9]!)

  async function accountAddress(owner: Address, salt: bigint): Promise<Address> {
    return client.readContract({
      address: devnetErc4337.accountFactory,
      abi: AirlockAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner, salt],
    })
  }

  async function nonceOf(sender: Address, key = 0n): Promise<bigint> {
    return client.readContract({
      address: devnetErc4337.entryPoint,
      abi: entryPoint07Abi,
      functionName: 'getNonce',
      args: [sender, key],
    })
  }

  /** What `address` holds at the EntryPoint (its prefunds' remainders). */
  async function depositOf(address: Address): Promise<bigint> {
    return client.readContract({
      address: devnetErc4337.entryPoint,
      abi: entryPoint07Abi,
      functionName: 'balanceOf',
      args: [address],
    })
  }

  /** An unsigned operation with fixed gas; the nonce is the EntryPoint's next for `nonceKey`. */
  async function buildOp(options: {
    sender: Address
    callData: Hex
    nonceKey?: bigint
    /** For the first operation: the factory deploys the account. */
    create?: { owner: Address; salt: bigint }
  }): Promise<UserOp> {
    return {
      sender: options.sender,
      nonce: await nonceOf(options.sender, options.nonceKey ?? 0n),
      callData: options.callData,
      ...(options.create
        ? {
            factory: devnetErc4337.accountFactory,
            factoryData: createAccountData(options.create.owner, options.create.salt),
          }
        : {}),
      ...GAS,
      signature: '0x',
    }
  }

  function hashOf(op: UserOp): Hex {
    return getUserOperationHash({
      userOperation: op,
      entryPointAddress: devnetErc4337.entryPoint,
      entryPointVersion: '0.7',
      chainId: DEVNET_CHAIN_ID,
    })
  }

  /** The owner's (or a session key's) EIP-191 signature over the operation's hash. */
  async function signOp(op: UserOp, signer: LocalAccount): Promise<Hex> {
    return signer.signMessage({ message: { raw: hashOf(op) } })
  }

  /** op.signature for a session key: abi.encode(id, the key's signature). */
  async function sessionSignature(op: UserOp, id: Hex, signer: LocalAccount): Promise<Hex> {
    return encodeAbiParameters([{ type: 'bytes32' }, { type: 'bytes' }], [id, await signOp(op, signer)])
  }

  /**
   * Adds the VerifyingPaymaster's sponsorship (devnet signer): paymasterData = abi.encode(validUntil,
   * validAfter) ‖ the signer's EIP-191 signature over getHash(op, validUntil, validAfter). Sign the operation
   * after this: its hash covers the paymaster data.
   */
  async function sponsor(op: UserOp, validUntil = 0, validAfter = 0): Promise<UserOp> {
    const times = encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, validAfter])
    const draft: UserOp = {
      ...op,
      paymaster: devnetErc4337.verifyingPaymaster,
      ...PAYMASTER_GAS,
      paymasterData: concatHex([times, `0x${'00'.repeat(65)}`]),
    }
    const hash = (await client.readContract({
      address: devnetErc4337.verifyingPaymaster,
      abi: publishedArtifact('VerifyingPaymaster').abi,
      functionName: 'getHash',
      args: [toPackedUserOperation(draft), validUntil, validAfter],
    })) as Hex
    const signature = await devnetPaymasterSigner.signMessage({ message: { raw: hash } })
    return { ...draft, paymasterData: concatHex([times, signature]) }
  }

  const handleOpsArgs = (ops: readonly UserOp[]) =>
    ({
      address: devnetErc4337.entryPoint,
      abi: entryPoint07Abi,
      functionName: 'handleOps',
      args: [ops.map((op) => toPackedUserOperation(op)), bundler.account.address],
    }) as const

  /** Sends handleOps and returns the receipt with each operation's UserOperationEvent. */
  async function handleOps(ops: readonly UserOp[]) {
    const { receipt } = await mined(bundler.writeContract(handleOpsArgs(ops)))
    const events = parseEventLogs({
      abi: entryPoint07Abi,
      logs: receipt.logs,
      eventName: 'UserOperationEvent',
    })
    const reverts = parseEventLogs({
      abi: entryPoint07Abi,
      logs: receipt.logs,
      eventName: 'UserOperationRevertReason',
    })
    return { receipt, events: events.map((event) => event.args), reverts: reverts.map((event) => event.args) }
  }

  /** The FailedOp / FailedOpWithRevert that handleOps reverts with (its simulation, as a bundler would see). */
  async function failedOp(ops: readonly UserOp[]): Promise<FailedOp> {
    try {
      await client.simulateContract({ ...handleOpsArgs(ops), account: bundler.account })
    } catch (error) {
      const reverted =
        error instanceof BaseError
          ? error.walk((cause) => cause instanceof ContractFunctionRevertedError)
          : null
      if (reverted instanceof ContractFunctionRevertedError && reverted.data) {
        const { errorName, args } = reverted.data
        const [opIndex, reason, inner] = (args ?? []) as [bigint, string, Hex | undefined]
        return { name: errorName, opIndex, reason, ...(inner === undefined ? {} : { inner }) }
      }
      throw error
    }
    throw new Error('handleOps succeeded; expected a FailedOp')
  }

  /**
   * A fresh owner's account, deployed by calling the factory directly (test account 8 pays) and given `eth`
   * and `usdc` from test account 0: each test gets its own, so tests share no nonces or balances.
   */
  async function deployedAccount(funds: { eth?: bigint; usdc?: bigint } = {}) {
    const owner = privateKeyToAccount(generatePrivateKey())
    const address = await accountAddress(owner.address, 0n)
    await mined(
      walletOf(testAccounts[8]!).writeContract({
        address: devnetErc4337.accountFactory,
        abi: AirlockAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, 0n],
      }),
    )
    await fund(address, funds)
    return { owner, address }
  }

  async function fund(address: Address, { eth = 0n, usdc = 0n }: { eth?: bigint; usdc?: bigint }) {
    const funder = walletOf(testAccounts[0]!)
    if (eth > 0n) await mined(funder.sendTransaction({ to: address, value: eth }))
    if (usdc > 0n) {
      await mined(
        funder.writeContract({
          address: devnetTokens.usdc.address,
          abi: AirlockERC20Abi,
          functionName: 'transfer',
          args: [address, usdc],
        }),
      )
    }
  }

  async function usdcBalance(address: Address): Promise<bigint> {
    return client.readContract({
      address: devnetTokens.usdc.address,
      abi: AirlockERC20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
  }

  return {
    client,
    walletOf,
    mined,
    bundler,
    accountAddress,
    nonceOf,
    depositOf,
    buildOp,
    hashOf,
    signOp,
    sessionSignature,
    sponsor,
    handleOps,
    failedOp,
    deployedAccount,
    fund,
    usdcBalance,
  }
}
