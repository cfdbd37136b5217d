import type { CaipAddress, SwapQuote, SwapTransaction } from '@airlock/protocol/cloud-api'
import { type Address, erc20Abi, getAddress, type Hex, maxUint256 } from 'viem'
import type { ChainService } from '../chains/services.ts'
import { HttpError } from '../http/errors.ts'
import type { ConvertBackend, TokenRef } from './backend.ts'
import { approveCalldata, swapCalldata } from './calldata.ts'
import type { AmmSwapConfig } from './config.ts'
import { gasPriceTiers } from './gasPrice.ts'
import { DEFAULT_SLIPPAGE } from './input.ts'
import { feePercent, minimumOut, priceImpactPercent } from './math.ts'
import { createPairIndex } from './pairs.ts'
import { outputOf, quoteAt } from './quote.ts'
import { describeRevert, insufficientBalance, type SpentToken } from './revert.ts'
import { createTokenList, type ListedToken } from './tokenList.ts'

/** How long a built swap stays valid: long enough to review and sign, short enough not to run at a stale price. */
export const SWAP_DEADLINE_SECONDS = 20n * 60n

const caip = (chainId: string, address: Address) => `${chainId}:${address.toLowerCase()}` as CaipAddress

/** The convert calls answered from a Uniswap-V2-style AMM on the chain itself. */
export function createAmmBackend(service: ChainService, config: AmmSwapConfig): ConvertBackend {
  const { client } = service
  const router = getAddress(config.router)
  const wrapped = config.wrappedNative.toLowerCase() as Address
  const pairs = createPairIndex(client, config.factory)
  const list = createTokenList(client, pairs, wrapped, service.native)

  /** The listed tokens `refs` name, or 400 for one the pools do not trade. */
  async function listed(blockNumber: bigint, ...refs: TokenRef[]): Promise<ListedToken[]> {
    const tokens = await list.at(blockNumber)
    return refs.map((ref) => {
      const token = tokens.find((candidate) => candidate.address === ref.address)
      if (token) return token
      throw new HttpError(
        400,
        `Unknown token ${caip(ref.chainId, ref.address)}: it is not in this chain's swap tokens (GET /v1/convert/tokens)`,
      )
    })
  }

  async function quote(blockNumber: bigint, from: TokenRef, to: TokenRef, amountIn: bigint) {
    const [fromToken, toToken] = (await listed(blockNumber, from, to)) as [ListedToken, ListedToken]
    const routed = (token: ListedToken) => (token.native ? wrapped : token.address)
    const trade = { tokenIn: routed(fromToken), tokenOut: routed(toToken), amountIn, blockNumber }
    return { fromToken, toToken, ...(await quoteAt(client, pairs, wrapped, trade)) }
  }

  /** eth_estimateGas from the user; a revert becomes a 400 that says why, anything else stays a failure. */
  async function estimate(
    request: { user: Address; to: Address; data: Hex; value: bigint; blockNumber: bigint },
    spent: SpentToken,
  ): Promise<bigint> {
    const { user, ...call } = request
    try {
      return await client.estimateGas({ account: user, ...call })
    } catch (error) {
      const reason = describeRevert(error, spent)
      if (reason) throw new HttpError(400, reason)
      throw error
    }
  }

  const transaction = (
    from: Address,
    to: Address,
    data: Hex,
    value: bigint,
    gasPrice: bigint,
    gas?: bigint,
  ) =>
    ({
      from: getAddress(from),
      to: getAddress(to),
      data,
      value: value.toString(),
      eip155: { ...(gas === undefined ? {} : { gas: gas.toString() }), gasPrice: gasPrice.toString() },
    }) satisfies SwapTransaction

  return {
    async tokens(chainId, baseUrl) {
      const tokens = await list.at(await service.head.current())
      return {
        tokens: tokens.map((token) => ({
          name: token.name,
          symbol: token.symbol,
          address: caip(chainId, token.address),
          decimals: token.decimals,
          logoUri: `${baseUrl}/public/getTokenImage/${encodeURIComponent(token.symbol)}`,
          eip2612: false as const,
        })),
      }
    },

    async quotes({ from, to, amount, user }) {
      const blockNumber = await service.head.current()
      const { fromToken, toToken, path, amounts, hops } = await quote(blockNumber, from, to, amount)
      const toAmount = outputOf(amounts)
      // The estimate needs a deadline but its gas does not depend on it; the user may well lack the
      // allowance or the balance yet (this node takes no state overrides on eth_estimateGas), and then the
      // quote simply has no gasLimit.
      const { data, value } = swapCalldata({
        path,
        amountIn: amount,
        amountOutMin: minimumOut(toAmount, DEFAULT_SLIPPAGE),
        recipient: user,
        deadline: maxUint256,
        nativeIn: fromToken.native,
        nativeOut: toToken.native,
      })
      const gasLimit = await client
        .estimateGas({ account: user, to: router, data, value, blockNumber })
        .catch(() => undefined)
      const answer: SwapQuote = {
        id: null,
        fromAmount: amount.toString(),
        fromAccount: caip(from.chainId, fromToken.address),
        toAmount: toAmount.toString(),
        toAccount: caip(to.chainId, toToken.address),
        path: path.map((address) => caip(from.chainId, address)),
        priceImpact: priceImpactPercent(amount, toAmount, hops),
        feePercent: feePercent(hops.length),
        ...(gasLimit === undefined ? {} : { gasLimit: gasLimit.toString() }),
        blockNumber: blockNumber.toString(),
      }
      return { quotes: [answer] }
    },

    async allowance(token, user) {
      const blockNumber = await service.head.current()
      await listed(blockNumber, token)
      const allowance = await client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [user, router],
        blockNumber,
      })
      return { allowance: allowance.toString() }
    },

    async gasPrice() {
      return gasPriceTiers(await client.getGasPrice())
    },

    async buildApprove({ from, to, user, amount }) {
      const blockNumber = await service.head.current()
      const [fromToken] = (await listed(blockNumber, from, to)) as [ListedToken, ListedToken]
      if (fromToken.native) throw new HttpError(400, 'The native token needs no approval: swap it directly')
      const data = approveCalldata(router, amount ?? maxUint256)
      const [gas, gasPrice] = await Promise.all([
        estimate({ user, to: fromToken.address, data, value: 0n, blockNumber }, fromToken),
        client.getGasPrice(),
      ])
      return { tx: transaction(user, fromToken.address, data, 0n, gasPrice, gas) }
    },

    async buildTransaction({ from, to, amount, user, slippage, disableEstimate }) {
      const blockNumber = await service.head.current()
      const [{ fromToken, toToken, path, amounts }, block] = await Promise.all([
        quote(blockNumber, from, to, amount),
        client.getBlock({ blockNumber }),
      ])
      const expectedOut = outputOf(amounts)
      const amountOutMin = minimumOut(expectedOut, slippage)
      const deadline = block.timestamp + SWAP_DEADLINE_SECONDS
      const { data, value } = swapCalldata({
        path,
        amountIn: amount,
        amountOutMin,
        recipient: user,
        deadline,
        nativeIn: fromToken.native,
        nativeOut: toToken.native,
      })
      if (!disableEstimate && fromToken.native) {
        // Checked here because some nodes (this devnet's among them) estimate a value the sender lacks.
        const balance = await client.getBalance({ address: user, blockNumber })
        if (balance < value) throw new HttpError(400, insufficientBalance(fromToken, balance, value))
      }
      const [gas, gasPrice] = await Promise.all([
        disableEstimate ? undefined : estimate({ user, to: router, data, value, blockNumber }, fromToken),
        client.getGasPrice(),
      ])
      return {
        tx: {
          ...transaction(user, router, data, value, gasPrice, gas),
          minimumOut: amountOutMin.toString(),
          expectedOut: expectedOut.toString(),
          deadline: deadline.toString(),
        },
      }
    },
  }
}
