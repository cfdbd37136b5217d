import { createAirlock } from '@airlock/core'
import { AirlockProvider } from '@airlock/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { demoOptions } from './config.ts'
import { exposeDemoControls, resolvePageTheme } from './demoControls.ts'

// ?kits: no demo, only kits made and destroyed on demand by a browser test (kits.ts, a chunk of its own).
if (new URLSearchParams(location.search).has('kits')) void import('./kits.ts')
else startDemo()

function startDemo() {
  const options = demoOptions()
  // No hot-reload block (Getting started, "One kit per page"): none of the demo's script modules accepts hot
  // updates, so Vite reloads the page when one changes, and the page's one kit goes with it.
  const airlock = createAirlock(options)
  exposeDemoControls(airlock)
  // The page follows the kit's theme (demo.css; App keeps it in step at run time). Set before React renders so
  // a dark page never paints light first; an attribute, not an inline style, so the strict CSP holds.
  document.documentElement.dataset.theme = resolvePageTheme(options.themeMode ?? 'light')

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AirlockProvider airlock={airlock}>
        <App embedded={options.enableEmbedded} />
      </AirlockProvider>
    </StrictMode>,
  )
}
