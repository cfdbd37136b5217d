import type { ContractCall } from '../adapter.ts'
import { type AirlockContext, adapterFor } from '../context.ts'
import { UserRejectedRequestError } from '../errors/user.ts'
import { isUserRejection } from '../errors.ts'
import { ChainNotSupportedError, UnsupportedChainError } from '../network/errors.ts'
import {
  CaipNetworkOrAddressUndefinedError,
  NoActiveCaipAddressError,
  NoActiveCaipNetworkError,
  NoConnectionClientError,
} from './errors.ts'
import { untilRestored } from './restoring.ts'
import { checkedSignature, checkedTransactionHash } from './walletResponse.ts'

/*
 * The wallet requests a dapp makes through the kit (sign a message, send a transaction, write a contract). Each
 * missing piece has its own typed error, so a dapp can tell "connect first" from "pick a network" from "the
 * wallet went away" without reading text. A request made while the kit restores the connection of an earlier
 * visit waits for it first.
 */

/** The connected account of the active namespace, its network and the connector holding its connection. */
export function activeConnection(ctx: AirlockContext) {
  const namespace = ctx.chain.getState().activeChain
  const address = ctx.account.get(namespace)?.address
  if (!namespace || !address) throw new NoActiveCaipAddressError()
  const network = ctx.chain.getState().activeCaipNetwork
  if (!network || network.chainNamespace !== namespace) throw new NoActiveCaipNetworkError(namespace)
  const connectorId = ctx.connection.getState().connections[namespace]?.[0]?.connectorId
  if (!connectorId) throw new NoConnectionClientError(namespace)
  return { namespace, connectorId, address, network }
}

/** The wallet is on a chain the dapp did not configure: nothing is sent to a chain the visitor did not choose. */
function assertSupportedChain(ctx: AirlockContext) {
  if (!ctx.chain.getState().isUnsupportedChain || ctx.options.allowUnsupportedChain) return
  throw new ChainNotSupportedError(ctx.chain.getState().activeCaipNetwork?.caipNetworkId ?? 'unknown')
}

/**
 * Signs a message with the connected account. A refusal is 'Signature declined', or 'This application might not
 * support Smart Accounts' when the account is a smart account (it signs through a contract some apps cannot
 * verify).
 */
export async function signMessage(ctx: AirlockContext, message: string): Promise<string> {
  await untilRestored(ctx)
  const { namespace, connectorId, address } = activeConnection(ctx)
  let signature: unknown
  try {
    signature = await adapterFor(ctx, namespace).signMessage({ message, address, connectorId })
  } catch (error) {
    if (!isUserRejection(error)) throw error
    const isSmartAccount = ctx.account.get(namespace)?.preferredAccountType === 'smartAccount'
    throw UserRejectedRequestError.signatureDeclined(error, isSmartAccount)
  }
  // Any adapter's answer, a third party's included, is checked before the dapp gets it.
  return checkedSignature(signature, namespace)
}

/** Sends a transaction from the connected account on the active network; resolves with its hash. */
export async function sendTransaction(
  ctx: AirlockContext,
  tx: { to: string; value?: bigint; data?: string },
): Promise<string> {
  await untilRestored(ctx)
  const { namespace, connectorId, address, network } = activeConnection(ctx)
  assertSupportedChain(ctx)
  const hash = await adapterFor(ctx, namespace).sendTransaction({
    ...tx,
    from: address,
    connectorId,
    caipNetwork: network,
  })
  return checkedTransactionHash(hash, namespace)
}

/** Calls a contract through the wallet from the connected account on the active network; resolves with the hash. */
export async function writeContract(ctx: AirlockContext, call: ContractCall): Promise<string> {
  await untilRestored(ctx)
  const namespace = ctx.chain.getState().activeChain
  const network = ctx.chain.getState().activeCaipNetwork
  const address = ctx.account.get(namespace)?.address
  // Both are needed to say where and from whom; the error's wording is the one dapps already match on.
  if (!namespace || !network || !address) throw new CaipNetworkOrAddressUndefinedError()
  const { connectorId } = activeConnection(ctx)
  assertSupportedChain(ctx)
  const adapter = adapterFor(ctx, namespace)
  if (!adapter.writeContract) throw new UnsupportedChainError(network.caipNetworkId)
  const hash = await adapter.writeContract({ ...call, connectorId, caipNetwork: network, from: address })
  return checkedTransactionHash(hash, namespace)
}
