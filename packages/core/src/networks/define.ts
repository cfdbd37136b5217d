import { ErrorMessages } from '../errors.ts'
import { parseCaipNetworkId, toCaipNetworkId } from '../shared/caip.ts'
import type { CaipNetwork, RpcUrls } from '../types.ts'
import { NoRpcUrlError } from './errors.ts'

/** A network as the kit hands it out: frozen all the way down, and typed so. */
export type NetworkDefinition = DeepReadonly<CaipNetwork>

/** `T` with every property and array read-only, however deep. */
export type DeepReadonly<T> = T extends (infer Item)[]
  ? readonly DeepReadonly<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
    : T

/** Everything but the CAIP-2 id, which is derived so it cannot disagree with namespace and id. */
export type NetworkInput = Omit<CaipNetwork, 'caipNetworkId'>

const HTTP_URL = /^https?:\/\//i
const WEBSOCKET_URL = /^wss?:\/\//i

function canParseUrl(url: string): boolean {
  // Not URL.canParse: networks are defined at import time, and Safari < 17 lacks it.
  try {
    new URL(url)
    return true
  } catch {
    return false
  }
}

function assertUrl(url: string, pattern: RegExp, networkName: string): void {
  // Parsing rejects 'http://' and other scheme-only strings the pattern lets through.
  if (!pattern.test(url) || !canParseUrl(url)) {
    throw new Error(`Invalid RPC url for ${networkName}: ${url}`)
  }
}

function freezeRpcUrls(urls: RpcUrls, networkName: string): RpcUrls {
  for (const url of urls.http) assertUrl(url, HTTP_URL, networkName)
  for (const url of urls.webSocket ?? []) assertUrl(url, WEBSOCKET_URL, networkName)
  return Object.freeze({
    http: Object.freeze([...urls.http]),
    ...(urls.webSocket ? { webSocket: Object.freeze([...urls.webSocket]) } : {}),
  })
}

// Copies every nested object before freezing it, so the caller's input stays mutable and untouched.
function freezeNetwork(network: CaipNetwork): NetworkDefinition {
  const { rpcUrls, blockExplorers, assets } = network
  if (rpcUrls.default.http.length === 0) throw new NoRpcUrlError(network.name)
  return Object.freeze({
    ...network,
    nativeCurrency: Object.freeze({ ...network.nativeCurrency }),
    rpcUrls: Object.freeze({
      default: freezeRpcUrls(rpcUrls.default, network.name),
      ...(rpcUrls.chainDefault ? { chainDefault: freezeRpcUrls(rpcUrls.chainDefault, network.name) } : {}),
    }),
    ...(blockExplorers
      ? { blockExplorers: Object.freeze({ default: Object.freeze({ ...blockExplorers.default }) }) }
      : {}),
    ...(assets ? { assets: Object.freeze({ ...assets }) } : {}),
  })
}

function assertValidInput(input: NetworkInput): void {
  // eip155 references are decimal chain ids; wallets compare them as numbers.
  if (input.chainNamespace === 'eip155' && !(Number.isSafeInteger(input.id) && Number(input.id) > 0)) {
    throw new Error(ErrorMessages.INVALID_CAIP2_NETWORK_ID)
  }
  if (input.deprecatedCaipNetworkId !== undefined) {
    const { chainNamespace } = parseCaipNetworkId(input.deprecatedCaipNetworkId)
    if (chainNamespace !== input.chainNamespace) throw new Error(ErrorMessages.INVALID_CAIP2_NETWORK_ID)
  }
  const { decimals } = input.nativeCurrency
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new Error(`Invalid native currency decimals for ${input.name}: ${decimals}`)
  }
}

/** Validates a network and returns a frozen copy with its CAIP-2 id filled in. */
export function defineNetwork(input: NetworkInput): NetworkDefinition {
  assertValidInput(input)
  return freezeNetwork({ ...input, caipNetworkId: toCaipNetworkId(input.chainNamespace, input.id) })
}

/**
 * A frozen copy whose default RPC is `url` (the kit points every network at its cloud gateway
 * `{host}/v1/?chainId=&projectId=`). The network's own endpoints move to chainDefault. The EVM adapter's RPC
 * transport (packages/evm/src/transport) reads through `default` first, then falls back to each chainDefault
 * url in order; when all fail, it throws `Unavailable {chain} RPC url at {url}`.
 */
export function withRpcUrl(network: NetworkDefinition, url: string): NetworkDefinition {
  return freezeNetwork({
    ...(network as CaipNetwork),
    rpcUrls: {
      default: { http: [url] },
      chainDefault: network.rpcUrls.chainDefault ?? network.rpcUrls.default,
    },
  })
}
