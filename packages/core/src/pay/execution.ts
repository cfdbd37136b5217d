import type { PaymentIntent } from '@airlock/protocol/cloud-api'
import { type AirlockContext, adapterFor } from '../context.ts'
import { isUserRejection } from '../errors.ts'
import { canBatchAtomically, sendAtomicBatch } from '../swap/atomicBatch.ts'
import type { Swapper } from '../swap/swapper.ts'
import { encodeCall, type IntentTuple, PAY_FUNCTIONS } from './abi.ts'
import type { PayApi } from './api.ts'
import { NATIVE_TOKEN, parseAsset } from './asset.ts'
import { PaymentRejectedError, PaymentRevertedError } from './errors.ts'
import type { PayRoute } from './planning.ts'

/** How long a swap without a payment request stays valid on the router once signed. */
const ROUTER_DEADLINE_SECONDS = 20 * 60

/** One transaction of a payment, ready for the wallet. */
export interface PayTransaction {
  to: string
  data: string
  value: bigint
}

/** The payment's transactions: `approval` only when the spender may not yet move what the payment takes. */
export interface PayPlan {
  approval: PayTransaction | undefined
  payment: PayTransaction
}

/** What a payment pays: the asset, the amount, the recipient, and the shop's request when there is one. */
export interface PayTarget {
  asset: string
  amount: bigint
  recipient: string
  intent: PaymentIntent | undefined
}

function intentTuple(intent: PaymentIntent): IntentTuple {
  const { id, recipient, token, amount, deadline } = intent.onchain
  return { id, recipient, token, amount: BigInt(amount), deadline: BigInt(deadline) }
}

/**
 * The transactions of a route. With a payment request, every route goes through the payments contract (its
 * event is what the cloud marks the request paid from): `pay`, `payWithToken` or `payWithNative`. Without
 * one, the payment goes straight to the recipient: a native send, an ERC-20 transfer, or the router's
 * exact-output swap with the recipient as `to`. A token spent through a contract is approved for exactly what
 * the transaction may take, and only when the allowance is short.
 */
export async function planTransactions(
  api: PayApi,
  who: Pick<Swapper, 'address' | 'network'>,
  target: PayTarget,
  route: Exclude<PayRoute, { kind: 'buy' }>,
  now = () => Date.now(),
): Promise<PayPlan> {
  const paid = parseAsset(target.asset)
  const spent = parseAsset(route.payWith)
  if (!paid || !spent) throw new TypeError('Not an EVM asset')
  const network = paid.network
  const approve = async (token: string | undefined, spender: string, amount: bigint) => {
    if (!token) return undefined
    const allowance = await api.allowance(network, token, who.address, spender)
    if (allowance >= amount) return undefined
    const data = encodeCall(PAY_FUNCTIONS.approve, [
      { kind: 'address', value: spender },
      { kind: 'uint256', value: amount },
    ])
    return { to: token, data, value: 0n }
  }
  const { intent } = target
  if (intent) {
    const contract = intent.onchain.contract
    const signed = [
      { kind: 'intent' as const, value: intentTuple(intent) },
      { kind: 'bytes' as const, value: intent.onchain.signature },
    ]
    if (route.kind === 'direct') {
      const native = !spent.token || intent.onchain.token === NATIVE_TOKEN
      return {
        approval: native ? undefined : await approve(spent.token, contract, target.amount),
        payment: {
          to: contract,
          data: encodeCall(PAY_FUNCTIONS.pay, signed),
          value: native ? target.amount : 0n,
        },
      }
    }
    const path = { kind: 'address[]' as const, value: route.quote.path }
    if (!spent.token)
      return {
        approval: undefined,
        payment: {
          to: contract,
          data: encodeCall(PAY_FUNCTIONS.payWithNative, [...signed, path]),
          value: route.maxAmountIn,
        },
      }
    return {
      approval: await approve(spent.token, contract, route.maxAmountIn),
      payment: {
        to: contract,
        data: encodeCall(PAY_FUNCTIONS.payWithToken, [
          ...signed,
          path,
          { kind: 'uint256', value: route.maxAmountIn },
        ]),
        value: 0n,
      },
    }
  }
  if (route.kind === 'direct') {
    if (!paid.token)
      return { approval: undefined, payment: { to: target.recipient, data: '0x', value: target.amount } }
    const data = encodeCall(PAY_FUNCTIONS.transfer, [
      { kind: 'address', value: target.recipient },
      { kind: 'uint256', value: target.amount },
    ])
    return { approval: undefined, payment: { to: paid.token, data, value: 0n } }
  }
  const { router, path } = route.quote
  const deadline = {
    kind: 'uint256' as const,
    value: BigInt(Math.floor(now() / 1000) + ROUTER_DEADLINE_SECONDS),
  }
  const out = { kind: 'uint256' as const, value: target.amount }
  const to = { kind: 'address' as const, value: target.recipient }
  const route_ = { kind: 'address[]' as const, value: path }
  if (!spent.token)
    return {
      approval: undefined,
      payment: {
        to: router,
        data: encodeCall(PAY_FUNCTIONS.swapETHForExactTokens, [out, route_, to, deadline]),
        value: route.maxAmountIn,
      },
    }
  return {
    approval: await approve(spent.token, router, route.maxAmountIn),
    payment: {
      to: router,
      data: encodeCall(PAY_FUNCTIONS.swapTokensForExactTokens, [
        out,
        { kind: 'uint256', value: route.maxAmountIn },
        route_,
        to,
        deadline,
      ]),
      value: 0n,
    },
  }
}

