// Node entry point (@airlock/devnet). Browsers import @airlock/devnet/contracts instead.
export { compileContracts } from '../scripts/compile.ts'
export { type DevnetAccount, testAccounts } from './accounts.ts'
export * from './addresses.ts'
export { deployContracts } from './deploy.ts'
export { type Devnet, type StartDevnetOptions, startDevnet } from './devnet.ts'
export {
  DETERMINISTIC_DEPLOYER_RUNTIME,
  DEVNET_BUNDLER_PRIVATE_KEY,
  DEVNET_PAYMASTER_SIGNER_PRIVATE_KEY,
  DEVNET_SESSIONS_RELAYER_PRIVATE_KEY,
  deployErc4337,
  devnetBundler,
  devnetCloudErc4337,
  devnetCloudSmartAccounts,
  devnetPaymasterSigner,
  devnetSessionsRelayer,
  publishedArtifact,
} from './erc4337.ts'
export { type DevnetFarcasterAccount, devnetFarcasterAccounts } from './farcaster.ts'
export { DEVNET_HISTORY_ACCOUNTS, devnetHistory, type HistoryTransaction } from './history.ts'
export { devnetPoolSeeds } from './liquidity.ts'
export {
  type ConfigureDevnetNamesOptions,
  configureDevnetNames,
  DEVNET_NAMES_GATEWAY_PRIVATE_KEY,
  devnetNamesGatewaySigner,
  NAMES_GATEWAY_PATH,
  namesGatewayUrl,
} from './names.ts'
export {
  DEVNET_NFT_NAME,
  DEVNET_NFT_SYMBOL,
  DEVNET_SPAM_NFT_NAME,
  DEVNET_SPAM_NFT_SYMBOL,
  devnetNftHolders,
  devnetSpamNftHolders,
} from './nfts.ts'
export { DEVNET_PAYMENTS_SIGNER_PRIVATE_KEY, devnetPaymentsSigner } from './payments.ts'
export {
  type DevnetSolanaAccount,
  devnetSolanaAccounts,
  devnetSolanaUsdc,
} from './solana/accounts.ts'
export { SOLANA_DEVNET_CAIP_NETWORK_ID, SOLANA_DEVNET_GENESIS_HASH } from './solana/constants.ts'
export { type SolanaDevnet, type StartSolanaDevnetOptions, startSolanaDevnet } from './solana/server.ts'
export { DEVNET_ONRAMP_TREASURY_PRIVATE_KEY, devnetOnrampTreasury } from './treasury.ts'
