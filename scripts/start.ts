import { join } from 'node:path'
import { createCloud } from '@airlock/cloud'
import {
  configureDevnetNames,
  DEVNET_NAMES_GATEWAY_PRIVATE_KEY,
  DEVNET_NAMES_PARENT,
  DEVNET_ONRAMP_TREASURY_ADDRESS,
  DEVNET_ONRAMP_TREASURY_PRIVATE_KEY,
  DEVNET_PAYMENTS_SIGNER_PRIVATE_KEY,
  devnetCloudErc4337,
  devnetCloudSmartAccounts,
  devnetContracts,
  devnetFarcasterAccounts,
  devnetOnramp,
  devnetPayments,
  devnetPricing,
  devnetSolanaAccounts,
  devnetSolanaUsdc,
  devnetSpamTokens,
  devnetSwap,
  devnetTokens,
  startDevnet,
  startSolanaDevnet,
  testAccounts,
} from '@airlock/devnet'
import { startBitcoinTestChain, testBitcoinAccounts } from '@airlock/testing/bitcoin-chain'
import { createServer } from 'vite'
import { openDemoShop } from './demoShop.ts'
import { buildServedFrame } from './frame.ts'

/**
 * `npm start`: the devnet, the cloud following it, then the demo dapp and the reference wallet pointing at both. Ctrl-C stops
 * everything, the devnet's whole process group included.
 */
const root = join(import.meta.dirname, '..')
const devnetPort = Number(process.env.DEVNET_PORT ?? 8545)
const demoPort = Number(process.env.DEMO_PORT ?? 5173)
const walletPort = Number(process.env.WALLET_PORT ?? 5174)
const cloudPort = Number(process.env.CLOUD_PORT ?? 8787)
const onrampSandboxPort = Number(process.env.ONRAMP_SANDBOX_PORT ?? 8788)
const secureSitePort = Number(process.env.SECURE_SITE_PORT ?? 8789)
const mailboxSmtpPort = Number(process.env.MAILBOX_SMTP_PORT ?? 8825)
const identityProviderPort = Number(process.env.IDENTITY_PROVIDER_PORT ?? 8790)
const solanaPort = Number(process.env.SOLANA_PORT ?? 8899)
const bitcoinTestChainPort = Number(process.env.BITCOIN_TEST_CHAIN_PORT ?? 8791)

console.log('Starting the devnet…')
const devnet = await startDevnet({ port: devnetPort })
process.env.VITE_DEVNET_RPC_URL = devnet.rpcUrl

console.log('Starting the local Solana chain and the Bitcoin test chain…')
const solanaDevnet = await startSolanaDevnet({ port: solanaPort })
// A test chain, not a Bitcoin node: it mines every few seconds so a send confirms while the visitor watches.
const bitcoinChain = await startBitcoinTestChain({ port: bitcoinTestChainPort, autoMine: 5_000 })
process.env.VITE_SOLANA_RPC_URL = solanaDevnet.rpcUrl
process.env.VITE_BITCOIN_ESPLORA_URL = bitcoinChain.url

console.log('Starting the cloud…')
const cloud = await createCloud({
  port: cloudPort,
  databaseUrl: process.env.DATABASE_URL || undefined,
  chains: [
    {
      caipNetworkId: `eip155:${devnet.chainId}`,
      rpcUrl: devnet.rpcUrl,
      pricing: devnetPricing,
      spamTokens: devnetSpamTokens,
      swap: devnetSwap,
      onramp: { ...devnetOnramp, treasuryKey: DEVNET_ONRAMP_TREASURY_PRIVATE_KEY },
      // The cloud's own ERC-4337 bundler and ERC-7677 paymaster (/v1/bundler, /v1/paymaster), and the smart
      // accounts' contracts for the embedded wallet and the sessions routes (/v1/sessions).
      erc4337: devnetCloudErc4337,
      smartAccounts: devnetCloudSmartAccounts,
      // Payment intents (/v1/payments), signed with the devnet's intent signer, paid through its contract.
      payments: { contract: devnetPayments.contract, signerKey: DEVNET_PAYMENTS_SIGNER_PRIVATE_KEY },
    },
  ],
  // Solana and Bitcoin are read through their own nodes (not the EVM `chains`): the local Solana chain, and the
  // Bitcoin TEST chain's Esplora API. Prices are fixed here: the devnet's pools price EVM tokens only.
  solanaChains: [
    {
      caipNetworkId: solanaDevnet.caipNetworkId,
      rpcUrl: solanaDevnet.rpcUrl,
      nativePriceUsd: 150,
      tokens: [{ ...devnetSolanaUsdc, priceUsd: 1 }],
    },
  ],
  bitcoinChains: [
    { caipNetworkId: bitcoinChain.caipNetworkId, esploraUrl: bitcoinChain.url, nativePriceUsd: 100_000 },
  ],
  onramp: { sandbox: { port: onrampSandboxPort } },
  embeddedWallet: {
    sitePort: secureSitePort,
    devMailbox: { port: mailboxSmtpPort },
    // No social providers configured: the local identity provider stands in for all of them.
    devIdentityProvider: { port: identityProviderPort },
    // Farcaster: the cloud's dev relay, and fids checked in the devnet's ID registry.
    farcaster: {
      idRegistry: { rpcUrl: devnet.rpcUrl, address: devnetContracts.farcasterIdRegistry },
      devAccounts: [...devnetFarcasterAccounts],
    },
    ...(process.env.SMTP_URL ? { smtpUrl: process.env.SMTP_URL } : {}),
    ...(process.env.EMBEDDED_WALLET_SECRET ? { secret: process.env.EMBEDDED_WALLET_SECRET } : {}),
  },
  // Names: the gateway signs with the key the devnet's offchain resolver trusts.
  names: { gatewayKey: DEVNET_NAMES_GATEWAY_PRIVATE_KEY },
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
})
process.env.VITE_AIRLOCK_CLOUD_URL = cloud.url
// The devnet's offchain resolver asks this cloud's names gateway (CCIP-read), wherever it listens.
await configureDevnetNames({ rpcUrl: devnet.rpcUrl, cloudUrl: cloud.url })

