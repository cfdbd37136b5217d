import type { Translation } from '../../define.ts'
import type { buttonMessages } from '../../en/button.ts'

/** Arabic texts of the Connect button. */
export default {
  connectWallet: 'ربط المحفظة',
  connecting: 'جارٍ الربط…',
  wrongNetwork: 'شبكة غير صحيحة',
  account: 'الحساب {name}',
  accountWithBalance: 'الحساب {name} {balance}',
} satisfies Translation<typeof buttonMessages>
