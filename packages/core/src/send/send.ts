import { ACTIVITY_NAMESPACES, refreshNativeBalance } from '../account/balance.ts'
import type { TokenBalance } from '../account/store.ts'
import { fetchTokenBalances } from '../account/tokenBalances.ts'
import { waitForActivity } from '../account/transactions.ts'
import type { ContractCall } from '../adapter.ts'
import { NoActiveCaipAddressError } from '../connect/errors.ts'
import { type AirlockContext, adapterFor } from '../context.ts'
import { BaseError } from '../errors/base.ts'
import { ErrorMessages, parseErrorMessage } from '../errors.ts'
import { AmountError } from '../format/errors.ts'
import { formatTransactionAmount } from '../format/format.ts'
import { formatUnits, isDecimalAmount, parseUnits } from '../format/units.ts'
import type { ViewName } from '../modal/router.ts'
import { UnsupportedChainError } from '../network/errors.ts'
import { addressHint, isValidAddress } from '../shared/address.ts'
import type { CaipNetwork, ChainNamespace } from '../types.ts'
import type { FailedSend, SendState } from './store.ts'

/** Messages of the send form besides the two the kit's other views share (in ErrorMessages). */
export const SendMessages = {
  INVALID_AMOUNT: 'Enter an amount such as 1.25',
  ZERO_AMOUNT: 'The amount must be more than 0',
  INSUFFICIENT_FUNDS: 'Insufficient funds',
  INVALID_ADDRESS: 'Invalid address',
  SEND_NOT_SUPPORTED: 'Sending is not supported on this network.',
  TOKEN_ON_OTHER_NETWORK: 'This token is on another network. Pick it again on this one.',
  TRANSACTION_PENDING: 'Transaction pending',
  TRANSACTION_SENT: 'Transaction sent',
  TRANSACTION_REVERTED: 'Transaction reverted: nothing was sent',
} as const

/** The namespaces Send serves (EVM and Solana); on any other, Send says so before anything is typed. */
export const SEND_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/** Whether Send serves the namespace: a draft on another one is refused as a whole, never field by field. */
export function isSendSupported(namespace: ChainNamespace | undefined): boolean {
  return namespace !== undefined && SEND_NAMESPACES.includes(namespace)
}

/** The ERC-20 `transfer(address,uint256)` function, as data for the adapter to encode. */
export const ERC20_TRANSFER_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

export type SendField = 'amount' | 'receiver' | 'token'

export interface SendIssue {
  field: SendField
  message: string
  /** A line explaining what is expected, when the message alone does not. */
  hint?: string
}

/** The token's contract address out of its CAIP-10 id; undefined for the native token. */
export function tokenContractAddress(token: Pick<TokenBalance, 'address'>): string | undefined {
  return token.address?.split(':').at(-1)
}

export const decimalsOf = (token: TokenBalance) => Number(token.quantity.decimals)

/**
 * The first problem of a draft, in the order the visitor meets them: a network Send does not serve first (no
 * field of it is wrong then), the two required fields (amount and receiver, then token), then the amount, then
 * the receiver.
 */
export function validateSend(
  draft: Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>,
  network: Pick<CaipNetwork, 'chainNamespace' | 'caipNetworkId'>,
): SendIssue | undefined {
  if (!isSendSupported(network.chainNamespace))
    return { field: 'token', message: SendMessages.SEND_NOT_SUPPORTED }
  const amount = draft.sendTokenAmount?.trim() ?? ''
  const receiver = draft.receiverAddress?.trim() ?? ''
  if (!amount || !receiver) {
    return { field: amount ? 'receiver' : 'amount', message: ErrorMessages.SEND_AMOUNT_AND_RECEIVER_REQUIRED }
  }
  const { token } = draft
  if (!token) return { field: 'token', message: ErrorMessages.SEND_TOKEN_REQUIRED }
  if (token.chainId !== network.caipNetworkId) {
    return { field: 'token', message: SendMessages.TOKEN_ON_OTHER_NETWORK }
  }
  if (!isDecimalAmount(amount)) return { field: 'amount', message: SendMessages.INVALID_AMOUNT }
  let value: bigint
  try {
    value = parseUnits(amount, decimalsOf(token))
  } catch (error) {
    return { field: 'amount', message: error instanceof AmountError ? error.shortMessage : String(error) }
  }
  if (value === 0n) return { field: 'amount', message: SendMessages.ZERO_AMOUNT }
  if (value > balanceUnits(token)) return { field: 'amount', message: SendMessages.INSUFFICIENT_FUNDS }
  if (!isValidAddress(network.chainNamespace, receiver)) {
    return {
      field: 'receiver',
      message: SendMessages.INVALID_ADDRESS,
      hint: addressHint(network.chainNamespace),
    }
  }
  return undefined
}

/** The token's balance in its smallest unit; 0 when the balance is not a plain decimal. */
export function balanceUnits(token: TokenBalance): bigint {
  try {
    return parseUnits(token.quantity.numeric, decimalsOf(token))
  } catch {
    return 0n
  }
}

