import { airlockDevnet, createAirlock, defineNetwork, mainnet } from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'

const devnetRpcUrl = import.meta.env.VITE_DEVNET_RPC_URL ?? 'http://127.0.0.1:8545'
const cloudUrl = import.meta.env.VITE_AIRLOCK_CLOUD_URL

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
  ...(cloudUrl ? { cloudUrl } : {}),
  metadata: {
    name: 'Vite consumer',
    description: 'Airlock installed from its tarballs',
    url: location.origin,
    icons: [],
  },
})
