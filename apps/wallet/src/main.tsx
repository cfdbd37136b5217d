import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { takeLandedLink } from './linkMode.ts'
import { createWallet } from './wallet/wallet.ts'

const root = createRoot(document.getElementById('root')!)
const landed = await takeLandedLink()
if (landed === 'handed-over') {
  // Only seen when the browser keeps the tab open (a tab the visitor opened themselves cannot close itself).
  root.render(
    <main className="handed-over">
      <p>The request is in your open Airlock Wallet tab. You can close this one.</p>
    </main>,
  )
} else {
  const controller = createWallet()
  void controller.start(landed)
  root.render(
    <StrictMode>
      <App controller={controller} />
    </StrictMode>,
  )
}
