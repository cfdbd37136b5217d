import { NoActiveCaipAddressError } from '../connect/errors.ts'
import type { AirlockContext } from '../context.ts'
import type { CaipAddress } from '../types.ts'

/** The connected eip155 account: the only one a swap may spend from (throws without one). */
export function swapper(ctx: AirlockContext) {
  const network = ctx.chain.getState().activeCaipNetwork
  const address = ctx.account.get('eip155')?.address
  const connectorId = ctx.connection.getState().connections.eip155?.[0]?.connectorId
  if (network?.chainNamespace !== 'eip155' || !address || !connectorId) throw new NoActiveCaipAddressError()
  const caip = `${network.caipNetworkId}:${address}` as CaipAddress
  return { network, address, connectorId, caip }
}

export type Swapper = ReturnType<typeof swapper>
