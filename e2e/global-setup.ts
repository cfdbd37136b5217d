import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { createCloud } from '@airlock/cloud'
import {
  configureDevnetNames,
  DEVNET_NAMES_GATEWAY_PRIVATE_KEY,
  DEVNET_ONRAMP_TREASURY_PRIVATE_KEY,
  DEVNET_PAYMENTS_SIGNER_PRIVATE_KEY,
  devnetCloudErc4337,
  devnetCloudSmartAccounts,
  devnetContracts,
  devnetFarcasterAccounts,
  devnetOnramp,
  devnetPayments,
  devnetPricing,
  devnetSolanaUsdc,
  devnetSpamTokens,
  devnetSwap,
  startDevnet,
  startSolanaDevnet,
} from '@airlock/devnet'
import { freeLoopbackPort } from '@airlock/testing'
import { startBitcoinTestChain } from '@airlock/testing/bitcoin-chain'
import { build, preview } from 'vite'
import type { TestProject } from 'vitest/node'
import { openDemoShop } from '../scripts/demoShop.ts'
import { buildServedFrame } from '../scripts/frame.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string
    walletUrl: string
    devnetRpcUrl: string
    /** The local Solana chain's JSON-RPC (HTTP; its websocket is on the same port). */
    solanaRpcUrl: string
    /** The Bitcoin test chain's Esplora API, no trailing slash. */
    bitcoinEsploraUrl: string
    cloudUrl: string
    /** The cloud's onramp sandbox checkout origin (http://127.0.0.1:<port>): /coinbase/ and /meld/ pages. */
    onrampSandboxUrl: string
    /** How long a sandbox bank transfer takes to settle in these tests (ms). */
    onrampBankTransferDelayMs: number
    /** The embedded wallet's secure site (the frame's own origin), http://127.0.0.1:<port>, no trailing slash. */
    secureSiteUrl: string
    /** The cloud's dev mailbox page, <cloudUrl>/mailbox; its JSON is <cloudUrl>/mailbox/messages?to=<email>. */
    mailboxUrl: string
    /** The cloud's local OpenID provider (oidc-provider), standing in for every social provider. */
    identityProviderUrl: string
    screenshotDir: string
  }
}

/**
 * A strict policy: no inline scripts or styles anywhere. The kit must work under it (DESIGN section 2),
 * styling itself through constructable stylesheets only.
 */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: http://127.0.0.1:*",
  "font-src 'self'",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
  // The embedded wallet's frame: the secure site on a loopback port of its own.
  'frame-src http://127.0.0.1:*',
].join('; ')

const root = join(import.meta.dirname, '..')

/** Short enough for a test to wait out, long enough for it to see the transfer pending first. */
const BANK_TRANSFER_DELAY_MS = 2_000

