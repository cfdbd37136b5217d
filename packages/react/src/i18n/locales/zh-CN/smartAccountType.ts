import type { Translation } from '../../define.ts'
import type { smartAccountTypeMessages } from '../../en/smartAccountType.ts'

/** Simplified Chinese texts of the Account view's account-type row. */
export default {
  smartAccount: '智能账户',
  eoa: 'EOA',
  switchToEoa: '切换到 EOA',
  switchToSmartAccount: '切换到智能账户',
  switchedToEoa: '已切换到 EOA',
  switchedToSmartAccount: '已切换到智能账户',
  deployed: '已部署',
  notDeployed: '尚未部署：将在首笔交易时部署',
  sessions: '会话',
} satisfies Translation<typeof smartAccountTypeMessages>
