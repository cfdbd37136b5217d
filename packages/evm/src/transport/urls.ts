import { type CaipNetwork, NoRpcUrlError } from '@airlock/core'

/**
 * The endpoints a network's reads go to, in order: `default` first (the cloud gateway
 * `{cloud}/v1/?chainId=&projectId=` when the kit has a cloud, see `withRpcUrl`), then the network's own
 * endpoints (`chainDefault`) as fallbacks, each url once. Without a cloud, `default` is the network's own list.
 */
export function rpcUrlsOf(network: Pick<CaipNetwork, 'name' | 'rpcUrls'>): readonly string[] {
  const { default: primary, chainDefault } = network.rpcUrls
  const urls = [...new Set([...primary.http, ...(chainDefault?.http ?? [])])]
  if (urls.length === 0) throw new NoRpcUrlError(network.name)
  return urls
}