export default async function setup(project: TestProject) {
  // The embedded wallet's frame, built from source (below) and served by the cloud's secure site from here.
  const frameDir = join(root, 'e2e/.work/frame')
  const devnet = await startDevnet({ port: 0 })
  const solanaDevnet = await startSolanaDevnet({ port: 0 })
  const bitcoinChain = await startBitcoinTestChain({ port: 0 })
  const stopChains = async () => {
    await Promise.allSettled([solanaDevnet.stop(), bitcoinChain.stop()])
    await devnet.stop()
  }
  let cloud: Awaited<ReturnType<typeof createCloud>> | undefined
  try {
    cloud = await createCloud({
      port: 0,
      dataDir: 'memory://',
      chains: [
        {
          caipNetworkId: `eip155:${devnet.chainId}`,
          rpcUrl: devnet.rpcUrl,
          pricing: devnetPricing,
          spamTokens: devnetSpamTokens,
          swap: devnetSwap,
          onramp: { ...devnetOnramp, treasuryKey: DEVNET_ONRAMP_TREASURY_PRIVATE_KEY },
          // The cloud's bundler, paymaster and sessions, and smart accounts for the embedded wallet.
          erc4337: devnetCloudErc4337,
          smartAccounts: devnetCloudSmartAccounts,
          // Payment intents, signed with the devnet's intent signer and paid through its payments contract.
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
      onramp: { sandbox: { bankTransferDelayMs: BANK_TRANSFER_DELAY_MS } },
      // No SMTP_URL: the dev mailbox receives the codes, and the tests read them from it. No social
      // providers: the local identity provider stands in for all of them (cloud.identityProviderUrl).
      // Farcaster: the cloud's dev relay, and fids checked in the devnet's ID registry.
      embeddedWallet: {
        frameDir,
        // The email tests mail one address twice (a login, then its email change): 3 s between codes instead of
        // the spec's 30 keeps them from waiting it out. The 30 s rule itself is tested in the cloud's routes.
        codeCooldownSeconds: 3,
        farcaster: {
          idRegistry: { rpcUrl: devnet.rpcUrl, address: devnetContracts.farcasterIdRegistry },
          devAccounts: [...devnetFarcasterAccounts],
        },
      },
      // Names: the gateway signs with the key the devnet's offchain resolver trusts, and the resolver asks
      // this cloud (its port is free, so only known now).
      names: { gatewayKey: DEVNET_NAMES_GATEWAY_PRIVATE_KEY },
      logger: false,
    })
    await configureDevnetNames({ rpcUrl: devnet.rpcUrl, cloudUrl: cloud.url })
    await buildServedFrame(frameDir)
    process.env.VITE_AIRLOCK_CLOUD_URL = cloud.url
    const demoRoot = join(root, 'apps/demo')
    const outDir = join(root, 'e2e/.work/demo')
    process.env.VITE_DEVNET_RPC_URL = devnet.rpcUrl
    process.env.VITE_SOLANA_RPC_URL = solanaDevnet.rpcUrl
    process.env.VITE_BITCOIN_ESPLORA_URL = bitcoinChain.url
    await build({
      root: demoRoot,
      configFile: join(demoRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    })
    const port = await freeLoopbackPort()
    const server = await preview({
      root: demoRoot,
      configFile: join(demoRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir },
      preview: {
        host: '127.0.0.1',
        port,
        strictPort: true,
        headers: { 'Content-Security-Policy': STRICT_CSP },
      },
    })
    // The demo shop's secret key and webhook: its server route runs in this process (the preview above).
    await openDemoShop(cloud, { projectId: 'airlock-demo', demoUrl: `http://127.0.0.1:${port}/` })
    // The reference wallet (apps/wallet), built and served the same way, under the same policy.
    const walletRoot = join(root, 'apps/wallet')
    const walletOutDir = join(root, 'e2e/.work/wallet')
    await build({
      root: walletRoot,
      configFile: join(walletRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: walletOutDir, emptyOutDir: true },
    })
    const walletPort = await freeLoopbackPort()
    const walletServer = await preview({
      root: walletRoot,
      configFile: join(walletRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: walletOutDir },
      preview: {
        host: '127.0.0.1',
        port: walletPort,
        strictPort: true,
        headers: { 'Content-Security-Policy': STRICT_CSP },
      },
    })
    project.provide('walletUrl', `http://127.0.0.1:${walletPort}/`)
    const screenshotDir = join(root, 'e2e/screenshots')
    mkdirSync(screenshotDir, { recursive: true })
    project.provide('demoUrl', `http://127.0.0.1:${port}/`)
    project.provide('devnetRpcUrl', devnet.rpcUrl)
    project.provide('solanaRpcUrl', solanaDevnet.rpcUrl)
    project.provide('bitcoinEsploraUrl', bitcoinChain.url)
    project.provide('cloudUrl', cloud.url)
    project.provide('onrampSandboxUrl', cloud.onrampSandboxUrl as string)
    project.provide('onrampBankTransferDelayMs', BANK_TRANSFER_DELAY_MS)
    project.provide('secureSiteUrl', cloud.secureSiteUrl)
    project.provide('mailboxUrl', cloud.mailboxUrl as string)
    project.provide('identityProviderUrl', cloud.identityProviderUrl as string)
    project.provide('screenshotDir', screenshotDir)
    return async () => {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
      await new Promise<void>((resolve) => walletServer.httpServer.close(() => resolve()))
      await cloud?.close()
      await stopChains()
    }
  } catch (error) {
    await cloud?.close()
    await stopChains()
    throw error
  }
}
