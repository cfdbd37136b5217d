import {
  type Address,
  createTestClient,
  decodeErrorResult,
  encodeErrorResult,
  encodeFunctionData,
  type Hex,
  hashTypedData,
  http,
  keccak256,
  type LocalAccount,
  parseEther,
  toHex,
  zeroAddress,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AirlockERC20Abi,
  AirlockSessionValidatorAbi,
  AirlockSmartAccountAbi,
} from '../generated/contracts.ts'
import { testAccounts } from './accounts.ts'
import { DEVNET_CHAIN_ID, devnetErc4337, devnetTokens } from './addresses.ts'
import { type Devnet, startDevnet } from './devnet.ts'
import { revertOf } from './testing.ts'
import {
  type AccountCall,
  executeBatchData,
  executeData,
  type UserOp,
  userOpTools,
  validatorNonceKey,
} from './userOps.testing.ts'

const usdc = devnetTokens.usdc.address
const validator = devnetErc4337.sessionValidator
const TRANSFER = '0xa9059cbb'
const APPROVE = '0x095ea7b3'
const usdcCall = (functionName: 'transfer' | 'approve', to: Address, amount: bigint): AccountCall => ({
  target: usdc,
  value: 0n,
  data: encodeFunctionData({ abi: AirlockERC20Abi, functionName, args: [to, amount] }),
})
const validatorCall = (data: Hex): AccountCall => ({ target: validator, value: 0n, data })
const sessionError = (data: Hex) => decodeErrorResult({ abi: AirlockSessionValidatorAbi, data })
const sessionId = (name: string) => keccak256(toHex(name))

interface SessionTerms {
  signer: Address
  validAfter: number
  validUntil: number
  nativeLimit: bigint
  token: Address
  tokenLimit: bigint
}

