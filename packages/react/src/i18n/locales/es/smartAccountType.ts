import type { Translation } from '../../define.ts'
import type { smartAccountTypeMessages } from '../../en/smartAccountType.ts'

/** Spanish texts of the Account view's account-type row. */
export default {
  smartAccount: 'Cuenta inteligente',
  eoa: 'EOA',
  switchToEoa: 'Cambiar a tu EOA',
  switchToSmartAccount: 'Cambiar a tu cuenta inteligente',
  switchedToEoa: 'Cambiaste a tu EOA',
  switchedToSmartAccount: 'Cambiaste a tu cuenta inteligente',
  deployed: 'Desplegada',
  notDeployed: 'Aún no desplegada: se despliega con su primera transacción',
  sessions: 'Sesiones',
} satisfies Translation<typeof smartAccountTypeMessages>