// The secure site serves the built frame: built from source at every start, so it is never stale.
console.log('Building the embedded wallet frame…')
await buildServedFrame()

const server = await createServer({
  root: join(root, 'apps/demo'),
  configFile: join(root, 'apps/demo/vite.config.ts'),
  server: { host: '127.0.0.1', port: demoPort },
  logLevel: 'warn',
})
await server.listen()
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${demoPort}/`
// The demo shop's secret key and webhook, for the server that serves the demo (it runs in this process).
await openDemoShop(cloud, { projectId: process.env.VITE_AIRLOCK_PROJECT_ID ?? 'airlock-demo', demoUrl: url })

const walletServer = await createServer({
  root: join(root, 'apps/wallet'),
  configFile: join(root, 'apps/wallet/vite.config.ts'),
  server: { host: '127.0.0.1', port: walletPort },
  logLevel: 'warn',
})
await walletServer.listen()
const walletUrl = walletServer.resolvedUrls?.local[0] ?? `http://127.0.0.1:${walletPort}/`

const account = testAccounts[0]!
console.log(`
  Airlock is running.

  Demo dapp         ${url}
  Reference wallet  ${walletUrl}
  Cloud             ${cloud.url}  (project id airlock-demo)
  Onramp sandbox    ${cloud.onrampSandboxUrl}  (Buy: test card 4242 4242 4242 4242)
  Secure site       ${cloud.secureSiteUrl}  (the embedded wallet's frame, on its own origin)
  Mailbox           ${cloud.mailboxUrl ?? `mail goes to ${process.env.SMTP_URL}`}  (email login codes)
  Identity provider ${cloud.identityProviderUrl}  (social login: ada / ada-password, grace / grace-password)
  Farcaster relay   ${cloud.url}/farcaster-relay  (its sign-in page signs as the devnet's @ada or @grace)
  Devnet            ${devnet.rpcUrl}  (chain id ${devnet.chainId})
  Solana (local)    ${solanaDevnet.rpcUrl}  (${solanaDevnet.caipNetworkId}; USDC mint ${devnetSolanaUsdc.mint})
  Bitcoin TEST chain ${bitcoinChain.url}  (Esplora API, regtest addresses; not a Bitcoin node)
  Multichain demo   ${url}?multichain  (EVM, Solana and Bitcoin)
  Names             *.${DEVNET_NAMES_PARENT}, resolved by ENS tools with universal resolver ${devnetContracts.universalResolver}
  USDC              ${devnetTokens.usdc.address}
  DAI               ${devnetTokens.dai.address}
  Onramp treasury   ${DEVNET_ONRAMP_TREASURY_ADDRESS}  (sends what the sandbox sells)

  To connect the reference wallet, choose WalletConnect in the demo, copy the link and paste it in the wallet.

  To connect a browser wallet, add the network above and import test account #0:
    address     ${account.address}
    private key ${account.privateKey}   (a public test key: never use it on a real chain)
  Solana test account #0 ${devnetSolanaAccounts[0]!.address}  (1,000 SOL and 10,000 USDC)
  Bitcoin test account #0 ${testBitcoinAccounts[0]!.address}  (1 BTC on the test chain)

  Press Ctrl-C to stop.
`)

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`\n${signal}: stopping the demo, the wallet and the devnet…`)
  await Promise.allSettled([
    server.close(),
    walletServer.close(),
    cloud.close(),
    solanaDevnet.stop(),
    bitcoinChain.stop(),
  ])
  await devnet.stop()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
