import type { Translation } from '../../define.ts'
import type { swapGateMessages } from '../../en/swapGate.ts'

/** Korean text of the swap views' loader when swaps are off. */
export default {
  swapsDisabled: '이 앱에서는 스왑이 활성화되어 있지 않습니다.',
} satisfies Translation<typeof swapGateMessages>
