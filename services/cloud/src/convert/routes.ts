import { NATIVE_TOKEN_ADDRESS } from '@airlock/protocol/cloud-api'
import { z } from 'zod'
import type { RouteModule } from '../context.ts'
import { baseUrlOf } from '../http/baseUrl.ts'
import { HttpError } from '../http/errors.ts'
import { fromChainNode } from '../http/nodeRead.ts'
import { createAmmBackend } from './amm.ts'
import type { ConvertBackend } from './backend.ts'
import {
  amountSchema,
  type ChainAccount,
  caip10Schema,
  chainIdSchema,
  DEFAULT_SLIPPAGE,
  slippageSchema,
  userAddressSchema,
  weiSchema,
} from './input.ts'
import { backendFor } from './networks.ts'
import { createUpstreamBackend } from './upstream.ts'

// Queries also carry projectId, st and sv (read by the project hook): unknown keys pass.
const tokensQuery = z.object({ chainId: chainIdSchema }).passthrough()
const gasPriceQuery = tokensQuery
const quotesQuery = z
  .object({
    amount: amountSchema,
    userAddress: userAddressSchema,
    from: caip10Schema,
    to: caip10Schema,
    gasPrice: weiSchema.optional(),
    // Optional: from and to already name the chain.
    chainId: chainIdSchema.optional(),
  })
  .passthrough()
const allowanceQuery = z.object({ tokenAddress: caip10Schema, userAddress: userAddressSchema }).passthrough()
const approveQuery = z
  .object({
    userAddress: userAddressSchema,
    from: caip10Schema,
    to: caip10Schema,
    amount: amountSchema.optional(),
  })
  .passthrough()
const buildBody = z.object({
  projectId: z.string(),
  userAddress: userAddressSchema,
  amount: amountSchema,
  from: caip10Schema,
  to: caip10Schema,
  eip155: z.object({ slippage: slippageSchema.optional() }).optional(),
  disableEstimate: z.boolean().optional(),
})

/** The one chain a call is about: its tokens', which the user and any chainId must agree with. */
function chainOf(
  from: ChainAccount,
  to: ChainAccount | undefined,
  user: { chainId?: string },
  chainId?: string,
) {
  if (to && to.chainId !== from.chainId) {
    throw new HttpError(400, `from is on ${from.chainId} and to on ${to.chainId}: a swap stays on one chain`)
  }
  if (user.chainId !== undefined && user.chainId !== from.chainId) {
    throw new HttpError(400, `userAddress is on ${user.chainId}, the tokens on ${from.chainId}`)
  }
  if (chainId !== undefined && chainId !== from.chainId) {
    throw new HttpError(400, `chainId ${chainId} does not match the tokens' chain ${from.chainId}`)
  }
  return from.chainId
}

function assertTwoTokens(from: ChainAccount, to: ChainAccount) {
  if (from.address === to.address) {
    throw new HttpError(400, 'from and to are the same token: choose two different tokens')
  }
}

/**
 * The convert calls (swaps): token list, quotes, allowance, gas price, and the approve and
 * swap transactions for the wallet to sign. Each chain answers from the backend its `swap` option names.
 */
export const convertRoutes: RouteModule = (app, ctx) => {
  const backends = new Map<string, ConvertBackend>()
  for (const [chainId, service] of ctx.chainServices) {
    const swap = service.config.swap
    if (!swap || !chainId.startsWith('eip155:')) continue
    backends.set(
      chainId,
      'upstream' in swap
        ? createUpstreamBackend(swap.upstream, ctx.upstreamTimeoutMs)
        : createAmmBackend(service, swap),
    )
  }
  const options = { preHandler: ctx.requireProject }

  app.get('/v1/convert/tokens', options, async (request) => {
    const { chainId } = tokensQuery.parse(request.query)
    const backend = backendFor(backends, chainId, 'swaps')
    return fromChainNode(request, 'convert call failed', () => backend.tokens(chainId, baseUrlOf(request)))
  })

  app.get('/v1/convert/quotes', options, async (request) => {
    const query = quotesQuery.parse(request.query)
    const backend = backendFor(
      backends,
      chainOf(query.from, query.to, query.userAddress, query.chainId),
      'swaps',
    )
    assertTwoTokens(query.from, query.to)
    const { from, to, amount, gasPrice } = query
    return fromChainNode(request, 'convert call failed', () =>
      backend.quotes({ from, to, amount, gasPrice, user: query.userAddress.address }),
    )
  })

  app.get('/v1/convert/allowance', options, async (request) => {
    const { tokenAddress, userAddress } = allowanceQuery.parse(request.query)
    const backend = backendFor(backends, chainOf(tokenAddress, undefined, userAddress), 'swaps')
    // An allowance of the native coin does not exist; any number here would be made up.
    if (tokenAddress.address === NATIVE_TOKEN_ADDRESS)
      throw new HttpError(400, 'The native token needs no allowance')
    return fromChainNode(request, 'convert call failed', () =>
      backend.allowance(tokenAddress, userAddress.address),
    )
  })

  app.get('/v1/convert/gas-price', options, async (request) => {
    const { chainId } = gasPriceQuery.parse(request.query)
    const backend = backendFor(backends, chainId, 'gas-price')
    return fromChainNode(request, 'convert call failed', () => backend.gasPrice(chainId))
  })

  // Without amount the approval is unlimited (max uint256), as the reference API answers; the kit always
  // sends the swap's amount, so the router may take exactly what this swap spends and nothing later.
  app.get('/v1/convert/build-approve', options, async (request) => {
    const { from, to, userAddress, amount } = approveQuery.parse(request.query)
    const backend = backendFor(backends, chainOf(from, to, userAddress), 'swaps')
    assertTwoTokens(from, to)
    if (from.address === NATIVE_TOKEN_ADDRESS) {
      throw new HttpError(400, 'The native token needs no approval: swap it directly')
    }
    return fromChainNode(request, 'convert call failed', () =>
      backend.buildApprove({ from, to, amount, user: userAddress.address }),
    )
  })

  app.post('/v1/convert/build-transaction', options, async (request) => {
    const body = buildBody.parse(request.body)
    const backend = backendFor(backends, chainOf(body.from, body.to, body.userAddress), 'swaps')
    assertTwoTokens(body.from, body.to)
    return fromChainNode(request, 'convert call failed', () =>
      backend.buildTransaction({
        from: body.from,
        to: body.to,
        amount: body.amount,
        user: body.userAddress.address,
        slippage: body.eip155?.slippage ?? DEFAULT_SLIPPAGE,
        disableEstimate: body.disableEstimate ?? false,
      }),
    )
  })
}
