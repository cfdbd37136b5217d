import type { Translation } from '../../define.ts'
import type { swapGateMessages } from '../../en/swapGate.ts'

/** Japanese texts of the swap views' gate. */
export default {
  swapsDisabled: 'このアプリではスワップが有効になっていません。',
} satisfies Translation<typeof swapGateMessages>
