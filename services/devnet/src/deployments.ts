import type { Address } from 'viem'
import { testAccounts } from './accounts.ts'
import {
  DEVNET_NAMES_DEFAULT_GATEWAY_URL,
  DEVNET_NAMES_GATEWAY_SIGNER_ADDRESS,
  DEVNET_ONRAMP_TREASURY_ADDRESS,
  DEVNET_ONRAMP_TREASURY_FUNDS,
  DEVNET_PAYMENTS_SIGNER_ADDRESS,
  devnetContracts,
  devnetTokens,
} from './addresses.ts'
import { farcasterSetupCalls } from './farcaster.ts'
import { liquiditySetupCalls } from './liquidity.ts'
import { namesSetupCalls } from './names.ts'
import {
  DEVNET_NFT_NAME,
  DEVNET_NFT_SYMBOL,
  DEVNET_SPAM_NFT_NAME,
  DEVNET_SPAM_NFT_SYMBOL,
  nftSetupCalls,
} from './nfts.ts'
import type { ContractName, SetupCall } from './setupCall.ts'

/** A contract the devnet deploys. The deployer sends deployments[i] at nonce i, so `address` is fixed. */
interface Deployment {
  contract: ContractName
  address: Address
  args: readonly unknown[]
}

/** Append only: inserting or reordering moves every later address (and the literals in addresses.ts). */
export const deployments: readonly Deployment[] = [
  {
    contract: 'AirlockERC20',
    address: devnetTokens.usdc.address,
    args: [devnetTokens.usdc.name, devnetTokens.usdc.symbol, devnetTokens.usdc.decimals],
  },
  {
    contract: 'AirlockERC20',
    address: devnetTokens.dai.address,
    args: [devnetTokens.dai.name, devnetTokens.dai.symbol, devnetTokens.dai.decimals],
  },
  { contract: 'AirlockWETH', address: devnetContracts.weth, args: [] },
  { contract: 'AirlockFactory', address: devnetContracts.factory, args: [] },
  {
    contract: 'AirlockRouter',
    address: devnetContracts.router,
    args: [devnetContracts.factory, devnetContracts.weth],
  },
  { contract: 'AirlockNFT', address: devnetContracts.nft, args: [DEVNET_NFT_NAME, DEVNET_NFT_SYMBOL] },
  {
    contract: 'AirlockNFT',
    address: devnetContracts.spamNft,
    args: [DEVNET_SPAM_NFT_NAME, DEVNET_SPAM_NFT_SYMBOL],
  },
  { contract: 'FarcasterIdRegistry', address: devnetContracts.farcasterIdRegistry, args: [] },
  { contract: 'AirlockENSRegistry', address: devnetContracts.ensRegistry, args: [] },
  {
    contract: 'AirlockOffchainResolver',
    address: devnetContracts.offchainResolver,
    args: [[DEVNET_NAMES_DEFAULT_GATEWAY_URL], [DEVNET_NAMES_GATEWAY_SIGNER_ADDRESS]],
  },
  {
    contract: 'AirlockUniversalResolver',
    address: devnetContracts.universalResolver,
    args: [devnetContracts.ensRegistry],
  },
  {
    contract: 'AirlockPayments',
    address: devnetContracts.payments,
    args: [DEVNET_PAYMENTS_SIGNER_ADDRESS, devnetContracts.router, devnetContracts.weth],
  },
]

/** Whole tokens each test account starts with, of every devnet token. */
export const TEST_ACCOUNT_TOKEN_BALANCE = 10_000n

const testAccountGrants: readonly SetupCall[] = Object.values(devnetTokens).flatMap((token) =>
  testAccounts.map((account) => ({
    contract: 'AirlockERC20' as const,
    address: token.address,
    functionName: 'mint',
    args: [account.address, TEST_ACCOUNT_TOKEN_BALANCE * 10n ** BigInt(token.decimals)],
  })),
)

/** The onramp sandbox's treasury's USDC (its ether is set directly, as the deployer's is: src/deploy.ts). */
const treasuryGrant: SetupCall = {
  contract: 'AirlockERC20',
  address: devnetTokens.usdc.address,
  functionName: 'mint',
  args: [DEVNET_ONRAMP_TREASURY_ADDRESS, DEVNET_ONRAMP_TREASURY_FUNDS.usdc],
}

// Last: calls before it create the pairs and NFTs, whose addresses depend on their order.
export const setupCalls: readonly SetupCall[] = [
  ...testAccountGrants,
  ...liquiditySetupCalls,
  ...nftSetupCalls,
  treasuryGrant,
  ...farcasterSetupCalls,
  ...namesSetupCalls,
]
