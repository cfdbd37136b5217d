// #region example
import { createAirlock, mainnet } from '@airlock/core'
import { createEvmAdapter } from '@airlock/evm'
import { AirlockModal, AirlockProvider } from '@airlock/react'

const airlock = createAirlock({
  projectId: 'your-project-id',
  networks: [mainnet],
  adapters: [createEvmAdapter()],
  enableEmbedded: true,
})

export function CheckoutPage() {
  return (
    <AirlockProvider airlock={airlock}>
      <main className="checkout">
        <h1>Pay with your wallet</h1>
        {/* The card renders here, in the page's flow. */}
        <section className="wallet-slot">
          <AirlockModal />
        </section>
      </main>
    </AirlockProvider>
  )
}
// #endregion example
