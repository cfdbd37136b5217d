// #region example
import { useAirlock } from '@airlock/react'

export function WalletMenu() {
  const { open, close, isOpen, view } = useAirlock()
  return (
    <div>
      <button type="button" onClick={() => open()}>
        Wallet
      </button>
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        Choose a network
      </button>
      <button
        type="button"
        onClick={() =>
          open({ view: 'Swap', arguments: { fromToken: 'USDC', toToken: 'ETH' } })
        }
      >
        Swap
      </button>
      {isOpen && (
        <p>
          Showing {view}.{' '}
          <button type="button" onClick={close}>
            Close
          </button>
        </p>
      )}
    </div>
  )
}
// #endregion example
