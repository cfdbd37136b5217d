import type { Translation } from '../../define.ts'
import type { buttonMessages } from '../../en/button.ts'

/** German texts of the Connect button. */
export default {
  connectWallet: 'Wallet verbinden',
  connecting: 'Verbinden…',
  wrongNetwork: 'Falsches Netzwerk',
  account: 'Konto {name}',
  accountWithBalance: 'Konto {name} {balance}',
} satisfies Translation<typeof buttonMessages>
