/**
 * The devnet's fixed facts, browser-safe. Contract addresses are literals rather than computed so a dapp can
 * import them without viem; src/addresses.test.ts recomputes them from the deployer and its nonces.
 */

export const DEVNET_CHAIN_ID = 31337

/** Hardhat's well-known test mnemonic: public, so never use its keys on a real chain. */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'

/**
 * Deploys every contract at nonces 0, 1, … (see src/deployer.ts). It is not one of the mnemonic's accounts, so
 * transactions sent by tests never move the contract addresses.
 */
export const DEVNET_DEPLOYER_ADDRESS = '0x70bA811f633B29b73Dc3AF0f0b3A7B2CC6B2f70f'

export const devnetTokens = {
  usdc: {
    address: '0xaB4951C6D0C948716A4B2072a0652DD69AbD5B1E',
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
  },
  dai: {
    address: '0x077342bc51ee03Ec099D42a2720E418E855Cfc84',
    name: 'Dai Stablecoin',
    symbol: 'DAI',
    decimals: 18,
  },
} as const

export type DevnetTokenKey = keyof typeof devnetTokens
