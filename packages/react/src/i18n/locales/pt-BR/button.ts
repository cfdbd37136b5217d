import type { Translation } from '../../define.ts'
import type { buttonMessages } from '../../en/button.ts'

/** Brazilian Portuguese texts of the Connect button. */
export default {
  connectWallet: 'Conectar carteira',
  connecting: 'Conectando…',
  wrongNetwork: 'Rede incorreta',
  account: 'Conta {name}',
  accountWithBalance: 'Conta {name} {balance}',
} satisfies Translation<typeof buttonMessages>
