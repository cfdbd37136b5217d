import type { Translation } from '../../define.ts'
import type { smartAccountTypeMessages } from '../../en/smartAccountType.ts'

/** Brazilian Portuguese texts of the Account view's account-type row. */
export default {
  smartAccount: 'Conta inteligente',
  eoa: 'EOA',
  switchToEoa: 'Mudar para sua EOA',
  switchToSmartAccount: 'Mudar para sua conta inteligente',
  switchedToEoa: 'Você mudou para sua EOA',
  switchedToSmartAccount: 'Você mudou para sua conta inteligente',
  deployed: 'Implantada',
  notDeployed: 'Ainda não implantada: será implantada na primeira transação',
  sessions: 'Sessões',
} satisfies Translation<typeof smartAccountTypeMessages>
