import type { Translation } from '../../define.ts'
import type { onrampMessages } from '../../en/onramp.ts'

/** Japanese texts of the Buy views. */
export default {
  // Shared
  tryAgain: '再試行',
  youPay: '支払い額',
  payWith: '支払い方法',
  networkFee: 'ネットワーク手数料',
  methodCard: 'カード',
  methodBankTransfer: '銀行振込',
  // OnRampProviders
  loadingProviders: 'プロバイダーを読み込み中',
  noProviders: '現在、このアプリで購入を提供しているプロバイダーはありません',
  providersIntro: 'カードまたは銀行振込で暗号資産を購入',
  providers: 'プロバイダー',
  sandbox: 'サンドボックス',
  providerFeePercent: '手数料 {percent}',
  optionsFallback: 'プロバイダー一覧を読み込めなかったため、既定の通貨を表示しています。',
  sandboxNote:
    'サンドボックスのプロバイダーではテスト用カードのみ使えます。実際の資金は動かず、トークンはテストネットワークに届きます。',
  // OnRampAmount: the main button
  loading: '読み込み中…',
  chooseProvider: 'プロバイダーを選択',
  noCurrency: 'このネットワークで購入できる通貨はありません',
  enterAmount: '金額を入力',
  checkAmount: '金額を確認',
  gettingQuoteBusy: '見積もりを取得中…',
  openingProvider: '{provider} を開いています…',
  continueWith: '{provider} で続行',
  // OnRampAmount: the form
  amountToPayIn: '{currency} での支払い額',
  changeCurrency: '支払い通貨：{currency}。通貨を変更',
  presetAmounts: 'プリセット金額',
  youGet: '受け取り額',
  youGetOn: '{network} での受け取り額',
  amountYouGet: '受け取る金額',
  gettingQuote: '見積もりを取得中',
  changeToken: '購入するトークン：{symbol}。トークンを変更',
  selectTokenToBuy: '購入するトークンを選択',
  selectToken: 'トークンを選択',
  estimate: '概算',
  estimateOnly: '概算です。価格は決済時にプロバイダーが確定します',
  providerFee: 'プロバイダー手数料',
  providerFeeOf: '{provider} の手数料',
  buysTokens: 'トークン購入額',
  total: '合計',
  exactAmountNote: '支払い前に、プロバイダーが正確な金額を表示します。',
  // OnRampTokenSelect
  tokenAndNetwork: 'トークンとネットワーク',
  sellsNothing: 'ここで {provider} が販売しているものはありません。',
  thisProviderSellsNothing: 'ここでこのプロバイダーが販売しているものはありません。',
  tokensToBuy: '購入できるトークン',
  // OnRampFiatSelect
  payIn: '支払い通貨',
  currencies: '通貨',
  currencyUSD: '米ドル',
  currencyEUR: 'ユーロ',
  // BuyInProgress
  noPurchase: '進行中の購入はありません。',
  buyCrypto: '暗号資産を購入',
  theProvider: 'プロバイダー',
  bought: '{amount} を購入しました',
  purchaseFailed: '購入に失敗しました',
  processing: '支払いを受け付けました。トークンを送信しています',
  waitingCheckout: '{provider} のウィンドウで購入を完了してください',
  paidToAddress: '{paid} を支払いました。トークンは {address} に届いています。',
  paidToWallet: '{paid} を支払いました。トークンはウォレットに届いています。',
  pendingDetail:
    '{provider} が {paid} の支払いを受け取り、トークンを送信しています。しばらくお待ちください。',
  checkoutDetail:
    '{provider} のウィンドウで {paid} を支払ってください。この画面は注文の状況に合わせて自動で更新されます。',
  steps: 'ステップ',
  payStep: '{paid} を支払う',
  receiveStep: '{symbol} を受け取る',
  stepDone: '（完了）',
  transaction: '取引 {hash}',
  buyMore: 'さらに購入',
  done: '完了',
  close: '閉じる',
  cancel: 'キャンセル',
  openProvider: '{provider} を開く',
} satisfies Translation<typeof onrampMessages>