export function isNativeToken(token: TokenBalance) {
  return tokenContractAddress(token) === undefined
}

/** What the adapter is asked to estimate and send for the draft on an EVM network. */
type EvmRequest = { to: string; value: bigint; data: '0x' } | { contract: ContractCall }

export function evmRequest(token: TokenBalance, receiver: string, value: bigint): EvmRequest {
  const contract = tokenContractAddress(token)
  if (!contract) return { to: receiver, value, data: '0x' as const }
  const call: ContractCall = {
    address: contract,
    abi: ERC20_TRANSFER_ABI,
    functionName: 'transfer',
    args: [receiver, value],
  }
  return { contract: call }
}

/** The connected account of the active namespace: the only address a send may come from. */
export function sender(ctx: AirlockContext) {
  const namespace = ctx.chain.getState().activeChain
  const network = ctx.chain.getState().activeCaipNetwork
  const address = ctx.account.get(namespace)?.address
  const connectorId = namespace
    ? ctx.connection.getState().connections[namespace]?.[0]?.connectorId
    : undefined
  if (!namespace || !network || !address || !connectorId) throw new NoActiveCaipAddressError()
  return { namespace, network, address, connectorId }
}

/**
 * The most the draft's token can send: the whole balance, less the network fee for the native token (a
 * plain transfer's estimate, with 20% headroom for price moves) so that "Max" does not fail for lack of gas.
 */
export async function maxSendAmount(ctx: AirlockContext, token: TokenBalance): Promise<string> {
  const balance = balanceUnits(token)
  if (!isNativeToken(token)) return formatUnits(balance, decimalsOf(token))
  try {
    const from = sender(ctx)
    const adapter = adapterFor(ctx, from.namespace)
    if (from.namespace !== 'eip155' || !adapter.estimateGas) return formatUnits(balance, decimalsOf(token))
    const { gas, gasPrice } = await adapter.estimateGas({
      caipNetwork: from.network,
      from: from.address,
      to: from.address,
      value: 0n,
      data: '0x',
    })
    const reserve = (gas * gasPrice * 12n) / 10n
    return formatUnits(balance > reserve ? balance - reserve : 0n, decimalsOf(token))
  } catch {
    return formatUnits(balance, decimalsOf(token))
  }
}

/** A draft that passed the checks, ready to dispatch from the connected account. */
interface PreparedSend {
  from: ReturnType<typeof sender>
  token: TokenBalance
  receiver: string
  amount: string
}

/**
 * The checks before anything is dispatched: a missing field or connection throws, a bad draft (or a network
 * Send does not serve) gives its issue.
 */
function prepareSend(ctx: AirlockContext, draft: SendState): PreparedSend | SendIssue {
  if (!draft.sendTokenAmount || !draft.receiverAddress) {
    throw new BaseError(ErrorMessages.SEND_AMOUNT_AND_RECEIVER_REQUIRED)
  }
  if (!draft.token) throw new BaseError(ErrorMessages.SEND_TOKEN_REQUIRED)
  const from = sender(ctx)
  const issue = validateSend(draft, from.network)
  if (issue) return issue
  return {
    from,
    token: draft.token,
    receiver: draft.receiverAddress.trim(),
    amount: draft.sendTokenAmount.trim(),
  }
}

/**
 * Sends the draft: sets loading, dispatches by namespace (eip155: native value with empty data, or an ERC-20
 * transfer call; solana: the adapter's transfer of the amount; anything else fails as unsupported), tracks
 * SEND_INITIATED and SEND_SUCCESS. On success the draft is reset, the view goes back to Account and the balances
 * are read again. A failure (declined in the wallet, say) is shown as a toast and keeps the draft as typed, so
 * nothing is lost: its reason stays in `failed` for the view's error state until the visitor leaves the view,
 * and sending again sends the same draft. A draft that fails its checks is not dispatched and is kept as typed.
 * Resolves with the transaction hash, or undefined.
 */
export async function sendToken(ctx: AirlockContext): Promise<string | undefined> {
  const draft = ctx.send.getState()
  if (draft.loading) return undefined
  let prepared: PreparedSend | SendIssue
  try {
    prepared = prepareSend(ctx, draft)
  } catch (error) {
    ctx.toast.showError(parseErrorMessage(error))
    return undefined
  }
  if ('field' in prepared) {
    // Shown as is: parseErrorMessage would read 'Insufficient funds' as the node's gas error.
    ctx.toast.showError(prepared.message)
    return undefined
  }
  const view = ctx.router.getState().view
  ctx.send.patch({ loading: true, failed: undefined })
  try {
    const hash = await dispatchSend(ctx, prepared)
    ctx.send.resetDraft()
    showAccount(ctx)
    const { from, amount, token } = prepared
    void settle(
      ctx,
      from.namespace,
      from.network,
      hash,
      `Sent ${formatTransactionAmount(amount, token.symbol)}`,
    )
    return hash
  } catch (error) {
    const message = parseErrorMessage(error)
    ctx.toast.showError(message)
    if (ctx.router.getState().view !== view) {
      // The visitor already left the view the send started from: no error state to show, the draft kept.
      ctx.send.patch({ loading: false })
      return undefined
    }
    const failed: FailedSend = {
      token: prepared.token,
      sendTokenAmount: draft.sendTokenAmount as string,
      receiverAddress: draft.receiverAddress as string,
      message,
    }
    ctx.send.patch({ loading: false, failed })
    clearFailureOnLeave(ctx, view, failed)
    return undefined
  }
}

