import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { type AirlockEnv, Providers } from './providers'

export const metadata = { title: 'Airlock in a Next.js app' }

/**
 * A server component, rendered for each request: it reads the request's cookies and hands them to the client
 * providers, so the server renders the connection the browser will hydrate to. It reads where the devnet and
 * the Airlock cloud are from the server's environment as it runs (`next start`), not as it was built, and
 * hands them on too: one build serves any deployment.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookie = (await headers()).get('cookie')
  const env: AirlockEnv = {
    devnetRpcUrl: process.env.DEVNET_RPC_URL ?? 'http://127.0.0.1:8545',
    cloudUrl: process.env.AIRLOCK_CLOUD_URL,
  }
  return (
    <html lang="en">
      <body>
        <Providers cookie={cookie} env={env}>
          {children}
        </Providers>
      </body>
    </html>
  )
}
