// #region example
import { createAirlock, mainnet } from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'

export const airlock = createAirlock({
  projectId: 'your-project-id',
  networks: [mainnet],
  adapters: [createEvmAdapter()],
  // Registry ids (GET /getWallets): MetaMask featured, Trust Wallet hidden.
  featuredWalletIds: [
    'c8540eae696d37fb488c6b5811151c20bd697da2408a4b590bdb10c5e03949e0',
  ],
  excludeWalletIds: [
    '38388645d5973cadbb1a6c9d671c3d2430807dce0ce57b016bdf21364afc83c2',
  ],
  customWallets: [
    {
      id: 'my-wallet',
      name: 'My Wallet',
      image_url: 'https://wallet.example.org/icon.png',
      mobile_link: 'mywallet://',
      webapp_link: 'https://wallet.example.org',
    },
  ],
})
// #endregion example
