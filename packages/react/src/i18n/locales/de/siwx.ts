import type { Translation } from '../../define.ts'
import type { siwxMessages } from '../../en/siwx.ts'

/** German texts of the sign-in with the wallet (SIWX). */
export default {
  title: '{dapp} muss sich mit deiner Wallet verbinden',
  dappFallback: 'Die App',
  required:
    'Signiere diese Nachricht, um zu beweisen, dass dir diese Wallet gehört, und fortzufahren. Wenn du abbrichst, wirst du getrennt.',
  optional: 'Signiere diese Nachricht, um zu beweisen, dass dir diese Wallet gehört, und fortzufahren.',
  cancel: 'Abbrechen',
  cancelling: 'Wird abgebrochen…',
  sign: 'Signieren',
  signing: 'Wird signiert…',
} satisfies Translation<typeof siwxMessages>
