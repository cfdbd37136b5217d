import type { Translation } from '../../define.ts'
import type { buttonMessages } from '../../en/button.ts'

/** Korean texts of the Connect button. */
export default {
  connectWallet: '지갑 연결',
  connecting: '연결 중…',
  wrongNetwork: '잘못된 네트워크',
  account: '계정 {name}',
  accountWithBalance: '계정 {name} {balance}',
} satisfies Translation<typeof buttonMessages>
