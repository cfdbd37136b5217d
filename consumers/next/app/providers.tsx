'use client'

import { airlockDevnet, createAirlock, createCookieStorage, defineNetwork, mainnet } from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'
import { AirlockProvider } from '@airlock/react'
import { type ReactNode, useState } from 'react'

const devnetRpcUrl = process.env.NEXT_PUBLIC_DEVNET_RPC_URL ?? 'http://127.0.0.1:8545'
const devnet = defineNetwork({ ...airlockDevnet, rpcUrls: { default: { http: [devnetRpcUrl] } } })
// Ethereum reads through the cloud's gateway alone (an empty chainDefault: no public RPC).
const ethereum = defineNetwork({
  ...mainnet,
  rpcUrls: { default: mainnet.rpcUrls.default, chainDefault: { http: [] } },
})
const cloudUrl = process.env.NEXT_PUBLIC_AIRLOCK_CLOUD_URL

/**
 * One kit per request on the server and one per page in the browser (useState, never a module-level
 * instance: a server serves many visitors). The connection lives in cookies, read from the request.
 */
export function Providers({ cookie, children }: { cookie: string | null; children: ReactNode }) {
  const [airlock] = useState(() =>
    createAirlock({
      projectId: 'airlock-demo',
      networks: [devnet, ethereum],
      adapters: [createEvmAdapter()],
      ...(cloudUrl ? { cloudUrl } : {}),
      storage: createCookieStorage({ cookie }),
      metadata: {
        name: 'Next.js consumer',
        description: 'Airlock server-rendered from its tarballs',
        url: 'http://127.0.0.1',
        icons: [],
      },
    }),
  )
  return <AirlockProvider airlock={airlock}>{children}</AirlockProvider>
}
