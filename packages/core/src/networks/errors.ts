import { BaseError, type BaseErrorParameters } from '../errors/base.ts'
import { ErrorMessages } from '../errors.ts'

// UnavailableRpcUrlError lives in unavailableRpcUrl.ts: only the lazily loaded transport raises it, and a file
// of its own keeps it out of the page-load chunk (which needs NoRpcUrlError, for defineNetwork).

/**
 * A network has no RPC endpoint at all: neither the cloud gateway nor an endpoint of its own.
 *
 * @example
 * if (error instanceof NoRpcUrlError) console.error(`Give ${error.chain} an RPC url`)
 */
export class NoRpcUrlError extends BaseError {
  override name = 'NoRpcUrlError'
  readonly chain: string | undefined

  constructor(chain?: string) {
    super(ErrorMessages.NO_RPC_URL, { metaMessages: chain ? [`Chain: ${chain}`] : [] })
    this.chain = chain
  }
}

/** The texts of changing the network list at run time, each naming what to do about it. */
export const NetworkListMessages = {
  NO_ADAPTER: (namespace: string, network: string) =>
    `Cannot add ${network}: the kit has no adapter for ${namespace} networks. Pass one in createAirlock's adapters.`,
  NOT_CONFIGURED: (network: string) => `Cannot remove ${network}: it is not one of the kit's networks`,
  LAST_OF_NAMESPACE: (network: string, namespace: string) =>
    `Cannot remove ${network}: it is the only ${namespace} network and it is in use (active or connected). Add another ${namespace} network first, or disconnect.`,
  SWITCH_REFUSED: (network: string, next: string) =>
    `Cannot remove ${network}: the wallet did not move to ${next}, so ${network} stays`,
} as const

/**
 * A network of a namespace the kit has no adapter for cannot be added: nothing could connect to it, switch to
 * it or read it.
 *
 * @example
 * try {
 *   addNetwork(airlock, solanaDevnet)
 * } catch (error) {
 *   if (error instanceof NetworkAdapterMissingError) console.error(`add the ${error.namespace} adapter`)
 * }
 */
export class NetworkAdapterMissingError extends BaseError {
  override name = 'NetworkAdapterMissingError'
  readonly namespace: string
  readonly network: string

  constructor(namespace: string, network: string) {
    super(NetworkListMessages.NO_ADAPTER(namespace, network), { metaMessages: [`Namespace: ${namespace}`] })
    this.namespace = namespace
    this.network = network
  }
}

export type NetworkRemovalReason = 'not-configured' | 'last-of-namespace' | 'switch-refused'

/**
 * A network could not be removed; `reason` says why and the message what to do. The list is left as it was.
 *
 * @example
 * try {
 *   await removeNetwork(airlock, 'eip155:10')
 * } catch (error) {
 *   if (error instanceof NetworkRemovalError && error.reason === 'last-of-namespace') showHint(error.shortMessage)
 * }
 */
export class NetworkRemovalError extends BaseError {
  override name = 'NetworkRemovalError'
  readonly network: string
  readonly reason: NetworkRemovalReason

  constructor(
    network: string,
    reason: NetworkRemovalReason,
    shortMessage: string,
    parameters: BaseErrorParameters = {},
  ) {
    super(shortMessage, parameters)
    this.network = network
    this.reason = reason
  }
}
