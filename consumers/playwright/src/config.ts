import { airlockDevnet, createAirlock, defineNetwork } from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'

/** This deployment's settings, read when the page loads (public/airlock-env.js), not baked into the build. */
const env: AirlockEnv = window.__AIRLOCK_ENV__ ?? {}

/** The local node (chain 31337), wherever this deployment runs it. */
export const localNode = defineNetwork({
  ...airlockDevnet,
  rpcUrls: { default: { http: [env.rpcUrl ?? 'http://127.0.0.1:8545'] } },
})

/** Where every tip goes: the last of the public Hardhat test accounts. */
export const tipJar = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

export const airlock = createAirlock({
  projectId: 'airlock-demo',
  networks: [localNode],
  adapters: [createEvmAdapter()],
  // WalletConnect goes through the cloud's relay: without a cloud, the page offers browser wallets only.
  ...(env.cloudUrl ? { cloudUrl: env.cloudUrl } : {}),
  metadata: {
    name: 'Tip jar',
    description: 'A dapp that tests itself with @airlock/testing/playwright',
    url: location.origin,
    icons: [],
  },
})
