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

/**
 * The onramp sandbox's treasury (its key is in src/treasury.ts): the deploy gives it
 * DEVNET_ONRAMP_TREASURY_FUNDS, and the cloud sends purchases from it.
 */
export const DEVNET_ONRAMP_TREASURY_ADDRESS = '0xF5B0C0B0f9276deD336D8A943295f54716D6F435'

/** What the treasury starts with: enough for thousands of sandbox purchases. */
export const DEVNET_ONRAMP_TREASURY_FUNDS = {
  eth: 1_000n * 10n ** 18n,
  usdc: 10_000_000n * 10n ** 6n,
} as const

/**
 * The devnet's names: names registered in the cloud live under this parent, whose resolver is
 * devnetContracts.offchainResolver; the cloud's `names.parentName` defaults to the same.
 */
export const DEVNET_NAMES_PARENT = 'airlock.eth'

/**
 * The account whose signature the offchain resolver accepts on gateway answers (its key is in src/names.ts):
 * the cloud's names gateway signs with that key on the devnet.
 */
export const DEVNET_NAMES_GATEWAY_SIGNER_ADDRESS = '0xEf4f99bF429496bD3ae412A51c40Bf148eCE8268'

/**
 * The gateway URL template the resolver is deployed with: a cloud on `npm start`'s port. A cloud elsewhere
 * (tests: a free port) points the resolver at itself with configureDevnetNames (src/names.ts).
 */
export const DEVNET_NAMES_DEFAULT_GATEWAY_URL = 'http://127.0.0.1:8787/v1/names/ccip/{sender}/{data}.json'

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

/** The AMM and NFT contracts, deployed after the tokens (src/deployments.ts lists the order). */
export const devnetContracts = {
  weth: '0x4b271c9F45A56d5034aE80e111f49a3EB01556a1',
  factory: '0x7E7b2B7CA27C77DEb22797FC0d1E866A888F770C',
  router: '0x4325025e1f837ADF726b439cf141C3f73A8DaC7D',
  nft: '0xF20B9B61B2a57EBe3cDe71243732a7Cf831262E4',
  /** An unsolicited airdrop collection (src/nfts.ts), for wallets to show how they treat spam. */
  spamNft: '0x01c0d1Ab133D1bc8752F987F70DE09e17f602D4a',
  /** Farcaster's IdRegistry reads (src/farcaster.ts): Sign In With Farcaster checks fids against it. */
  farcasterIdRegistry: '0x917775323ACdfEaB6F2a49D3c912921A3b901959',
  /** ENS's registry interface (owner, resolver, …): `eth`, the names parent and `addr.reverse` live here. */
  ensRegistry: '0xbC966A0e5017945f4244B6786Fd372369f4898a0',
  /**
   * The resolver of the names parent and of `addr.reverse`: ENSIP-10 wildcard, answering through the cloud's
   * names gateway (EIP-3668 CCIP-read), whose answers the gateway signer signs (src/names.ts).
   */
  offchainResolver: '0xf511714D835ec1Ef48B4e9edB2E61452f22D27BA',
  /** What viem's getEnsAddress / getEnsName / getEnsText call: pass it as `universalResolverAddress`. */
  universalResolver: '0x2Ea70AaE5a7DcCf8876F00fd8993891335ff5BEF',
  /**
   * AirlockPayments: pays a shop's payment intents, signed by the payments signer (src/payments.ts), in their
   * own asset or swapped into it through the router.
   */
  payments: '0x9279d77Aa3F60E48C219Ac61f0a4E02AFff6fCE6',
} as const

/**
 * The pools seeded at start-up. The factory creates pairs with CREATE, so each address follows from the
 * factory and the order the setup calls create them in (the factory's nonces 1, 2).
 */
export const devnetPairs = {
  wethUsdc: '0x84D20f07619518388bb00d9683b203Dba60f8eBE',
  daiUsdc: '0x914f8F039BF1609662e1829963c78cf6F319670E',
} as const

/**
 * How the devnet prices its tokens: USDC is the unit of account, WETH the native coin, the factory's pools
 * the source (the cloud's chain config takes this as `pricing`).
 */
export const devnetPricing = {
  factory: devnetContracts.factory,
  usdToken: devnetTokens.usdc.address,
  wrappedNative: devnetContracts.weth,
} as const

