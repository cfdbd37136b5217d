import type { Translation } from '../../define.ts'
import type { siwxMessages } from '../../en/siwx.ts'

/** Simplified Chinese texts of the sign-in message view. */
export default {
  title: '{dapp} 请求连接钱包',
  dappFallback: 'DApp',
  required: '请签署此消息，以证明拥有此钱包并继续。取消将断开连接。',
  optional: '请签署此消息，以证明拥有此钱包并继续。',
  cancel: '取消',
  cancelling: '正在取消…',
  sign: '签名',
  signing: '正在签名…',
} satisfies Translation<typeof siwxMessages>
