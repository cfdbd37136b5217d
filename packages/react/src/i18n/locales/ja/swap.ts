import type { Translation } from '../../define.ts'
import type { swapMessages } from '../../en/swap.ts'

/** Japanese texts of the swap views. */
export default {
  // Swap: the main button
  loadingTokens: 'トークンを読み込み中…',
  swapUnavailable: 'スワップを利用できません',
  gettingBestPrice: '最適な価格を取得中…',
  noQuote: '見積もりなし',
  reviewSwap: 'スワップ内容を確認',
  tryAgain: '再試行',
  // Swap: the two cards
  youPay: '支払い',
  youReceive: '受け取り',
  amountToPay: '支払う金額',
  amountToReceive: '受け取る金額',
  balance: '残高 {balance}',
  max: '最大',
  flip: '入れ替え：受け取るトークンで支払う',
  gettingQuote: '見積もりを取得中',
  selectToken: 'トークンを選択',
  selectTokenToPay: '支払うトークンを選択',
  selectTokenToReceive: '受け取るトークンを選択',
  tokenToPay: '支払うトークン：{symbol}。トークンを変更',
  tokenToReceive: '受け取るトークン：{symbol}。トークンを変更',
  // The quote's details
  network: 'ネットワーク',
  rate: 'レート',
  priceImpact: '価格影響',
  priceImpactHigh: '高',
  lessThan: '< {value}',
  networkFee: 'ネットワーク手数料',
  feeKnownAfterApproval: '承認後に確定',
  feeUnknown: '不明',
  maxSlippage: '最大スリッページ',
  minimumReceived: '最低受取額',
  slippageChoice: 'スリッページ {percent}',
  // SwapSelectToken
  searchToken: 'トークンを検索',
  payWith: '支払うトークン',
  receive: '受け取るトークン',
  loadingTokenList: 'トークンを読み込み中',
  noTokenMatches: '「{search}」に一致するトークンはありません。',
  noTokens: 'このネットワークにはスワップできるトークンがありません。',
  tokens: 'トークン',
  // SwapPreview
  nothingToReview: '確認するスワップがありません。戻ってトークンと金額を選択してください。',
  steps: 'ステップ',
  approveToken: '{symbol} を承認',
  swapTokens: '{from} を {to} にスワップ',
  stepDone: '（完了）',
  highImpactWarning:
    'この取引で価格が {percent} 変動し、受取額が市場レートより大幅に少なくなります。金額を減らすことをご検討ください。',
  notSwapped: 'スワップされていません。',
  approvalNote:
    'ウォレットで2回確認が求められます。1回目は取引所がこの額の {symbol} を使うことの承認、2回目はスワップです。',
  reviewNote: '承認する前に、ウォレットで取引内容を確認してください。',
  cancel: 'キャンセル',
  approveInWallet: 'ウォレットで承認',
  approving: '承認中…',
  confirmInWallet: 'ウォレットで確認',
  swapping: 'スワップ中…',
  updatingQuote: '見積もりを更新中…',
  approveAndSwap: '承認してスワップ',
  swap: 'スワップ',
} satisfies Translation<typeof swapMessages>
