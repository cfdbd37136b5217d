import { createBitcoinAdapter } from '@airlock/bitcoin'
import {
  type AirlockLocale,
  type AirlockOptions,
  airlockBitcoinTestChain,
  airlockDevnet,
  airlockSolanaLocal,
  arbitrum,
  base,
  createCloudSiwx,
  defineNetwork,
  isAirlockLocale,
  type LocaleInput,
  mainnet,
  type NetworkDefinition,
  optimism,
  polygon,
  type ThemeMode,
} from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'
import { createSolanaAdapter } from '@airlock/solana'

/** The devnet RPC the demo talks to; `npm start` and the tests set it at build time. */
const devnetRpcUrl = import.meta.env.VITE_DEVNET_RPC_URL ?? 'http://127.0.0.1:8545'
/**
 * The devnet at that URL as its own endpoint: with a cloud the kit reads through the cloud's gateway first
 * and falls back to this one (withRpcUrl would make it the gateway's slot and lose it as a fallback).
 */
const devnet = defineNetwork({ ...airlockDevnet, rpcUrls: { default: { http: [devnetRpcUrl] } } })
/** The cloud; unset means the kit runs without one (no remote config, analytics or registry). */
const cloudUrl = import.meta.env.VITE_AIRLOCK_CLOUD_URL
/**
 * The demo runs on this machine only: with a cloud, the other networks (there to show switching) read
 * through its gateway alone, an empty chainDefault meaning no public fallback, so a switch to mainnet never
 * reaches the internet.
 */
const offline = (network: NetworkDefinition) =>
  cloudUrl
    ? defineNetwork({ ...network, rpcUrls: { default: network.rpcUrls.default, chainDefault: { http: [] } } })
    : network
const params = new URLSearchParams(globalThis.location?.search ?? '')
/** A comma-separated id list from the URL (?includeWalletIds=a,b), or undefined when absent. */
const idList = (name: string) =>
  params
    .get(name)
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean)

/**
 * Sign in with the wallet: ?siwx (or ?siwx=required) asks every connected account to sign in, and cancelling
 * disconnects; ?siwx=optional lets the visitor skip it. Without the switch the demo does not ask.
 */
export const demoSiwx =
  cloudUrl && params.has('siwx')
    ? createCloudSiwx({ required: params.get('siwx') !== 'optional' })
    : undefined

/** The project the demo runs as (?projectId, else the build's, else airlock-demo). */
export const demoProjectId =
  params.get('projectId') ?? import.meta.env.VITE_AIRLOCK_PROJECT_ID ?? 'airlock-demo'

/** Where the demo's session key sends its user operations: the cloud's bundler and paymaster of the devnet. */
export const demoSmartAccountUrls = cloudUrl
  ? {
      rpcUrl: devnetRpcUrl,
      bundlerUrl: `${cloudUrl}/v1/bundler?projectId=${encodeURIComponent(demoProjectId)}&chainId=eip155:${airlockDevnet.id}&bundler=airlock`,
      paymasterUrl: `${cloudUrl}/v1/paymaster?projectId=${encodeURIComponent(demoProjectId)}&chainId=eip155:${airlockDevnet.id}`,
    }
  : undefined

/**
 * ?multichain adds Solana and Bitcoin beside the EVM networks: the local Solana chain and the Bitcoin test chain
 * `npm start` runs (their URLs set at build time). The public Solana and Bitcoin networks are left out: their
 * adapters read from public nodes, and the demo stays on this machine.
 */
export const demoMultichain = params.has('multichain')
const solanaLocal = defineNetwork({
  ...airlockSolanaLocal,
  rpcUrls: { default: { http: [import.meta.env.VITE_SOLANA_RPC_URL ?? 'http://127.0.0.1:8899'] } },
})
const bitcoinTestChain = defineNetwork({
  ...airlockBitcoinTestChain,
  rpcUrls: { default: { http: [import.meta.env.VITE_BITCOIN_ESPLORA_URL ?? 'http://127.0.0.1:8791'] } },
})

/** ?theme=light|dark|system; light otherwise (the kit's default). */
export const demoThemeMode: ThemeMode = ((): ThemeMode => {
  const theme = params.get('theme')
  return theme === 'dark' || theme === 'system' ? theme : 'light'
})()

/** ?locale=<code> (one of the shipped locales) or ?locale=auto (the browser's languages); English otherwise. */
const demoLocale: LocaleInput | undefined = ((): LocaleInput | undefined => {
  const locale = params.get('locale')
  return locale === 'auto' || isAirlockLocale(locale) ? locale : undefined
})()

/** The shipped locales, each named in its own language, for the demo's language picker. */
export const demoLocaleNames: Record<AirlockLocale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
  ko: '한국어',
  'zh-CN': '简体中文',
  ar: 'العربية',
}

export function demoOptions(): AirlockOptions {
  const others = [mainnet, optimism, arbitrum, base, polygon].map(offline)
  return {
    projectId: demoProjectId,
    networks: demoMultichain ? [devnet, ...others, solanaLocal, bitcoinTestChain] : [devnet, ...others],
    adapters: demoMultichain
      ? [createEvmAdapter(), createSolanaAdapter(), createBitcoinAdapter()]
      : [createEvmAdapter()],
    cloudUrl,
    // Pay (the shop section's checkout) and Sell (the Account view's off-ramp), both on in the showcase; each
    // view is a chunk of its own that loads when it opens, so the page load does not carry them.
    features: { pay: true, offramp: true },
    // Email login (the embedded wallet) loads its package on first use; ?email=off leaves it out.
    embeddedWallet:
      cloudUrl && params.get('email') !== 'off'
        ? { load: () => import('@airlock/embedded-wallet') }
        : undefined,
    metadata: {
      name: 'Airlock Demo',
      description: 'A dapp using the Airlock wallet kit',
      url: globalThis.location?.origin ?? 'http://127.0.0.1',
      icons: [],
      // ?linkMode: with a wallet that supports it, requests and answers travel in each side's universal link
      // (this page, with ?linkMode kept so the tab the answer opens runs the kit the same way).
      ...(params.has('linkMode') && globalThis.location
        ? { redirect: { universal: `${location.origin}${location.pathname}?linkMode`, linkMode: true } }
        : {}),
    },
    siwx: demoSiwx,
    themeMode: demoThemeMode,
    // ?accent=<any CSS colour> (URL-encoded: %23ffd400); the kit picks readable text on it.
    accentColor: params.get('accent') || undefined,
    locale: demoLocale,
    // ?embedded shows the modal inline in the page instead of over it.
    enableEmbedded: params.has('embedded'),
    // All Wallets filters: ?includeWalletIds=…&excludeWalletIds=…&featuredWalletIds=… (comma-separated ids),
    // ?customWallet=Name adds one custom wallet.
    includeWalletIds: idList('includeWalletIds'),
    excludeWalletIds: idList('excludeWalletIds'),
    featuredWalletIds: idList('featuredWalletIds'),
    customWallets: params.has('customWallet')
      ? [
          {
            id: 'demo-custom-wallet',
            name: params.get('customWallet') || 'Demo Wallet',
            mobile_link: 'demowallet://',
            webapp_link: 'https://wallet.example',
          },
        ]
      : undefined,
  }
}