/**
 * The devnet's swap backend: its own AMM, whose router the cloud's convert calls quote and build transactions
 * for (the cloud's chain config takes this as `swap`).
 */
export const devnetSwap = {
  router: devnetContracts.router,
  factory: devnetContracts.factory,
  wrappedNative: devnetContracts.weth,
} as const

/**
 * The account whose EIP-712 signature the payments contract requires on every payment intent (its key is in
 * src/payments.ts): the cloud signs the intents it creates with that key on the devnet.
 */
export const DEVNET_PAYMENTS_SIGNER_ADDRESS = '0x3eaBe5a63f221Bdb69421276F5E7f389370E9B2d'

/**
 * The devnet's payments backend (the cloud's chain config takes this as `payments`, with the signer key of
 * src/payments.ts): the contract intents are paid through, the signer it trusts, and the router and wrapped
 * native coin it swaps with.
 */
export const devnetPayments = {
  contract: devnetContracts.payments,
  signer: DEVNET_PAYMENTS_SIGNER_ADDRESS,
  router: devnetContracts.router,
  wrappedNative: devnetContracts.weth,
} as const

/**
 * Contracts the cloud flags as spam on the devnet (its chain config takes this as `spamTokens`): what a
 * production cloud would learn from a spam list, fixed here.
 */
export const devnetSpamTokens = [devnetContracts.spamNft] as const

/**
 * What the cloud's onramp sandbox sells on the devnet (its chain config takes this as `onramp`, with the
 * treasury key of src/treasury.ts): USDC and the native coin, under the network slug the options call lists.
 */
export const devnetOnramp = {
  network: 'airlock-devnet',
  displayName: 'Airlock Devnet',
  tokens: { USDC: devnetTokens.usdc.address },
} as const

/**
 * The devnet's ERC-4337 stack (src/erc4337.ts): EntryPoint v0.7 at its canonical address, the simulation
 * contract the cloud's bundler overrides it with in eth_call, and the VerifyingPaymaster the cloud sponsors
 * with; Airlock's account factory and session validator. All but the paymaster are CREATE2 deployments through
 * the deterministic deployer, so they sit where they sit on every chain; src/erc4337.test.ts recomputes them.
 */
export const devnetErc4337 = {
  deterministicDeployer: '0x4e59b44847b379578588920ca78fbf26c0b4956c',
  entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  entryPointSimulations: '0xA25b9Aec08d065b9D5bDF2FCD518Cd8D56735AAC',
  verifyingPaymaster: '0x814F1A1Ce7dEFCEb926F70d1694D56c363418497',
  /**
   * AirlockAccountFactory: createAccount(owner, salt) / getAddress(owner, salt) for
   * AirlockSmartAccount clones. A CREATE2 deployment: any change to the account's or factory's Solidity (even
   * a comment, through the metadata hash) moves it, and src/erc4337.test.ts says so.
   */
  accountFactory: '0xec37Be888DeDD42D5339da9eA774261a1638b4e3',
  /** AirlockSessionValidator: the smart-sessions validator module, one for every account. */
  sessionValidator: '0x5902d8B42c618c3869150BE1F9116e9Aa92e8c37',
} as const

/** Signs the VerifyingPaymaster's sponsorships (its key is in src/erc4337.ts); it also deployed and owns it. */
export const DEVNET_PAYMASTER_SIGNER_ADDRESS = '0x6B51AE4c29822489Af314884B080DB4C10452166'

/** What the VerifyingPaymaster holds at the EntryPoint at start: gas for many thousands of sponsored operations. */
export const DEVNET_PAYMASTER_DEPOSIT = 1_000n * 10n ** 18n

/** The account the cloud's bundler sends `handleOps` from (its key is in src/erc4337.ts). */
export const DEVNET_BUNDLER_ADDRESS = '0xfc82C7E2D02Aaa67c5840Dd2D7c8E35013368b9b'

/** Relays session revocations the account signed (the cloud's POST /v1/sessions/{address}/revoke; key in src/erc4337.ts). */
export const DEVNET_SESSIONS_RELAYER_ADDRESS = '0x7476FDd5D5D77e9360c60351f1404bAEF061E80C'
