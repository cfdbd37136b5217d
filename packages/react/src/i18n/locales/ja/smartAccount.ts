import type { Translation } from '../../define.ts'
import type { smartAccountMessages } from '../../en/smartAccount.ts'

/** Japanese texts of the smart account's Sessions view. */
export default {
  intro:
    'セッションキーを付与したアプリは、この制限の範囲内に限り、毎回確認せずにこのスマートアカウントを操作できます。制限はチェーン上で強制されます。',
  loadingSessions: 'セッションを読み込み中',
  tryAgain: '再試行',
  empty: 'セッションはまだありません。アプリからの要求を承認すると、ここに表示されます。',
  sessions: 'セッション',
  key: 'キー {signer}',
  active: '有効',
  expired: '期限切れ',
  revoked: '取り消し済み',
  notStarted: '開始前',
  ends: '終了日時',
  never: '無期限',
  spent: '使用額',
  spentOf: '{spent} / {limit}',
  calls: '呼び出し',
  callOn: '{target} の {call}',
  none: 'なし',
  revoke: '取り消す',
  revoking: '取り消し中…',
  revokeLabel: 'キー {signer} のセッションを取り消す',
} satisfies Translation<typeof smartAccountMessages>
