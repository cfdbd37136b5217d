import { createAirlock } from '@airlock/core'
import { AirlockProvider } from '@airlock/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { demoOptions } from './config.ts'

const airlock = createAirlock(demoOptions())

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AirlockProvider airlock={airlock}>
      <App />
    </AirlockProvider>
  </StrictMode>,
)
