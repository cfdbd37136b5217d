import type { Translation } from '../../define.ts'
import type { buttonMessages } from '../../en/button.ts'

/** Simplified Chinese texts of the Connect button. */
export default {
  connectWallet: '连接钱包',
  connecting: '连接中…',
  wrongNetwork: '错误的网络',
  account: '账户 {name}',
  accountWithBalance: '账户 {name} {balance}',
} satisfies Translation<typeof buttonMessages>
