import { createAirlock } from '@airlock/core'
import { AirlockProvider } from '@airlock/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { demoOptions } from './config.ts'

const options = demoOptions()
const airlock = createAirlock(options)
// The page follows the kit's theme (demo.css); an attribute, not an inline style, so the strict CSP holds.
document.documentElement.dataset.theme = options.themeMode ?? 'light'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AirlockProvider airlock={airlock}>
      <App embedded={options.enableEmbedded} />
    </AirlockProvider>
  </StrictMode>,
)
