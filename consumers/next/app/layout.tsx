import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from './providers'

export const metadata = { title: 'Airlock in a Next.js app' }

/**
 * A server component: it reads the request's cookies and hands them to the client providers, so the server
 * renders the connection the browser will hydrate to.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookie = (await headers()).get('cookie')
  return (
    <html lang="en">
      <body>
        <Providers cookie={cookie}>{children}</Providers>
      </body>
    </html>
  )
}
