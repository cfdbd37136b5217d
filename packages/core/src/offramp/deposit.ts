import type { OffRampOrder, OffRampSellCurrency, OnRampNetwork } from '@airlock/protocol/cloud-api'
import type { TokenBalance } from '../account/store.ts'
import type { AirlockContext } from '../context.ts'
import { UnsupportedChainError } from '../network/errors.ts'
import { dispatchSend, sender, tokenContractAddress } from '../send/send.ts'
import type { CaipNetwork } from '../types.ts'
import { depositAmount } from './draft.ts'

/** The off-ramp's networks are EVM chains named by their number; the kit's ids are CAIP-2. */
const caip2 = (network: OnRampNetwork) => `eip155:${network.chain_id}`

/** The visitor's balance entry of the token on the network, from the account's token balances. */
export function depositToken(
  ctx: AirlockContext,
  currency: OffRampSellCurrency | undefined,
  network: OnRampNetwork | undefined,
): TokenBalance | undefined {
  if (!currency || !network) return undefined
  const contract = network.contract_address.toLowerCase()
  return ctx.account
    .get('eip155')
    ?.tokenBalance.find(
      (t) =>
        t.chainId === caip2(network) &&
        (tokenContractAddress(t)?.toLowerCase() ?? '') === contract &&
        t.symbol === currency.symbol,
    )
}

/** The balance the amount is checked against; undefined while the balances are not read (nothing refused then). */
export function balanceOf(
  ctx: AirlockContext,
  currency: OffRampSellCurrency | undefined,
  network: OnRampNetwork | undefined,
): string | undefined {
  const account = ctx.account.get('eip155')
  if (!account?.address || !currency || !network) return undefined
  const token = depositToken(ctx, currency, network)
  if (token) return token.quantity.numeric
  // Read balances without an entry for the token: the visitor holds none of it.
  return account.tokenBalance.length > 0 ? '0' : undefined
}

/**
 * Sends the order's deposit from the connected wallet with the kit's Send machinery (an ERC-20 transfer, or
 * a plain send of the native coin): exactly `deposit.amountAtomic` to `deposit.address`, on the deposit's
 * chain (the wallet is switched there first). Resolves with the transaction hash.
 */
export async function sendDeposit(
  ctx: AirlockContext,
  order: OffRampOrder,
  currency: OffRampSellCurrency,
  switchNetwork: (network: CaipNetwork) => Promise<boolean>,
): Promise<string> {
  const { deposit } = order
  const network = ctx.chain.findNetwork(deposit.chainId)
  if (!network) throw new UnsupportedChainError(deposit.chainId)
  if (ctx.chain.getState().activeCaipNetwork?.caipNetworkId !== network.caipNetworkId) {
    if (!(await switchNetwork(network))) throw new UnsupportedChainError(deposit.chainId)
  }
  const amount = depositAmount(deposit.amountAtomic, currency.decimals)
  const token: TokenBalance = {
    name: currency.name,
    symbol: currency.symbol,
    chainId: network.caipNetworkId,
    ...(deposit.token ? { address: `${network.caipNetworkId}:${deposit.token}` } : {}),
    price: 0,
    quantity: { numeric: amount, decimals: String(currency.decimals) },
    iconUrl: '',
  }
  return dispatchSend(ctx, { from: sender(ctx), token, receiver: deposit.address, amount })
}
