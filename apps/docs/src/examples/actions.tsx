// #region example
import type { Airlock } from '@airlock/core'

export async function headless(airlock: Airlock) {
  await airlock.ready // stored connections restored (or found gone)

  airlock.open() // Connect, or Account when connected
  airlock.open({ view: 'Networks' })
  airlock.open({
    view: 'OnRampProviders',
    arguments: { purchaseCurrency: 'USDC', amount: '50' },
  })
  airlock.close()

  // Connect a wallet the adapters discovered (EIP-6963…), without the modal.
  const wallet = airlock.connectors
    .getState()
    .connectors.find((c) => c.type === 'ANNOUNCED' || c.type === 'INJECTED')
  if (wallet) await airlock.connect(wallet)

  const signature = await airlock.signMessage('Hello')
  const hash = await airlock.sendTransaction({
    to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    value: 1n,
  })
  const network = airlock.chain.getState().requestedCaipNetworks[1]
  if (network) await airlock.switchNetwork(network)

  // Stores are zustand vanilla stores: getState() and subscribe().
  const stop = airlock.account.subscribe((state) => console.log(state.accounts))
  stop()

  await airlock.disconnect()
  return { signature, hash }
}
// #endregion example
