'use client'

import {
  type Airlock,
  airlockDevnet,
  createAirlock,
  createCookieStorage,
  defineNetwork,
  mainnet,
} from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'
import { AirlockProvider } from '@airlock/react'
import { type ReactNode, useState } from 'react'

/** Where the devnet and the Airlock cloud are: read on the server as it runs (layout.tsx), the same in the browser. */
export interface AirlockEnv {
  devnetRpcUrl: string
  cloudUrl?: string
}

// Ethereum reads through the cloud's gateway alone (an empty chainDefault: no public RPC).
const ethereum = defineNetwork({
  ...mainnet,
  rpcUrls: { default: mainnet.rpcUrls.default, chainDefault: { http: [] } },
})

/**
 * One kit per request on the server (a server serves many visitors) and one per page in the browser, kept in
 * `browserKit`: React's StrictMode (on in Next's development mode) runs a useState initializer twice and keeps
 * one result, so a kit made there would leave the other one running. The connection lives in cookies, read
 * from the request.
 */
let browserKit: Airlock | undefined

function kitFor(cookie: string | null, env: AirlockEnv): Airlock {
  const make = () =>
    createAirlock({
      projectId: 'airlock-demo',
      networks: [
        defineNetwork({ ...airlockDevnet, rpcUrls: { default: { http: [env.devnetRpcUrl] } } }),
        ethereum,
      ],
      adapters: [createEvmAdapter()],
      ...(env.cloudUrl ? { cloudUrl: env.cloudUrl } : {}),
      storage: createCookieStorage({ cookie }),
      metadata: {
        name: 'Next.js consumer',
        description: 'Airlock server-rendered from its tarballs',
        url: 'http://127.0.0.1',
        icons: [],
      },
    })
  if (typeof window === 'undefined') return make()
  browserKit ??= make()
  return browserKit
}

export function Providers({
  cookie,
  env,
  children,
}: {
  cookie: string | null
  env: AirlockEnv
  children: ReactNode
}) {
  const [airlock] = useState(() => kitFor(cookie, env))
  return <AirlockProvider airlock={airlock}>{children}</AirlockProvider>
}
