/// <reference types="vite/client" />
// #region example
// src/airlock.ts: the kit, in a module of its own
import { airlockDevnet, createAirlock, mainnet } from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'

export const airlock = createAirlock({
  projectId: 'airlock-demo',
  cloudUrl: 'http://127.0.0.1:8787',
  networks: [airlockDevnet, mainnet],
  adapters: [createEvmAdapter()],
})

// An edit of this module runs it again: the kit made before is destroyed, and
// the modules that import this one run again with the new kit.
if (import.meta.hot) {
  import.meta.hot.dispose(() => airlock.destroy())
  import.meta.hot.accept(() => import.meta.hot?.invalidate())
}
// #endregion example
