import {
  PAYMENT_INTENT_DOMAIN_NAME,
  PAYMENT_INTENT_DOMAIN_VERSION,
  PAYMENT_INTENT_TYPES,
  type PaymentIntent,
} from '@airlock/protocol/cloud-api'
import { type Address, getAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import type { CloudContext } from '../context.ts'
import { evmAddressSchema } from '../evm/address.ts'
import { HttpError } from '../http/errors.ts'
import { atomicAmount, parsePaymentAsset, readAssetMetadata } from './assets.ts'
import { newIntentId, onchainIntentId } from './ids.ts'
import { insertIntent, presentIntent } from './store.ts'

/** POST /v1/payments's body (PaymentCreateRequest); unknown keys are refused so a typo is not ignored. */
export const createBody = z
  .object({
    recipient: evmAddressSchema,
    asset: z.string().transform((asset, ctx) => {
      const parsed = parsePaymentAsset(asset)
      if (typeof parsed !== 'string') return parsed
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed })
      return z.NEVER
    }),
    amount: z.string({ invalid_type_error: 'Expected a decimal string such as "12.50"' }),
    reference: z
      .string()
      .min(1, 'A reference is 1 to 200 characters')
      .max(200, 'A reference is 1 to 200 characters'),
    expiresIn: z
      .number()
      .int()
      .min(60, 'expiresIn is 60 to 604800 seconds')
      .max(604_800, 'expiresIn is 60 to 604800 seconds')
      .default(3_600),
  })
  .strict()

/** Where the chain's payments are taken, or 400 naming the asset field. */
function paymentsChain(ctx: CloudContext, network: string) {
  const service = ctx.chainServices.get(network)
  const payments = service?.config.payments
  if (!service || !payments) {
    const served = [...ctx.chainServices.values()].filter((chain) => chain.config.payments)
    const list = served.map((chain) => chain.config.caipNetworkId).join(', ') || 'none'
    throw new HttpError(400, `asset: payments are not taken on ${network} (networks: ${list})`)
  }
  return { service, payments }
}

/**
 * Makes an intent: reads the asset's symbol and decimals from the chain, signs the PaymentIntent the contract
 * verifies (EIP-712, with the chain's intent signer) and stores it.
 */
export async function createIntent(
  ctx: CloudContext,
  projectId: string,
  body: z.output<typeof createBody>,
): Promise<PaymentIntent> {
  const { service, payments } = paymentsChain(ctx, body.asset.network)
  const { symbol, decimals } = await readAssetMetadata(service, body.asset)
  const amount = atomicAmount(body.amount, decimals)
  if (typeof amount === 'string') throw new HttpError(400, `amount: ${amount}`)
  const id = newIntentId()
  const deadline = BigInt(Math.floor(Date.now() / 1000) + body.expiresIn)
  const contract = getAddress(payments.contract)
  const chainId = Number(body.asset.network.split(':')[1])
  const message = {
    id: onchainIntentId(id),
    recipient: getAddress(body.recipient),
    token: getAddress(body.asset.token),
    amount,
    deadline,
  }
  const signature = await privateKeyToAccount(payments.signerKey as Hex).signTypedData({
    domain: {
      name: PAYMENT_INTENT_DOMAIN_NAME,
      version: PAYMENT_INTENT_DOMAIN_VERSION,
      chainId,
      verifyingContract: contract,
    },
    types: PAYMENT_INTENT_TYPES,
    primaryType: 'PaymentIntent',
    message,
  })
  const row = await insertIntent(ctx.db, {
    id,
    project_id: projectId,
    network: body.asset.network,
    contract: contract.toLowerCase(),
    onchain_id: message.id.toLowerCase(),
    recipient: body.recipient,
    asset: body.asset.caip19,
    token: body.asset.token as Address,
    symbol,
    decimals,
    amount: body.amount,
    amount_atomic: amount.toString(),
    reference: body.reference,
    signature,
    expires_at: new Date(Number(deadline) * 1000),
  })
  return presentIntent(row)
}
