import type { Translation } from '../../define.ts'
import type { buttonMessages } from '../../en/button.ts'

/** French texts of the Connect button. */
export default {
  connectWallet: 'Connecter un portefeuille',
  connecting: 'Connexion…',
  wrongNetwork: 'Mauvais réseau',
  account: 'Compte {name}',
  accountWithBalance: 'Compte {name} {balance}',
} satisfies Translation<typeof buttonMessages>
