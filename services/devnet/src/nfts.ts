import type { Address } from 'viem'
import { testAccounts } from './accounts.ts'
import { devnetContracts } from './addresses.ts'
import type { SetupCall } from './setupCall.ts'

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

/** Named like the airdrops that bait people into signing: the cloud flags it (devnetSpamTokens). */
export const DEVNET_SPAM_NFT_NAME = 'Claim Your Reward Pass'
export const DEVNET_SPAM_NFT_SYMBOL = 'CLAIM'

/** Airdropped unasked to the two accounts the test wallet holds, beside their real NFTs. */
export const devnetSpamNftHolders: readonly { tokenId: bigint; owner: Address }[] = [
  { tokenId: 1n, owner: testAccounts[0]!.address },
  { tokenId: 2n, owner: testAccounts[0]!.address },
  { tokenId: 3n, owner: testAccounts[1]!.address },
]

const mints = (address: Address, holders: readonly { tokenId: bigint; owner: Address }[]) =>
  holders.map(
    ({ tokenId, owner }): SetupCall => ({
      contract: 'AirlockNFT',
      address,
      functionName: 'mint',
      args: [owner, tokenId],
    }),
  )

export const nftSetupCalls: readonly SetupCall[] = [
  ...mints(devnetContracts.nft, devnetNftHolders),
  ...mints(devnetContracts.spamNft, devnetSpamNftHolders),
]
