import type { Translation } from '../../define.ts'
import type { siwxMessages } from '../../en/siwx.ts'

/** Spanish texts of the sign-in message view (SIWX). */
export default {
  title: '{dapp} necesita conectarse a tu billetera',
  // Starts the title when the dapp has no name: 'La dapp necesita conectarse a tu billetera'.
  dappFallback: 'La dapp',
  required:
    'Firma este mensaje para demostrar que esta billetera es tuya y continuar. Si cancelas, se te desconectará.',
  optional: 'Firma este mensaje para demostrar que esta billetera es tuya y continuar.',
  cancel: 'Cancelar',
  cancelling: 'Cancelando...',
  sign: 'Firmar',
  signing: 'Firmando...',
} satisfies Translation<typeof siwxMessages>
