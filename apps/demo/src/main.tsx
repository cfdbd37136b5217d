import { createAirlock } from '@airlock/core'
import { AirlockProvider } from '@airlock/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { demoOptions } from './config.ts'

const options = demoOptions()
const airlock = createAirlock(options)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AirlockProvider airlock={airlock}>
      <App embedded={options.enableEmbedded} />
    </AirlockProvider>
  </StrictMode>,
)
