import { devnetErc4337, devnetTokens } from '@airlock/devnet/contracts'
import { toAirlockSessionAccount } from '@airlock/embedded-wallet/smart-account'
import {
  type Address,
  BaseError,
  createPublicClient,
  decodeErrorResult,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  type Hex,
  http,
  parseAbi,
} from 'viem'
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'

/*
 * The demo's own session key, as a dapp's backend or page would hold one: it sends user operations for the
 * visitor's smart account straight to the bundler, with no wallet prompt. What it may do is the session the
 * visitor granted; the session validator enforces it on chain.
 */

export interface DemoSession {
  /** The session key (a real dapp keeps it on its server). */
  privateKey: Hex
  account: Address
  permissionsContext: Hex
}

export const SESSION_LIMIT_USDC = 1_000_000n

export function newSessionKey() {
  const privateKey = generatePrivateKey()
  return { privateKey, address: privateKeyToAccount(privateKey).address }
}

/** What the demo asks for: 1 USDC in transfers, for one hour. */
export function sessionRequest(sessionKey: Address) {
  return {
    expiry: Math.floor(Date.now() / 1000) + 3600,
    signer: { type: 'key' as const, data: { id: sessionKey } },
    permissions: [
      {
        type: 'erc20-token-transfer',
        data: { address: devnetTokens.usdc.address },
        policies: [{ type: 'token-allowance', data: { allowance: `0x${SESSION_LIMIT_USDC.toString(16)}` } }],
        required: true,
      },
    ],
  }
}

const validatorErrors = parseAbi([
  'error SpendLimitExceeded(uint256 limit, uint256 wanted)',
  'error SessionIsRevoked()',
  'error SessionNotFound()',
  'error CallNotAllowed(address target, bytes4 selector)',
])

/** The session validator's refusal inside the bundler's answer, said for people. */
export function refusalOf(error: unknown): string {
  const data =
    error instanceof BaseError
      ? (
          error.walk((cause) => typeof (cause as { data?: unknown }).data === 'string') as {
            data?: Hex
          } | null
        )?.data
      : undefined
  const revert = typeof data === 'string' ? data : /0x[0-9a-fA-F]{8,}/.exec(String(error))?.[0]
  if (revert) {
    try {
      const decoded = decodeErrorResult({ abi: validatorErrors, data: revert as Hex })
      if (decoded.errorName === 'SpendLimitExceeded') {
        const [limit, wanted] = decoded.args as [bigint, bigint]
        return `Refused on chain: the session allows ${formatUnits(limit, 6)} USDC, this would make ${formatUnits(wanted, 6)} USDC`
      }
      if (decoded.errorName === 'SessionIsRevoked') return 'Refused on chain: the session was revoked'
      if (decoded.errorName === 'SessionNotFound') return 'Refused on chain: no such session'
      if (decoded.errorName === 'CallNotAllowed')
        return 'Refused on chain: the session does not allow this call'
    } catch {
      // Not the validator's: the bundler's own message below.
    }
  }
  return error instanceof BaseError ? error.shortMessage : String(error)
}

/**
 * Pays `amount` (USDC's smallest unit) from the smart account with the session key: one user operation,
 * sponsored by the cloud's paymaster, straight to the cloud's bundler. Resolves with the bundle's hash.
 */
export async function payWithSession(
  session: DemoSession,
  urls: { rpcUrl: string; bundlerUrl: string; paymasterUrl: string },
  to: Address,
  amount: bigint,
): Promise<Hex> {
  const client = createPublicClient({ chain: hardhat, transport: http(urls.rpcUrl), pollingInterval: 250 })
  const [validator, sessionId] = [
    `0x${session.permissionsContext.slice(26, 66)}` as Address,
    `0x${session.permissionsContext.slice(66)}` as Hex,
  ]
  const account = await toAirlockSessionAccount({
    client,
    address: session.account,
    sessionKey: privateKeyToAccount(session.privateKey),
    validator,
    sessionId,
  })
  const bundler = createBundlerClient({
    client,
    account,
    transport: http(urls.bundlerUrl, { retryCount: 0 }),
    paymaster: createPaymasterClient({ transport: http(urls.paymasterUrl, { retryCount: 0 }) }),
    pollingInterval: 250,
  })
  const hash = await bundler.sendUserOperation({
    calls: [
      {
        to: devnetTokens.usdc.address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      },
    ],
  })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 60_000 })
  if (!receipt.success) throw new Error('The user operation reverted')
  return receipt.receipt.transactionHash
}

/** Where the session validator sits (for the demo's explanation). */
export const sessionValidator = devnetErc4337.sessionValidator