describe('AirlockSessionValidator: smart sessions enforced on the devnet', () => {
  let devnet: Devnet
  let tools: ReturnType<typeof userOpTools>
  let owner: LocalAccount
  let account: Address
  const sessionKey = privateKeyToAccount(generatePrivateKey())
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const id = sessionId('shop')
  const terms = (overrides: Partial<SessionTerms> = {}): SessionTerms => ({
    signer: sessionKey.address,
    validAfter: 0,
    validUntil: 0,
    nativeLimit: parseEther('0.05'),
    token: usdc,
    tokenLimit: 20_000_000n,
    ...overrides,
  })
  const permissions = [
    { target: usdc, selector: TRANSFER },
    { target: recipient, selector: '0x00000000' },
  ] as const

  /** Runs an owner-signed operation of the account and returns its UserOperationEvent and revert reason. */
  async function asOwner(calls: readonly AccountCall[]) {
    const op = await tools.buildOp({ sender: account, callData: executeBatchData(calls) })
    op.signature = await tools.signOp(op, owner)
    const { events, reverts } = await tools.handleOps([op])
    return { event: events[0]!, revert: reverts[0]?.revertReason }
  }

  const enableCall = (
    sessionId: Hex,
    session: SessionTerms,
    allowed: readonly { target: Address; selector: Hex }[] = permissions,
  ) =>
    validatorCall(
      encodeFunctionData({
        abi: AirlockSessionValidatorAbi,
        functionName: 'enableSession',
        args: [sessionId, session, allowed],
      }),
    )

  /** A session key's operation: nonce key = the validator, signature = abi.encode(id, the key's signature). */
  async function sessionOp(
    call: AccountCall | AccountCall[],
    options: { id?: Hex; key?: LocalAccount } = {},
  ) {
    const op = await tools.buildOp({
      sender: account,
      callData: Array.isArray(call) ? executeBatchData(call) : executeData(call),
      nonceKey: validatorNonceKey(validator),
    })
    op.signature = await tools.sessionSignature(op, options.id ?? id, options.key ?? sessionKey)
    return op
  }

  /** The session validator's error inside the EntryPoint's FailedOpWithRevert(0, "AA23 reverted", …). */
  async function refusal(op: UserOp) {
    const failed = await tools.failedOp([op])
    expect(failed).toMatchObject({ name: 'FailedOpWithRevert', opIndex: 0n, reason: 'AA23 reverted' })
    return sessionError(failed.inner ?? '0x')
  }

  const session = (sessionId: Hex) =>
    tools.client.readContract({
      address: validator,
      abi: AirlockSessionValidatorAbi,
      functionName: 'getSession',
      args: [account, sessionId],
    })

  beforeAll(async () => {
    devnet = await startDevnet({ port: 0 })
    tools = userOpTools(devnet.rpcUrl)
    ;({ owner, address: account } = await tools.deployedAccount({ eth: parseEther('1'), usdc: 100_000_000n }))
  })
  afterAll(() => devnet?.stop())

  it('is granted by one owner operation that installs the validator and enables the session', async () => {
    const install = encodeFunctionData({
      abi: AirlockSmartAccountAbi,
      functionName: 'installModule',
      args: [1n, validator, '0x'],
    })
    const { event } = await asOwner([{ target: account, value: 0n, data: install }, enableCall(id, terms())])
    expect(event.success).toBe(true)
    expect(
      await tools.client.readContract({
        address: account,
        abi: AirlockSmartAccountAbi,
        functionName: 'isModuleInstalled',
        args: [1n, validator, '0x'],
      }),
    ).toBe(true)
    expect(await session(id)).toEqual([terms(), 0n, 0n, false, true])
    expect(
      await tools.client.readContract({
        address: validator,
        abi: AirlockSessionValidatorAbi,
        functionName: 'sessionIds',
        args: [account],
      }),
    ).toEqual([id])
    const isAllowed = (target: Address, selector: Hex) =>
      tools.client.readContract({
        address: validator,
        abi: AirlockSessionValidatorAbi,
        functionName: 'isAllowed',
        args: [account, id, target, selector],
      })
    expect(await isAllowed(usdc, TRANSFER)).toBe(true)
    expect(await isAllowed(recipient, '0x00000000')).toBe(true)
    expect(await isAllowed(usdc, APPROVE)).toBe(false)
    expect(
      await tools.client.readContract({
        address: validator,
        abi: AirlockSessionValidatorAbi,
        functionName: 'getPermissions',
        args: [account, id],
      }),
    ).toEqual([
      { target: usdc, selector: TRANSFER },
      { target: recipient, selector: '0x00000000' },
    ])
  })

  it('lets the session key make allowed calls within its limits, and counts what they spend', async () => {
    const transfer = await sessionOp(usdcCall('transfer', recipient, 10_000_000n))
    expect((await tools.handleOps([transfer])).events).toMatchObject([{ success: true }])
    const batch = await sessionOp([
      usdcCall('transfer', recipient, 5_000_000n),
      { target: recipient, value: parseEther('0.01'), data: '0x' },
    ])
    expect((await tools.handleOps([batch])).events).toMatchObject([{ success: true }])
    expect(await tools.usdcBalance(recipient)).toBe(15_000_000n)
    expect(await tools.client.getBalance({ address: recipient })).toBe(parseEther('0.01'))
    expect((await session(id)).slice(1, 3)).toEqual([parseEther('0.01'), 15_000_000n])
    expect(await tools.nonceOf(account, validatorNonceKey(validator))).toBe(
      (validatorNonceKey(validator) << 64n) | 2n,
    )
  })

  it('refuses a target or selector the session was not granted', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey()).address
    expect(await refusal(await sessionOp({ target: stranger, value: 1n, data: '0x' }))).toEqual({
      abiItem: expect.anything(),
      errorName: 'CallNotAllowed',
      args: [stranger, '0x00000000'],
    })
    expect(await refusal(await sessionOp(usdcCall('approve', recipient, 1n)))).toMatchObject({
      errorName: 'CallNotAllowed',
      args: [usdc, APPROVE],
    })
    // One call out of bounds refuses the whole batch.
    expect(
      await refusal(
        await sessionOp([usdcCall('transfer', recipient, 1n), usdcCall('approve', recipient, 1n)]),
      ),
    ).toMatchObject({ errorName: 'CallNotAllowed', args: [usdc, APPROVE] })
  })

  it('refuses going over the native or the token limit', async () => {
    expect(await refusal(await sessionOp(usdcCall('transfer', recipient, 6_000_000n)))).toMatchObject({
      errorName: 'SpendLimitExceeded',
      args: [20_000_000n, 21_000_000n],
    })
    expect(
      await refusal(await sessionOp({ target: recipient, value: parseEther('0.05'), data: '0x' })),
    ).toMatchObject({ errorName: 'SpendLimitExceeded', args: [parseEther('0.05'), parseEther('0.06')] })
  })

  it('fails an operation signed by another key with AA24, and an unknown session with SessionNotFound', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey())
    const op = await sessionOp(usdcCall('transfer', recipient, 1n), { key: stranger })
    expect(await tools.failedOp([op])).toEqual({
      name: 'FailedOp',
      opIndex: 0n,
      reason: 'AA24 signature error',
    })
    expect(
      await refusal(await sessionOp(usdcCall('transfer', recipient, 1n), { id: sessionId('unknown') })),
    ).toMatchObject({ errorName: 'SessionNotFound' })
  })

  it('refuses to enable an id twice', async () => {
    const { event, revert } = await asOwner([enableCall(id, terms({ tokenLimit: 10n ** 12n }))])
    expect(event.success).toBe(false)
    expect(revert).toBe(encodeErrorResult({ abi: AirlockSessionValidatorAbi, errorName: 'SessionExists' }))
  })

  it('refuses a permission on the account itself or on the validator: a session may not manage sessions', async () => {
    const own = { target: account, selector: '0x9517e29f' } as const // installModule
    const { event, revert } = await asOwner([enableCall(sessionId('escalate'), terms(), [own])])
    expect(event.success).toBe(false)
    expect(revert).toBe(
      encodeErrorResult({
        abi: AirlockSessionValidatorAbi,
        errorName: 'CallNotAllowed',
        args: [own.target, own.selector],
      }),
    )
  })

  it('stops a session the account revokes', async () => {
    const revoked = sessionId('revoked by the account')
    expect((await asOwner([enableCall(revoked, terms())])).event.success).toBe(true)
    const revoke = encodeFunctionData({
      abi: AirlockSessionValidatorAbi,
      functionName: 'revokeSession',
      args: [revoked],
    })
    expect((await asOwner([validatorCall(revoke)])).event.success).toBe(true)
    expect((await session(revoked))[3]).toBe(true)
    expect(
      await refusal(await sessionOp(usdcCall('transfer', recipient, 1n), { id: revoked })),
    ).toMatchObject({ errorName: 'SessionIsRevoked' })
  })

  it('takes a revocation the owner signed, relayed by anyone, and refuses a wrong signature', async () => {
    const revoked = sessionId('revoked with a signature')
    expect((await asOwner([enableCall(revoked, terms())])).event.success).toBe(true)
    const hash = await tools.client.readContract({
      address: validator,
      abi: AirlockSessionValidatorAbi,
      functionName: 'revokeHash',
      args: [account, revoked],
    })
    // The EIP-712 digest a wallet signs for eth_signTypedData_v4 (the kit's revokeSessionTypedData).
    expect(hash).toBe(
      hashTypedData({
        domain: {
          name: 'Airlock Session Validator',
          version: '1',
          chainId: DEVNET_CHAIN_ID,
          verifyingContract: validator,
        },
        types: {
          RevokeSession: [
            { name: 'account', type: 'address' },
            { name: 'id', type: 'bytes32' },
          ],
        },
        primaryType: 'RevokeSession',
        message: { account, id: revoked },
      }),
    )
    const signRevoke = (signer: LocalAccount) =>
      signer.signTypedData({
        domain: {
          name: 'Airlock Smart Account',
          version: '1',
          chainId: DEVNET_CHAIN_ID,
          verifyingContract: account,
        },
        types: { AirlockMessage: [{ name: 'hash', type: 'bytes32' }] },
        primaryType: 'AirlockMessage',
        message: { hash },
      })
    const relayer = tools.walletOf(testAccounts[7]!)
    const relay = (signature: Hex) =>
      ({
        address: validator,
        abi: AirlockSessionValidatorAbi,
        functionName: 'revokeWithSignature',
        args: [account, revoked, signature],
        account: relayer.account,
      }) as const

    const forged = await signRevoke(privateKeyToAccount(generatePrivateKey()))
    expect(await revertOf(tools.client.simulateContract(relay(forged)))).toEqual({
      name: 'InvalidSignature',
      args: undefined,
    })
    await tools.mined(relayer.writeContract(relay(await signRevoke(owner))))
    expect((await session(revoked))[3]).toBe(true)
    expect(
      await refusal(await sessionOp(usdcCall('transfer', recipient, 1n), { id: revoked })),
    ).toMatchObject({ errorName: 'SessionIsRevoked' })
  })

  it('has the EntryPoint refuse a session after its validUntil with AA22', async () => {
    const block = await tools.client.getBlock()
    const brief = sessionId('brief')
    const validUntil = Number(block.timestamp) + 600
    expect(
      (await asOwner([enableCall(brief, terms({ validUntil, token: zeroAddress }))])).event.success,
    ).toBe(true)
    const before = await sessionOp({ target: recipient, value: 1n, data: '0x' }, { id: brief })
    expect((await tools.handleOps([before])).events).toMatchObject([{ success: true }])

    const testClient = createTestClient({ chain: hardhat, mode: 'hardhat', transport: http(devnet.rpcUrl) })
    await testClient.increaseTime({ seconds: 601 })
    await testClient.mine({ blocks: 1 })
    const after = await sessionOp({ target: recipient, value: 1n, data: '0x' }, { id: brief })
    expect(await tools.failedOp([after])).toEqual({
      name: 'FailedOp',
      opIndex: 0n,
      reason: 'AA22 expired or not due',
    })
  })

  // Last: the account has no validator afterwards.
  it('ends every session when the account uninstalls the validator', async () => {
    const uninstall = encodeFunctionData({
      abi: AirlockSmartAccountAbi,
      functionName: 'uninstallModule',
      args: [1n, validator, '0x'],
    })
    expect((await asOwner([{ target: account, value: 0n, data: uninstall }])).event.success).toBe(true)
    expect((await session(id))[3]).toBe(true)
    const failed = await tools.failedOp([await sessionOp(usdcCall('transfer', recipient, 1n))])
    expect(failed).toMatchObject({ name: 'FailedOpWithRevert', reason: 'AA23 reverted' })
    expect(decodeErrorResult({ abi: AirlockSmartAccountAbi, data: failed.inner ?? '0x' })).toMatchObject({
      errorName: 'ModuleNotInstalled',
      args: [validator],
    })
  })
})
