import type { TokenBalance } from '../account/store.ts'
import type { EstimateGasParams } from '../adapter.ts'
import { type AirlockContext, adapterFor } from '../context.ts'
import { parseErrorMessage } from '../errors.ts'
import { formatUnits, parseUnits } from '../format/units.ts'
import { decimalsOf, evmRequest, isNativeToken, sender, tokenContractAddress, validateSend } from './send.ts'

// The review's network fee: loaded with the Send views, like the rest of send's code.

/**
 * Estimates the network fee of the draft and stores it (in the native token, with its USD value when the native
 * price is known). A failed estimate keeps its reason: a revert here means the send would revert too.
 */
export async function estimateSendFee(ctx: AirlockContext): Promise<void> {
  const draft = ctx.send.getState()
  let from: ReturnType<typeof sender>
  try {
    from = sender(ctx)
  } catch {
    return
  }
  const { token, receiverAddress, sendTokenAmount } = draft
  if (!token || validateSend(draft, from.network)) return
  if (from.namespace === 'solana') return estimateTransferFee(ctx, from, token)
  if (from.namespace !== 'eip155') return
  const adapter = adapterFor(ctx, from.namespace)
  if (!adapter.estimateGas) return
  const request = evmRequest(token, receiverAddress!.trim(), parseUnits(sendTokenAmount!, decimalsOf(token)))
  ctx.send.patch({ gasEstimate: undefined, gasEstimateError: undefined })
  try {
    const params: EstimateGasParams = { caipNetwork: from.network, from: from.address, ...request }
    const { gas, gasPrice } = await adapter.estimateGas(params)
    if (ctx.send.getState().token !== token) return
    storeFee(ctx, from, gas * gasPrice)
  } catch (error) {
    ctx.send.patch({ gasEstimateError: parseErrorMessage(error) })
  }
}

/**
 * The fee of a send on a namespace whose adapter prices it itself (Solana: the signature fee, plus the rent of
 * the receiver's token account when the send creates it).
 */
async function estimateTransferFee(
  ctx: AirlockContext,
  from: ReturnType<typeof sender>,
  token: TokenBalance,
) {
  const adapter = adapterFor(ctx, from.namespace)
  const { receiverAddress, sendTokenAmount } = ctx.send.getState()
  if (!adapter.estimateTransferFee || !receiverAddress || !sendTokenAmount) return
  ctx.send.patch({ gasEstimate: undefined, gasEstimateError: undefined })
  try {
    const mint = isNativeToken(token) ? undefined : tokenContractAddress(token)
    const { total, rent } = await adapter.estimateTransferFee({
      caipNetwork: from.network,
      from: from.address,
      to: receiverAddress.trim(),
      amount: parseUnits(sendTokenAmount, decimalsOf(token)),
      decimals: decimalsOf(token),
      ...(mint ? { token: mint } : {}),
    })
    if (ctx.send.getState().token !== token) return
    storeFee(ctx, from, total, rent)
  } catch (error) {
    ctx.send.patch({ gasEstimateError: parseErrorMessage(error) })
  }
}

/** Stores a fee (and the part of it that is rent) given in the native token's smallest unit. */
function storeFee(ctx: AirlockContext, from: ReturnType<typeof sender>, total: bigint, rent?: bigint) {
  const { nativeCurrency } = from.network
  const fee = formatUnits(total, nativeCurrency.decimals)
  const nativePrice = nativePriceOf(ctx, from)
  ctx.send.patch({
    gasEstimate: {
      fee,
      symbol: nativeCurrency.symbol,
      usd: nativePrice ? Number(fee) * nativePrice : undefined,
      ...(rent ? { rent: formatUnits(rent, nativeCurrency.decimals) } : {}),
    },
  })
}

const nativePriceOf = (ctx: AirlockContext, from: ReturnType<typeof sender>) =>
  ctx.account
    .get(from.namespace)
    ?.tokenBalance.find((t) => isNativeToken(t) && t.chainId === from.network.caipNetworkId)?.price
