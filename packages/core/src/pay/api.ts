import type {
  PaymentIntent,
  PaymentQuote,
  PaymentQuoteRequest,
  PriceResponse,
} from '@airlock/protocol/cloud-api'
import { CloudError } from '../cloud/errors.ts'
import type { CloudHttp } from '../cloud/http.ts'
import type { CaipNetworkId } from '../types.ts'
import { decodeString, decodeUint, encodeCall, PAY_FUNCTIONS } from './abi.ts'

/**
 * The cloud's payment calls (project-scoped like every kit call), and the chain reads a payment needs through
 * the project's RPC gateway: an allowance, a token's decimals and symbol, the gas price.
 */
export function createPayApi(http: CloudHttp) {
  async function rpc(network: CaipNetworkId, method: string, params: unknown[]): Promise<string> {
    const answer = await http.post<{ result?: string; error?: { message?: string } }>(
      'v1/',
      { jsonrpc: '2.0', id: 1, method, params },
      { chainId: network },
    )
    if (typeof answer?.result !== 'string')
      throw new CloudError(answer?.error?.message ?? `${method} failed`, 200)
    return answer.result
  }
  const ethCall = (network: CaipNetworkId, to: string, data: string) =>
    rpc(network, 'eth_call', [{ to, data }, 'latest'])
  return {
    /** GET /v1/payments/{id}: the payment request the shop's server created, as it stands now. */
    intent: (id: string, signal?: AbortSignal) =>
      http.get<PaymentIntent>(`v1/payments/${encodeURIComponent(id)}`, {}, signal),
    /** POST /v1/payments/quote: what buys exactly the amount of the asset with `payWith`. */
    quote: (body: PaymentQuoteRequest, signal?: AbortSignal) =>
      http.post<PaymentQuote>('v1/payments/quote', body, undefined, signal),
    /** POST /v1/fungible/price: a token's US dollar price and image, for an asset the account does not hold. */
    price: async (network: CaipNetworkId, token: string, signal?: AbortSignal) => {
      const address = `${network}:${token}`
      const { fungibles } = await http.post<PriceResponse>(
        'v1/fungible/price',
        { currency: 'usd', addresses: [address] },
        undefined,
        signal,
      )
      const found = fungibles.find((f) => f.address.toLowerCase() === address.toLowerCase())
      return found && { price: found.price, iconUrl: found.iconUrl || undefined }
    },
    /** The network's gas price now, in wei. */
    gasPrice: async (network: CaipNetworkId) => BigInt(await rpc(network, 'eth_gasPrice', [])),
    /** How much of `token` `owner` lets `spender` move. */
    allowance: async (network: CaipNetworkId, token: string, owner: string, spender: string) =>
      decodeUint(
        await ethCall(
          network,
          token,
          encodeCall(PAY_FUNCTIONS.allowance, [
            { kind: 'address', value: owner },
            { kind: 'address', value: spender },
          ]),
        ),
      ),
    /** A token's decimals and symbol, for a payment in a token the account does not hold. */
    tokenInfo: async (network: CaipNetworkId, token: string) => {
      const [decimals, symbol] = await Promise.all([
        ethCall(network, token, encodeCall(PAY_FUNCTIONS.decimals, [])),
        ethCall(network, token, encodeCall(PAY_FUNCTIONS.symbol, [])),
      ])
      return { decimals: Number(decodeUint(decimals)), symbol: decodeString(symbol) }
    },
  }
}

export type PayApi = ReturnType<typeof createPayApi>
