import { airlockDevnet, createAirlock, defineNetwork, mainnet } from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'

/** This deployment's settings, read when the page loads (public/airlock-env.js), not baked into the build. */
export const env: AirlockEnv = window.__AIRLOCK_ENV__ ?? {}
const devnetRpcUrl = env.devnetRpcUrl ?? 'http://127.0.0.1:8545'
const cloudUrl = env.cloudUrl

/** The local devnet at its own endpoint, and Ethereum read through the cloud's gateway alone (no public RPC). */
export const devnet = defineNetwork({ ...airlockDevnet, rpcUrls: { default: { http: [devnetRpcUrl] } } })
export const ethereum = defineNetwork({
  ...mainnet,
  rpcUrls: { default: mainnet.rpcUrls.default, chainDefault: { http: [] } },
})

export const airlock = createAirlock({
  projectId: 'airlock-demo',
  networks: [devnet, ethereum],
  adapters: [createEvmAdapter()],
  // Email and social login (the embedded wallet, whose frame the cloud serves): a chunk of its own, fetched
  // when a login starts, never with the page.
  ...(cloudUrl ? { cloudUrl, embeddedWallet: { load: () => import('@airlock/embedded-wallet') } } : {}),
  metadata: {
    name: 'Vite consumer',
    description: 'Airlock installed from its tarballs',
    url: location.origin,
    icons: [],
  },
})

// An edit of this module runs it again: the kit made before is destroyed, and the modules that import this one
// run again with the new kit (the Getting started page, "One kit per page").
if (import.meta.hot) {
  import.meta.hot.dispose(() => airlock.destroy())
  import.meta.hot.accept(() => import.meta.hot?.invalidate())
}
