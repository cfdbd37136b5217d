import { getAddress, type Hex, isAddressEqual } from 'viem'
import { z } from 'zod'
import { createChainClient } from '../chains/client.ts'
import type { ChainConfig } from '../chains/config.ts'
import type { RouteModule } from '../context.ts'
import { evmAddressSchema } from '../evm/address.ts'
import { HttpError } from '../http/errors.ts'
import { type SmartAccountsChainConfig, smartAccountsChainSchema } from './config.ts'
import { createRevokeRelayer, type RevokeRelayer } from './relay.ts'
import { decodePermissionsContext, readSessions } from './sessions.ts'

const chainQuerySchema = z.object({ chainId: z.string().optional() }).passthrough()

const revokeBodySchema = z.object({
  pci: z
    .string()
    .regex(/^0x[0-9a-fA-F]{128}$/, 'pci must be 0x and 128 hex digits (abi.encode(validator, id))'),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130,20000}$/, 'signature must be 0x and hex digits'),
  chainId: z.string().optional(),
})

/**
 * Smart sessions (ERC-7715): GET /v1/sessions/{address} lists the account's sessions
 * as the session validator holds them on chain; POST /v1/sessions/{address}/revoke takes the account's ERC-1271
 * signature of the validator's RevokeSession message, checks it with the chain, and relays the revoke.
 */
export const smartAccountsRoutes: RouteModule = (app, ctx) => {
  const served = [...ctx.chains.values()].filter(
    (chain): chain is ChainConfig & { smartAccounts: SmartAccountsChainConfig } =>
      chain.smartAccounts !== undefined,
  )
  const relayers = new Map<string, RevokeRelayer>()

  function chainOf(requested: string | undefined) {
    const chain = requested ? served.find((entry) => entry.caipNetworkId === requested) : served[0]
    if (!chain) {
      throw new HttpError(
        400,
        requested
          ? `Smart sessions are not served on ${requested}`
          : 'This cloud serves smart sessions on no chain',
      )
    }
    const config = smartAccountsChainSchema.parse(chain.smartAccounts)
    const client =
      ctx.chainServices.get(chain.caipNetworkId)?.client ?? createChainClient(chain, ctx.upstreamTimeoutMs)
    return { chain, config, client }
  }

  app.get('/v1/sessions/:address', { preHandler: ctx.requireProject }, async (request) => {
    const { address } = z.object({ address: evmAddressSchema }).parse(request.params)
    const { chainId } = chainQuerySchema.parse(request.query)
    const { chain, config, client } = chainOf(chainId)
    try {
      return {
        sessions: await readSessions(
          client,
          getAddress(config.sessionValidator),
          getAddress(address),
          chain.caipNetworkId,
        ),
      }
    } catch {
      throw new HttpError(
        502,
        `Could not read the sessions on ${chain.caipNetworkId}: its node did not answer`,
      )
    }
  })

  app.post('/v1/sessions/:address/revoke', { preHandler: ctx.requireProject }, async (request) => {
    const { address } = z.object({ address: evmAddressSchema }).parse(request.params)
    const body = revokeBodySchema.parse(request.body)
    const { chainId } = chainQuerySchema.parse(request.query)
    const { chain, config, client } = chainOf(body.chainId ?? chainId)
    const { validator, id } = decodePermissionsContext(body.pci as Hex)
    if (!isAddressEqual(validator, config.sessionValidator)) {
      throw new HttpError(
        400,
        `The permissions context names another session validator than ${chain.caipNetworkId}'s`,
      )
    }
    if (!config.relayerKey) {
      throw new HttpError(
        503,
        `Revoking sessions through the cloud is not configured on ${chain.caipNetworkId}`,
      )
    }
    let relayer = relayers.get(chain.caipNetworkId)
    if (!relayer) {
      relayer = createRevokeRelayer(chain, client, config.relayerKey as Hex)
      relayers.set(chain.caipNetworkId, relayer)
    }
    const transactionHash = await relayer.revoke({
      validator,
      account: getAddress(address),
      id,
      signature: body.signature as Hex,
    })
    return { revoked: true, transactionHash }
  })
}
