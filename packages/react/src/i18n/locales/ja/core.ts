import { coreTranslation } from '../../en/core.ts'

/**
 * Japanese texts of the core's toasts and form and flow errors, in the order of the English list
 * (en/core.ts), each under its English.
 */
export default coreTranslation([
  // Enter an amount such as 1.25
  '金額を入力してください（例：1.25）',
  // The amount must be more than 0
  '金額は0より大きくしてください',
  // Insufficient funds
  '残高が不足しています',
  // Invalid address
  '無効なアドレスです',
  // This token is on another network. Pick it again on this one.
  'このトークンは別のネットワーク上にあります。このネットワークで選び直してください。',
  // Transaction pending
  '取引は保留中です',
  // Transaction sent
  '取引を送信しました',
  // Transaction reverted: nothing was sent
  '取引がリバートされました。何も送信されていません',
  // An amount and receiver address are required
  '金額と送金先アドレスを入力してください',
  // A token is required
  'トークンを選択してください',
  // Too many decimals: the token has {decimals}
  '小数点以下の桁数が多すぎます（このトークンは {decimals} 桁です）',
  // Enter an address that starts with 0x followed by 40 hex characters.
  '0x に続く 40 文字の16進数のアドレスを入力してください。',
  // Enter a Solana address of 32 to 44 base58 characters.
  '32〜44 文字の base58 の Solana アドレスを入力してください。',
  // Sending is not supported on this network.
  'このネットワークでは送金できません。',
  // Network not supported for Swaps
  'このネットワークはスワップに対応していません',
  // Select a token
  'トークンを選択してください',
  // Enter an amount
  '金額を入力してください',
  // Insufficient {symbol} balance
  '{symbol} の残高が不足しています',
  // Too many decimals: {symbol} has {decimals}
  '小数点以下の桁数が多すぎます（{symbol} は {decimals} 桁です）',
  // Choose two different tokens
  '異なる2つのトークンを選択してください',
  // Swaps need the Airlock cloud: set cloudUrl and projectId
  'スワップには Airlock クラウドが必要です。cloudUrl と projectId を設定してください',
  // Could not get a quote
  '見積もりを取得できませんでした',
  // Could not load the tokens you can swap
  'スワップ可能なトークンを読み込めませんでした',
  // The approval failed on chain: nothing was swapped
  'オンチェーンで承認に失敗しました。何もスワップされていません',
  // The swap failed on chain: nothing was swapped
  'オンチェーンでスワップに失敗しました。何もスワップされていません',
  // The price moved more than your {tolerance}% slippage tolerance before the swap was mined, so nothing was swapped. Review the new quote and try again.
  'スワップがブロックに取り込まれる前に、価格がスリッページ許容値（{tolerance}%）を超えて変動したため、何もスワップされませんでした。新しい見積もりを確認して、もう一度お試しください。',
  // Slippage must be more than 0 and at most 49%
  'スリッページは0より大きく、49%以下にしてください',
  // Approving {symbol}
  '{symbol} を承認中',
  // Swapping
  'スワップ中',
  // Swapped {from} for {to}
  '{from} を {to} にスワップしました',
  // Buying crypto needs the Airlock cloud: set cloudUrl and projectId
  '暗号資産の購入には Airlock クラウドが必要です。cloudUrl と projectId を設定してください',
  // No provider offers purchases for this app right now
  '現在、このアプリで購入を提供しているプロバイダーはありません',
  // No currency can be bought on this network
  'このネットワークで購入できる通貨はありません',
  // Enter an amount such as 50 or 49.99
  '金額を入力してください（例：50、49.99）',
  // The minimum for {method} is {min} {currency}
  '{method} の最小額は {min} {currency} です',
  // The maximum for {method} is {max} {currency}
  '{method} の最大額は {max} {currency} です',
  // Estimate only: the provider confirms the price at checkout
  '概算です。価格は決済時にプロバイダーが確定します',
  // Connect a wallet to buy crypto
  '暗号資産を購入するにはウォレットを接続してください',
  // The browser blocked the checkout window. Allow pop-ups for this site and try again.
  'ブラウザが決済ウィンドウをブロックしました。このサイトのポップアップを許可して、もう一度お試しください。',
  // Finish your purchase in the {provider} window
  '{provider} のウィンドウで購入を完了してください',
  // Payment received, sending your tokens
  '支払いを受け付けました。トークンを送信しています',
  // The purchase failed: nothing was charged and no tokens were sent
  '購入に失敗しました。料金は請求されず、トークンも送信されていません',
  // Nothing was charged and no tokens were sent.
  '料金は請求されず、トークンも送信されていません。',
  // {provider} sells only {symbol} here
  'ここでは {provider} は {symbol} のみを販売しています',
  // Bought {amount}
  '{amount} を購入しました',
  // Payments are turned off: set features.pay to true in the kit options
  '支払いはオフになっています: キットのオプションで features.pay を true に設定してください',
  // Payments need the Airlock cloud: set cloudUrl and projectId
  '支払いには Airlock クラウドが必要です: cloudUrl と projectId を設定してください',
  // This payment request is not valid
  'この支払いリクエストは無効です',
  // The payment was cancelled: nothing was paid
  '支払いはキャンセルされました: 何も支払われていません',
  // This payment request has expired: ask the shop for a new one
  'この支払いリクエストは期限切れです: ショップに新しいリクエストを依頼してください',
  // This payment request has already been paid
  'この支払いリクエストはすでに支払われています',
  // This payment does not match the shop’s payment request: nothing was paid
  'この支払いはショップの支払いリクエストと一致しません: 何も支払われていません',
  // Not enough funds for this payment
  'この支払いに必要な残高が足りません',
  // You declined the payment in your wallet
  'ウォレットで支払いを拒否しました',
  // The approval failed on chain: nothing was paid
  '承認がチェーン上で失敗しました: 何も支払われていません',
  // The payment failed on chain: nothing was paid
  '支払いがチェーン上で失敗しました: 何も支払われていません',
  // Selling crypto needs the Airlock cloud: set cloudUrl and projectId
  '暗号資産の売却には Airlock クラウドが必要です。cloudUrl と projectId を設定してください',
  // Connect a wallet to sell crypto
  '暗号資産を売却するにはウォレットを接続してください',
  // Enter an amount such as 20 or 0.5
  '金額を入力してください（例：20、0.5）',
  // The minimum is {min} {symbol}
  '最小額は {min} {symbol} です',
  // The maximum is {max} {symbol}
  '最大額は {max} {symbol} です',
  // The amount is more than your balance
  '金額が残高を超えています',
  // The quote expired: check the new one and sell again
  '見積もりの有効期限が切れました。新しい見積もりを確認して、もう一度売却してください',
  // The sale was refunded. {reason}. The tokens went back to your wallet.
  '売却は返金されました。{reason}。トークンはウォレットに戻りました。',
  // The provider’s order does not match your quote: nothing was sent
  'プロバイダーの注文が見積もりと一致しません。何も送信されていません',
  // The order expired before a deposit arrived: nothing was sold
  '入金が届く前に注文の有効期限が切れました。何も売却されていません',
  // Sold {amount}: the payout is on its way
  '{amount} を売却しました。支払いは処理中です',
  // Enter the account holder’s name
  '口座名義人の名前を入力してください',
  // An account holder’s name has at most {max} characters
  '口座名義人の名前は {max} 文字以内です',
  // An account holder’s name has no control characters
  '口座名義人の名前に制御文字は使えません',
  // A bank account's type is 'iban' or 'us'
  "銀行口座の種類は 'iban' または 'us' です",
  // Enter the account number
  '口座番号を入力してください',
  // An account number has only digits
  '口座番号は数字のみです',
  // An account number has 4 to 17 digits; this one has {length}
  '口座番号は 4〜17 桁です（入力は {length} 桁）',
  // Enter the IBAN
  'IBAN を入力してください',
  // An IBAN has only letters and digits
  'IBAN は英字と数字のみです',
  // An IBAN starts with its two-letter country code, such as DE
  'IBAN は DE のような 2 文字の国コードで始まります',
  // {country} is not a country that uses IBANs
  '{country} は IBAN を使う国ではありません',
  // An IBAN has two check digits after its country code
  'IBAN には国コードの後に 2 桁のチェックディジットがあります',
  // A {country} IBAN has {expected} characters; this one has {length}
  '{country} の IBAN は {expected} 文字です（入力は {length} 文字）',
  // The IBAN’s check digits do not match: check it for a typo
  'IBAN のチェックディジットが一致しません。入力ミスがないか確認してください',
  // Enter the routing number
  'ルーティング番号を入力してください',
  // A routing number has only digits
  'ルーティング番号は数字のみです',
  // A routing number has 9 digits; this one has {length}
  'ルーティング番号は 9 桁です（入力は {length} 桁）',
  // The routing number’s check digit does not match: check it for a typo
  'ルーティング番号のチェックディジットが一致しません。入力ミスがないか確認してください',
  // A name has letters, digits and hyphens only, at least 4 characters
  '名前に使えるのは英字、数字、ハイフンのみで、4文字以上必要です',
  // A name has at most 63 characters
  '名前は63文字以内にしてください',
  // This name is taken
  'この名前は既に使用されています',
  // A name cannot start or end with a hyphen
  '名前の先頭と末尾にハイフンは使えません',
  // A name cannot have hyphens as its third and fourth characters
  '名前の3文字目と4文字目をハイフンにすることはできません',
  // This name is reserved
  'この名前は予約されています',
  // Available
  '利用可能',
  // Error fetching name suggestions
  '名前の候補を取得できませんでした',
  // Error fetching names for address
  'アドレスの名前を取得できませんでした',
  // Error registering name
  '名前を登録できませんでした',
  // Error resolving name
  '名前を解決できませんでした',
  // Names work on EVM networks only
  '名前は EVM ネットワークでのみ利用できます',
  // Enter a valid email address
  '有効なメールアドレスを入力してください',
  // Enter the 6-digit code from the email
  'メールに記載された6桁のコードを入力してください',
  // The embedded wallet needs the Airlock cloud: set cloudUrl and projectId
  '埋め込みウォレットには Airlock クラウドが必要です。cloudUrl と projectId を設定してください',
  // Social login failed
  'ソーシャルログインに失敗しました',
  // The sign-in window was closed before you signed in
  'サインインが完了する前にサインインウィンドウが閉じられました',
  // The browser blocked the sign-in window. Allow pop-ups for this site and try again.
  'ブラウザがサインインウィンドウをブロックしました。このサイトのポップアップを許可して、もう一度お試しください。',
  // This is already your email: enter a different one
  '現在のメールアドレスと同じです。別のアドレスを入力してください',
  // Only a wallet signed in by email can change its email
  'メールアドレスを変更できるのは、メールでサインインしたウォレットのみです',
  // Email updated
  'メールアドレスを更新しました',
  // Code sent again
  'コードを再送信しました',
  // Only the embedded wallet can switch between an EOA and a smart account here
  'ここで EOA とスマートアカウントを切り替えられるのは埋め込みウォレットのみです',
  // This network has no smart account for this wallet
  'このネットワークには、このウォレットのスマートアカウントがありません',
  // Session revoked
  'セッションを取り消しました',
  // Failed to disconnect
  '切断できませんでした',
  // Token Balance Unavailable
  'トークン残高を取得できません',
  // Signature declined
  '署名が拒否されました',
  // This application might not support Smart Accounts
  'このアプリケーションはスマートアカウントに対応していない可能性があります',
  // Unsupported chain
  'サポートされていないネットワーク',
  // Something went wrong
  '問題が発生しました',
  // User rejected the request
  'ユーザーがリクエストを拒否しました',
  // Action not allowed
  'この操作は許可されていません',
  // Failed to fetch transactions
  '取引履歴を取得できませんでした',
  // Failed to fetch NFTs
  'NFT を取得できませんでした',
  // The wallet did not reconnect in time
  'ウォレットが時間内に再接続されませんでした',
  // Please try again after {seconds} seconds
  '{seconds} 秒後にもう一度お試しください',
])
