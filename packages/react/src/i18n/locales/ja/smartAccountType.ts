import type { Translation } from '../../define.ts'
import type { smartAccountTypeMessages } from '../../en/smartAccountType.ts'

/** Japanese texts of the Account view's account-type row. */
export default {
  smartAccount: 'スマートアカウント',
  eoa: 'EOA',
  switchToEoa: 'EOA に切り替え',
  switchToSmartAccount: 'スマートアカウントに切り替え',
  switchedToEoa: 'EOA に切り替えました',
  switchedToSmartAccount: 'スマートアカウントに切り替えました',
  deployed: 'デプロイ済み',
  notDeployed: '未デプロイ：最初の取引時にデプロイされます',
  sessions: 'セッション',
} satisfies Translation<typeof smartAccountTypeMessages>
