// #region example
'use client'

import {
  type Airlock,
  createAirlock,
  createCookieStorage,
  mainnet,
} from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'
import { AirlockProvider } from '@airlock/react'
import { type ReactNode, useState } from 'react'

// app/providers.tsx: one kit per request on the server and one per page in
// the browser. The browser's is kept here: React's StrictMode (on in Next's
// development mode) runs a useState initializer twice and keeps one result,
// so a kit made there would leave the other one running.
let browserKit: Airlock | undefined

function kitFor(cookie: string | null): Airlock {
  const make = () =>
    createAirlock({
      projectId: 'your-project-id',
      networks: [mainnet],
      adapters: [createEvmAdapter()],
      cloudUrl: 'https://cloud.example.org',
      // The connection lives in cookies: the server renders what the browser
      // hydrates to.
      storage: createCookieStorage({ cookie }),
    })
  if (typeof window === 'undefined') return make()
  browserKit ??= make()
  return browserKit
}

export function Providers({
  cookie,
  children,
}: {
  cookie: string | null
  children: ReactNode
}) {
  const [airlock] = useState(() => kitFor(cookie))
  return <AirlockProvider airlock={airlock}>{children}</AirlockProvider>
}
// #endregion example
