import type { Translation } from '../../define.ts'
import type { smartAccountTypeMessages } from '../../en/smartAccountType.ts'

/** Korean texts of the Account view's account-type row. */
export default {
  smartAccount: '스마트 계정',
  eoa: 'EOA',
  switchToEoa: 'EOA로 전환',
  switchToSmartAccount: '스마트 계정으로 전환',
  switchedToEoa: 'EOA로 전환했습니다',
  switchedToSmartAccount: '스마트 계정으로 전환했습니다',
  deployed: '배포됨',
  notDeployed: '아직 배포되지 않음: 첫 거래 시 배포됩니다',
  sessions: '세션',
} satisfies Translation<typeof smartAccountTypeMessages>
