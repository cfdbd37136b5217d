// #region example
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from './providers'

// app/layout.tsx: a server component, rendered per request.
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
// #endregion example