/** Dispatches a checked draft by namespace; resolves with the transaction hash (the off-ramp sends its deposit with it). */
export async function dispatchSend(ctx: AirlockContext, { from, token, receiver, amount }: PreparedSend) {
  // Namespaces Send does not serve fail as unsupported (prepareSend refuses them before this).
  if (!isSendSupported(from.namespace)) throw new UnsupportedChainError(from.network.caipNetworkId)
  const value = parseUnits(amount, decimalsOf(token))
  const properties = {
    isSmartAccount: ctx.account.get(from.namespace)?.preferredAccountType === 'smartAccount',
    token: tokenContractAddress(token) ?? token.symbol,
    amount,
    network: from.network.caipNetworkId,
  }
  ctx.events.emit('SEND_INITIATED', properties)
  const adapter = adapterFor(ctx, from.namespace)
  let hash: string
  switch (from.namespace) {
    case 'eip155': {
      const request = evmRequest(token, receiver, value)
      if ('contract' in request) {
        if (!adapter.writeContract) throw new UnsupportedChainError(from.network.caipNetworkId)
        hash = await adapter.writeContract({
          ...request.contract,
          connectorId: from.connectorId,
          caipNetwork: from.network,
          from: from.address,
        })
      } else {
        hash = await adapter.sendTransaction({
          connectorId: from.connectorId,
          caipNetwork: from.network,
          from: from.address,
          ...request,
        })
      }
      break
    }
    case 'solana': {
      // SOL is a plain transfer of lamports; an SPL token is the adapter's own transfer (it makes the
      // receiver's token account when missing).
      const mint = isNativeToken(token) ? undefined : tokenContractAddress(token)
      const base = {
        connectorId: from.connectorId,
        caipNetwork: from.network,
        from: from.address,
        to: receiver,
      }
      if (mint) {
        if (!adapter.transferToken) throw new UnsupportedChainError(from.network.caipNetworkId)
        hash = await adapter.transferToken({
          ...base,
          token: mint,
          amount: value,
          decimals: decimalsOf(token),
        })
      } else {
        hash = await adapter.sendTransaction({ ...base, value })
      }
      break
    }
    default:
      throw new UnsupportedChainError(from.network.caipNetworkId)
  }
  ctx.events.emit('SEND_SUCCESS', { ...properties, hash })
  return hash
}

/** The error state lasts while the visitor stays on the view the send failed in; leaving it clears `failed`. */
function clearFailureOnLeave(ctx: AirlockContext, view: ViewName, failed: FailedSend) {
  const stop = ctx.router.subscribe((state) => {
    if (state.view === view) return
    stop()
    if (ctx.send.getState().failed === failed) ctx.send.patch({ failed: undefined })
  })
}

/**
 * On success the view becomes Account: the visitor sees the balance the send changed. When Account is already
 * in the history (the usual way in: Account → Send → SendPreview) the history returns to it, so back does not
 * lead into the finished send.
 */
function showAccount(ctx: AirlockContext) {
  const { history } = ctx.router.getState()
  const index = history.lastIndexOf('Account')
  if (index === -1) ctx.router.replace('Account')
  else ctx.router.goBackToIndex(index)
}

/**
 * Waits for inclusion where the adapter can tell, reads the balances again, reports the outcome, then reads the
 * activity again.
 */
async function settle(
  ctx: AirlockContext,
  namespace: ChainNamespace,
  network: CaipNetwork,
  hash: string,
  successMessage: string,
) {
  const adapter = adapterFor(ctx, namespace)
  let outcome: 'success' | 'reverted' | undefined
  if (adapter.waitForTransaction) {
    ctx.toast.showLoading(SendMessages.TRANSACTION_PENDING)
    outcome = await adapter.waitForTransaction({ caipNetwork: network, hash }).catch(() => undefined)
  }
  // Balances first: a failed balance read toasts too, and must not hide the outcome of the send.
  await Promise.all([
    refreshNativeBalance(ctx, namespace, { force: true }),
    fetchTokenBalances(ctx, namespace, Date.now, { force: true }),
  ])
  if (outcome === 'reverted') ctx.toast.showError(SendMessages.TRANSACTION_REVERTED)
  else if (outcome === 'success') ctx.toast.showSuccess(successMessage)
  else ctx.toast.showSuccess(SendMessages.TRANSACTION_SENT)
  if (ACTIVITY_NAMESPACES.includes(namespace)) await waitForActivity(ctx, hash)
}
