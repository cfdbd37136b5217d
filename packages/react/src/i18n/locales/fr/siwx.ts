import type { Translation } from '../../define.ts'
import type { siwxMessages } from '../../en/siwx.ts'

/** French texts of the sign-in with the wallet (SIWX). */
export default {
  title: '{dapp} doit se connecter à votre portefeuille',
  dappFallback: 'L’application',
  required:
    'Signez ce message pour prouver que vous possédez ce portefeuille et continuer. L’annulation entraînera votre déconnexion.',
  optional: 'Signez ce message pour prouver que vous possédez ce portefeuille et continuer.',
  cancel: 'Annuler',
  cancelling: 'Annulation…',
  sign: 'Signer',
  signing: 'Signature…',
} satisfies Translation<typeof siwxMessages>