/**
 * Sends the plan from the connected account and waits for each receipt: the approval first (or, where the
 * wallet runs batches atomically, the approval and the payment as one batch, so no allowance is left behind
 * when the payment fails). A refusal in the wallet throws PaymentRejectedError, a reverted transaction
 * PaymentRevertedError. Resolves with the payment's transaction hash.
 */
export async function sendPlan(
  ctx: AirlockContext,
  who: Swapper,
  plan: PayPlan,
  onStep: (step: 'approving' | 'paying', hash: string | undefined) => void,
): Promise<string> {
  try {
    if (plan.approval && (await canBatchAtomically(ctx, who.address, Number(who.network.id)))) {
      onStep('paying', undefined)
      const batch = [plan.approval, plan.payment].map((tx) => ({ ...tx, value: tx.value.toString() }))
      const { hash, outcome } = await sendAtomicBatch(ctx, batch, (id) => onStep('paying', id))
      if (outcome === 'reverted') throw new PaymentRevertedError({ step: 'pay', transactionHash: hash })
      return hash
    }
    if (plan.approval) {
      onStep('approving', undefined)
      await sendAndWait(ctx, who, plan.approval, 'approve', (hash) => onStep('approving', hash))
    }
    onStep('paying', undefined)
    return await sendAndWait(ctx, who, plan.payment, 'pay', (hash) => onStep('paying', hash))
  } catch (error) {
    if (isUserRejection(error)) throw new PaymentRejectedError({ cause: error })
    throw error
  }
}

async function sendAndWait(
  ctx: AirlockContext,
  who: Swapper,
  tx: PayTransaction,
  step: 'approve' | 'pay',
  onSent: (hash: string) => void,
): Promise<string> {
  const adapter = adapterFor(ctx, 'eip155')
  const hash = await adapter.sendTransaction({
    connectorId: who.connectorId,
    caipNetwork: who.network,
    from: who.address,
    to: tx.to,
    data: tx.data,
    value: tx.value,
  })
  onSent(hash)
  const outcome = adapter.waitForTransaction
    ? await adapter.waitForTransaction({ caipNetwork: who.network, hash })
    : undefined
  if (outcome === 'reverted') throw new PaymentRevertedError({ step, transactionHash: hash })
  return hash
}
