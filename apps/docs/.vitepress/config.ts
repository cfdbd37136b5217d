import { defineConfig } from 'vitepress'
import { homeFrontmatter } from './home.ts'

const hooks = [
  'useAirlock',
  'useAirlockAccount',
  'useAirlockActions',
  'useAirlockConnections',
  'useAirlockNetwork',
  'useAirlockSiwx',
  'useAirlockSmartAccount',
  'useAirlockPay',
  'useAirlockSell',
  'useAirlockLocale',
  'useAirlockTheme',
]

/**
 * The documentation site: static HTML, searched in the browser (minisearch), nothing fetched from elsewhere at
 * build or view time. `DOCS_BASE` serves it under a sub-path (e.g. `/airlock/` on a project page).
 */
export default defineConfig({
  title: 'Airlock',
  description: 'An embeddable wallet-connection modal kit for React dapps',
  srcDir: 'pages',
  outDir: 'dist',
  base: process.env.DOCS_BASE ?? '/',
  lang: 'en',
  cleanUrls: false,
  transformPageData(pageData) {
    if (pageData.relativePath === 'index.md')
      pageData.frontmatter = { ...pageData.frontmatter, ...homeFrontmatter }
  },
  themeConfig: {
    search: { provider: 'local' },
    nav: [
      { text: 'Guide', link: '/getting-started' },
      { text: 'Hooks', link: '/hooks/useAirlock' },
      { text: 'Reference', link: '/reference/modal' },
      { text: 'Self-hosting', link: '/self-hosting/configuration' },
    ],
    sidebar: [
      {
        text: 'Guide',
        items: [
          { text: 'Getting started', link: '/getting-started' },
          { text: 'Options', link: '/options' },
          { text: 'Actions', link: '/actions' },
          { text: 'Theming', link: '/theming' },
          { text: 'Locales', link: '/locales' },
          { text: 'Embedded (inline) mode', link: '/embedded-mode' },
          { text: 'SSR and Next.js', link: '/ssr-nextjs' },
          { text: 'wagmi', link: '/wagmi' },
          { text: 'Testing your dapp', link: '/testing' },
        ],
      },
      {
        text: 'Hooks',
        items: hooks.map((name) => ({ text: name, link: `/hooks/${name}` })),
      },
      {
        text: 'Features',
        items: [
          { text: 'Sign in with X (SIWX)', link: '/siwx' },
          { text: 'Names', link: '/names' },
          { text: 'Smart accounts', link: '/smart-accounts' },
          { text: 'Sell (off-ramp)', link: '/offramp' },
          { text: 'Payments', link: '/payments' },
          { text: 'Multichain: Solana and Bitcoin', link: '/multichain' },
          { text: 'Embedded wallet security', link: '/embedded-wallet-security' },
        ],
      },
      {
        text: 'Reference',
        items: [
          { text: 'Modal', link: '/reference/modal' },
          { text: 'Connect', link: '/reference/connect' },
          { text: 'Wallets', link: '/reference/wallets' },
          { text: 'Network', link: '/reference/network' },
          { text: 'Account', link: '/reference/account' },
          { text: 'Send', link: '/reference/send' },
          { text: 'Swap', link: '/reference/swap' },
          { text: 'Buy', link: '/reference/onramp' },
          { text: 'Names', link: '/reference/names' },
          { text: 'Sign in', link: '/reference/siwx' },
          { text: 'Embedded wallet', link: '/reference/embedded-wallet' },
          { text: 'The kit and its cloud', link: '/reference/cloud' },
          { text: 'The WalletConnect protocol', link: '/protocol' },
        ],
      },
      {
        text: 'Self-hosting the cloud',
        items: [
          { text: 'Configuration', link: '/self-hosting/configuration' },
          { text: 'PostgreSQL', link: '/self-hosting/postgresql' },
          { text: 'Redis and several instances', link: '/self-hosting/redis' },
          { text: 'Providers and keys', link: '/self-hosting/providers' },
        ],
      },
      { text: 'Benchmarks', link: '/benchmarks' },
    ],
    outline: { level: [2, 3] },
  },
})
