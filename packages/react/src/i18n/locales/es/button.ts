import type { Translation } from '../../define.ts'
import type { buttonMessages } from '../../en/button.ts'

/** Spanish texts of the Connect button. */
export default {
  connectWallet: 'Conectar billetera',
  connecting: 'Conectando…',
  wrongNetwork: 'Red incorrecta',
  account: 'Cuenta {name}',
  accountWithBalance: 'Cuenta {name} {balance}',
} satisfies Translation<typeof buttonMessages>
