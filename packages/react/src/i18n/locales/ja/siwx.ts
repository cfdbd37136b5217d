import type { Translation } from '../../define.ts'
import type { siwxMessages } from '../../en/siwx.ts'

/** Japanese texts of the sign-in message view. */
export default {
  title: '{dapp} がウォレットへの接続を求めています',
  dappFallback: 'dApp',
  required:
    'このウォレットの所有者であることを証明するため、メッセージに署名して続行してください。キャンセルすると接続が切断されます。',
  optional: 'このウォレットの所有者であることを証明するため、メッセージに署名して続行してください。',
  cancel: 'キャンセル',
  cancelling: 'キャンセル中…',
  sign: '署名',
  signing: '署名中…',
} satisfies Translation<typeof siwxMessages>
