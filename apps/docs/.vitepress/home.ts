/**
 * The home page's hero and feature cards. They live here rather than in front matter in pages/index.md:
 * the repository's formatter (Biome) formats Markdown and does not keep YAML front matter intact.
 */
export const homeFrontmatter = {
  layout: 'home',
  hero: {
    name: 'Airlock',
    text: 'A wallet-connection modal kit for React dapps',
    tagline:
      'One provider, one button, a few hooks. Injected wallets, WalletConnect, email and social login, Solana and Bitcoin, adding 34.6 kB gzip to what a React page loads; the modal and every flow load later.',
    actions: [
      { theme: 'brand', text: 'Get started', link: '/getting-started' },
      { theme: 'alt', text: 'Options', link: '/options' },
      {
        theme: 'alt',
        text: 'Self-host the cloud',
        link: '/self-hosting/configuration',
      },
    ],
  },
  features: [
    {
      title: 'Small at page load',
      details:
        'The button and the stores are all a page loads. The modal is a chunk fetched when the browser is idle; send, swap, buy, names and sign-in are chunks of their own.',
    },
    {
      title: 'Shadow DOM, no global CSS',
      details:
        'Everything the kit draws lives in shadow roots styled by constructable stylesheets, so it works under a strict Content-Security-Policy. Theme it with options or CSS custom properties.',
    },
    {
      title: 'Nine languages',
      details:
        'English, Spanish, French, German, Brazilian Portuguese, Japanese, Korean, Simplified Chinese and Arabic (right to left). Each locale is one chunk, fetched when chosen.',
    },
    {
      title: 'Self-hostable cloud',
      details:
        'RPC gateway, balances, history, wallet registry, WalletConnect relay, embedded wallet, sign-in, names, bundler and paymaster. PGlite or PostgreSQL, and Redis for several instances.',
    },
  ],
}
