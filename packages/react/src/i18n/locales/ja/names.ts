import type { Translation } from '../../define.ts'
import type { namesMessages } from '../../en/names.ts'

/** Japanese texts of the name registration views. */
export default {
  // RegisterAccountName
  intro: '{address} の代わりに送金先として使える名前です。英字、数字、ハイフンで4文字以上。',
  yourAddress: 'あなたのアドレス',
  nameLabel: '名前',
  namePlaceholder: 'yourname',
  checking: '利用できるか確認中…',
  available: '{name} は利用できます',
  availableInstead: '利用可能な候補',
  confirmInWallet: 'ウォレットで確認',
  register: '登録',
  // RegisterAccountNameSuccess
  nameRegistered: '名前を登録しました',
  registered: '名前が登録されました。ウォレットやアプリから、アドレスの代わりにこの名前宛てに送金できます。',
  done: '完了',
} satisfies Translation<typeof namesMessages>
