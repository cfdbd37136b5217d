import type {
  CaipAddress,
  SwapAllowanceResponse,
  SwapApproveResponse,
  SwapBuildTransactionResponse,
  SwapGasPriceResponse,
  SwapQuotesResponse,
  SwapTokensResponse,
  SwapTransaction,
} from '@airlock/protocol/cloud-api'
import { type Hex, isHex } from 'viem'
import { z } from 'zod'

/**
 * The convert answers (@airlock/protocol/cloud-api's swap shapes) as zod schemas: what an upstream aggregator answers is checked
 * against them before it reaches the kit. Each is typed against its interface, so the two cannot drift.
 */

const caipAddress = z.custom<CaipAddress>(
  (value) =>
    typeof value === 'string' && /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/.test(value),
  'Expected a CAIP-10 address',
)
const evmAddress = z.custom<`0x${string}`>(
  (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value),
  'Expected an EVM address',
)
const hex = z.custom<Hex>((value) => isHex(value), 'Expected 0x-prefixed hex data')
const integer = z.string().regex(/^\d+$/, 'Expected an integer string')

export const tokensResponseSchema: z.ZodType<SwapTokensResponse> = z.object({
  tokens: z.array(
    z.object({
      name: z.string(),
      symbol: z.string(),
      address: caipAddress,
      decimals: z.number().int().min(0).max(255),
      logoUri: z.string(),
      eip2612: z.literal(false),
    }),
  ),
})

export const quotesResponseSchema: z.ZodType<SwapQuotesResponse> = z.object({
  quotes: z.array(
    z.object({
      id: z.null(),
      fromAmount: integer,
      fromAccount: caipAddress,
      toAmount: integer,
      toAccount: caipAddress,
      path: z.array(caipAddress),
      priceImpact: z.number().finite(),
      feePercent: z.number().finite(),
      gasLimit: integer.optional(),
      blockNumber: integer,
    }),
  ),
})

export const allowanceResponseSchema: z.ZodType<SwapAllowanceResponse> = z.object({ allowance: integer })

export const gasPriceResponseSchema: z.ZodType<SwapGasPriceResponse> = z.object({
  standard: integer,
  fast: integer,
  instant: integer,
})

const transactionSchema = z.object({
  from: evmAddress,
  to: evmAddress,
  data: hex,
  value: integer,
  eip155: z.object({ gas: integer.optional(), gasPrice: integer }),
}) satisfies z.ZodType<SwapTransaction>

export const approveResponseSchema: z.ZodType<SwapApproveResponse> = z.object({ tx: transactionSchema })

export const buildTransactionResponseSchema: z.ZodType<SwapBuildTransactionResponse> = z.object({
  tx: transactionSchema.extend({ minimumOut: integer, expectedOut: integer, deadline: integer }),
})
