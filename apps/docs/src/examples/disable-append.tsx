// #region example
import { createAirlock, mainnet } from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'
import { AirlockModal, AirlockProvider, ConnectButton } from '@airlock/react'

const airlock = createAirlock({
  projectId: 'your-project-id',
  networks: [mainnet],
  adapters: [createEvmAdapter()],
  // Still a dialog over the page, but rendered where you place
  // <AirlockModal /> instead of in document.body.
  disableAppend: true,
})

export function Shell() {
  return (
    <AirlockProvider airlock={airlock}>
      <ConnectButton />
      <div id="overlays">
        <AirlockModal />
      </div>
    </AirlockProvider>
  )
}
// #endregion example
