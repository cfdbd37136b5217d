import type { CreateClientArgs } from '@farcaster/auth-client'
import { type Address, createPublicClient, http, parseAbi } from 'viem'

/** The chain reads of @farcaster/auth-client's verification (its EthereumConnector). */
export type FarcasterEthereum = CreateClientArgs['ethereum']

const idRegistryAbi = parseAbi(['function idOf(address owner) view returns (uint256)'])

/**
 * What Sign In With Farcaster verification reads on chain: the fid a custody address owns, from the IdRegistry
 * at `address` (Optimism's, or the devnet's copy). Auth addresses (Farcaster's KeyRegistry) are not accepted:
 * the custody key signs.
 */
export function idRegistryConnector(options: { rpcUrl: string; address: string }): FarcasterEthereum {
  const publicClient = createPublicClient({ transport: http(options.rpcUrl) })
  return {
    getFid: (custody: Address) =>
      publicClient.readContract({
        address: options.address as Address,
        abi: idRegistryAbi,
        functionName: 'idOf',
        args: [custody],
      }),
    isValidAuthAddress: async () => false,
    publicClient: publicClient as FarcasterEthereum['publicClient'],
  }
}
