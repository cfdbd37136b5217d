import type { Translation } from '../../define.ts'
import type { smartAccountMessages } from '../../en/smartAccount.ts'

/** Simplified Chinese texts of the smart account's Sessions view. */
export default {
  intro:
    '已获得会话密钥的应用可代表此智能账户操作，无需每次询问，但仅限于以下限额内。这些限额由链上强制执行。',
  loadingSessions: '正在加载会话',
  tryAgain: '重试',
  empty: '暂无会话。应用请求会话并获得批准后，会显示在这里。',
  sessions: '会话',
  key: '密钥 {signer}',
  active: '有效',
  expired: '已过期',
  revoked: '已撤销',
  notStarted: '未开始',
  ends: '结束时间',
  never: '无期限',
  spent: '已用',
  spentOf: '{spent} / {limit}',
  calls: '调用',
  callOn: '{target} 上的 {call}',
  none: '无',
  revoke: '撤销',
  revoking: '正在撤销…',
  revokeLabel: '撤销密钥 {signer} 的会话',
} satisfies Translation<typeof smartAccountMessages>
