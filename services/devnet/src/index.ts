// Node entry point (@airlock/devnet). Browsers import @airlock/devnet/contracts instead.
export { compileContracts } from '../scripts/compile.ts'
export { type DevnetAccount, testAccounts } from './accounts.ts'
export * from './addresses.ts'
export { deployContracts } from './deploy.ts'
export { type Devnet, type StartDevnetOptions, startDevnet } from './devnet.ts'
export { devnetPoolSeeds } from './liquidity.ts'
export { DEVNET_NFT_NAME, DEVNET_NFT_SYMBOL, devnetNftHolders } from './nfts.ts'
