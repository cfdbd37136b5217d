import type { Translation } from '../../define.ts'
import type { sendMessages } from '../../en/send.ts'

/** Simplified Chinese texts of the Send views. */
export default {
  // Send
  amount: '金额',
  selectToken: '选择代币',
  changeToken: '代币：{symbol}。更改代币',
  balance: '余额 {balance}',
  insufficientBalance: '余额不足 · {balance}',
  max: '最大',
  to: '收款方',
  receiverAddress: '收款地址',
  solanaAddress: 'Solana 地址',
  addressOrName: '地址（0x…）或名称',
  paste: '粘贴',
  clipboardFailed: '无法读取剪贴板',
  previewSend: '预览发送',
  // A name typed as the receiver
  resolvingName: '正在解析 {name}…',
  previewOnceResolved: '地址显示后请再次预览。',
  // Select token
  searchToken: '搜索代币',
  yourTokens: '持有的代币',
  noTokens: '此网络上暂无代币。',
  noTokenMatches: '没有与“{search}”匹配的代币。',
  tokens: '代币',
  // Preview
  nothingToSend: '没有要发送的内容。请返回填写金额和收款方。',
  sending: '发送金额',
  nameAndAddress: '{name}（{address}）',
  network: '网络',
  networkFee: '网络费用',
  includesTokenAccount: '包含创建收款人代币账户的 {amount}',
  lessThan: '< {amount}',
  unknownFee: '未知',
  estimatingFee: '正在估算网络费用',
  notSent: '未发送。',
  tryAgain: '重试',
  likelyToFail: '此交易可能会失败：{reason}。请检查金额和收款方。',
  reviewInWallet: '请在钱包中核对交易后再批准。',
  cancel: '取消',
  confirmInWallet: '在钱包中确认',
  send: '发送',
} satisfies Translation<typeof sendMessages>
