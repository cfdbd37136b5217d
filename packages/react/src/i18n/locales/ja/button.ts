import type { Translation } from '../../define.ts'
import type { buttonMessages } from '../../en/button.ts'

/** Japanese texts of the Connect button. */
export default {
  connectWallet: 'ウォレットを接続',
  connecting: '接続中…',
  wrongNetwork: '誤ったネットワーク',
  account: 'アカウント {name}',
  accountWithBalance: 'アカウント {name} {balance}',
} satisfies Translation<typeof buttonMessages>
