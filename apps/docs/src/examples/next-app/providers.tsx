// #region example
'use client'

import { createAirlock, createCookieStorage, mainnet } from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'
import { AirlockProvider } from '@airlock/react'
import { type ReactNode, useState } from 'react'

// app/providers.tsx: one kit per request on the server and one per page in
// the browser, never a module-level one.
export function Providers({
  cookie,
  children,
}: {
  cookie: string | null
  children: ReactNode
}) {
  const [airlock] = useState(() =>
    createAirlock({
      projectId: 'your-project-id',
      networks: [mainnet],
      adapters: [createEvmAdapter()],
      cloudUrl: 'https://cloud.example.org',
      // The connection lives in cookies: the server renders what the browser
      // hydrates to.
      storage: createCookieStorage({ cookie }),
    }),
  )
  return <AirlockProvider airlock={airlock}>{children}</AirlockProvider>
}
// #endregion example
