import type { Translation } from '../../define.ts'
import type { sendMessages } from '../../en/send.ts'

/** Japanese texts of the Send views. */
export default {
  // Send
  amount: '金額',
  selectToken: 'トークンを選択',
  changeToken: 'トークン：{symbol}。トークンを変更',
  balance: '残高 {balance}',
  insufficientBalance: '残高不足 · {balance}',
  max: '最大',
  to: '送金先',
  receiverAddress: '送金先アドレス',
  solanaAddress: 'Solana アドレス',
  addressOrName: 'アドレス（0x…）または名前',
  paste: '貼り付け',
  clipboardFailed: 'クリップボードを読み取れませんでした',
  previewSend: '送金内容を確認',
  // A name typed as the receiver
  resolvingName: '{name} を解決中…',
  previewOnceResolved: 'アドレスが表示されたら、もう一度確認してください。',
  // Select token
  searchToken: 'トークンを検索',
  yourTokens: '保有トークン',
  noTokens: 'このネットワークにはまだトークンがありません。',
  noTokenMatches: '「{search}」に一致するトークンはありません。',
  tokens: 'トークン',
  // Preview
  nothingToSend: '送金する内容がありません。戻って金額と送金先を入力してください。',
  sending: '送金額',
  nameAndAddress: '{name}（{address}）',
  network: 'ネットワーク',
  networkFee: 'ネットワーク手数料',
  includesTokenAccount: '受取人のトークンアカウント作成分 {amount} を含みます',
  lessThan: '< {amount}',
  unknownFee: '不明',
  estimatingFee: 'ネットワーク手数料を見積もり中',
  notSent: '送金されていません。',
  tryAgain: '再試行',
  likelyToFail: 'この取引は失敗する可能性があります：{reason}。金額と送金先を確認してください。',
  reviewInWallet: '承認する前に、ウォレットで取引内容を確認してください。',
  cancel: 'キャンセル',
  confirmInWallet: 'ウォレットで確認',
  send: '送金',
} satisfies Translation<typeof sendMessages>
