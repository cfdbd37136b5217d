// #region example
import { ConnectButton } from '@airlock/react'

export function Header() {
  return (
    <nav>
      {/* Every prop is optional: the defaults are the kit's texts. */}
      <ConnectButton
        label="Sign in with a wallet"
        loadingLabel="One moment…"
        balance="hide"
      />
    </nav>
  )
}
// #endregion example
