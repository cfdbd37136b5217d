import type { Translation } from '../../define.ts'
import type { namesMessages } from '../../en/names.ts'

/** Simplified Chinese texts of the name registration views. */
export default {
  // RegisterAccountName
  intro: '一个可代替 {address} 用于收款的名称。仅限字母、数字和连字符，至少 4 个字符。',
  yourAddress: '钱包地址',
  nameLabel: '名称',
  namePlaceholder: 'yourname',
  checking: '正在检查是否可用…',
  available: '{name} 可用',
  availableInstead: '可用的替代名称',
  confirmInWallet: '在钱包中确认',
  register: '注册',
  // RegisterAccountNameSuccess
  nameRegistered: '名称已注册',
  registered: '名称已注册：钱包和应用可以向此名称转账，无需使用地址。',
  done: '完成',
} satisfies Translation<typeof namesMessages>
