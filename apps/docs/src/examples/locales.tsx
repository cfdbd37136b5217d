// #region example
import { createAirlock, mainnet } from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'
import fr from '@airlock/react/locales/fr'

// A code loads that locale's chunk at start (English shows until it arrives):
export const spanish = createAirlock({
  projectId: 'your-project-id',
  networks: [mainnet],
  adapters: [createEvmAdapter()],
  locale: 'es',
})

// A catalogue imported statically is on screen from the first paint
// (server rendering, no English flash):
export const french = createAirlock({
  projectId: 'your-project-id',
  networks: [mainnet],
  adapters: [createEvmAdapter()],
  locale: fr,
})

// 'auto': the first of the visitor's languages the kit ships, else English.
export const visitors = createAirlock({
  projectId: 'your-project-id',
  networks: [mainnet],
  adapters: [createEvmAdapter()],
  locale: 'auto',
})

export async function toJapanese() {
  await visitors.setLocale('ja') // resolves once the Japanese texts are on screen
}
// #endregion example
