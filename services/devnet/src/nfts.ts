import type { Address } from 'viem'
import { testAccounts } from './accounts.ts'
import { devnetContracts } from './addresses.ts'
import type { SetupCall } from './deployments.ts'

export const DEVNET_NFT_NAME = 'Airlock Explorers'
export const DEVNET_NFT_SYMBOL = 'AXP'

/** Two accounts hold NFTs, so a wallet switching accounts sees its collection change. */
export const devnetNftHolders: readonly { tokenId: bigint; owner: Address }[] = [
  { tokenId: 1n, owner: testAccounts[0]!.address },
  { tokenId: 2n, owner: testAccounts[0]!.address },
  { tokenId: 3n, owner: testAccounts[0]!.address },
  { tokenId: 4n, owner: testAccounts[1]!.address },
  { tokenId: 5n, owner: testAccounts[1]!.address },
]

export const nftSetupCalls: readonly SetupCall[] = devnetNftHolders.map(({ tokenId, owner }) => ({
  contract: 'AirlockNFT',
  address: devnetContracts.nft,
  functionName: 'mint',
  args: [owner, tokenId],
}))
