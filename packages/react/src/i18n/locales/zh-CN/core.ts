import { coreTranslation } from '../../en/core.ts'

/**
 * Simplified Chinese texts of the core's toasts and form and flow errors, in the order of the English list
 * (en/core.ts), each under its English.
 */
export default coreTranslation([
  // Enter an amount such as 1.25
  '请输入金额，例如 1.25',
  // The amount must be more than 0
  '金额必须大于 0',
  // Insufficient funds
  '余额不足',
  // Invalid address
  '地址无效',
  // This token is on another network. Pick it again on this one.
  '此代币位于其他网络。请在当前网络上重新选择。',
  // Transaction pending
  '交易处理中',
  // Transaction sent
  '交易已发送',
  // Transaction reverted: nothing was sent
  '交易已回滚：未发送任何资产',
  // An amount and receiver address are required
  '需要填写金额和收款地址',
  // A token is required
  '需要选择代币',
  // Too many decimals: the token has {decimals}
  '小数位数过多：该代币有 {decimals} 位小数',
  // Enter an address that starts with 0x followed by 40 hex characters.
  '请输入以 0x 开头、后跟 40 个十六进制字符的地址。',
  // Enter a Solana address of 32 to 44 base58 characters.
  '请输入 32 到 44 个 base58 字符的 Solana 地址。',
  // Sending is not supported on this network.
  '此网络不支持发送。',
  // Network not supported for Swaps
  '此网络不支持兑换',
  // Select a token
  '请选择代币',
  // Enter an amount
  '请输入金额',
  // Insufficient {symbol} balance
  '{symbol} 余额不足',
  // Too many decimals: {symbol} has {decimals}
  '小数位数过多：{symbol} 有 {decimals} 位小数',
  // Choose two different tokens
  '请选择两种不同的代币',
  // Swaps need the Airlock cloud: set cloudUrl and projectId
  '兑换需要 Airlock 云服务：请设置 cloudUrl 和 projectId',
  // Could not get a quote
  '无法获取报价',
  // Could not load the tokens you can swap
  '无法加载可兑换的代币',
  // The approval failed on chain: nothing was swapped
  '授权在链上失败：未兑换任何资产',
  // The swap failed on chain: nothing was swapped
  '兑换在链上失败：未兑换任何资产',
  // The price moved more than your {tolerance}% slippage tolerance before the swap was mined, so nothing was swapped. Review the new quote and try again.
  '在兑换被打包上链前，价格波动超出了 {tolerance}% 的滑点容差，因此未兑换任何资产。请查看新报价后重试。',
  // Slippage must be more than 0 and at most 49%
  '滑点必须大于 0 且不超过 49%',
  // Approving {symbol}
  '正在授权 {symbol}',
  // Swapping
  '正在兑换',
  // Swapped {from} for {to}
  '已将 {from} 兑换为 {to}',
  // Buying crypto needs the Airlock cloud: set cloudUrl and projectId
  '购买加密货币需要 Airlock 云服务：请设置 cloudUrl 和 projectId',
  // No provider offers purchases for this app right now
  '目前没有服务商为此应用提供购买服务',
  // No currency can be bought on this network
  '此网络上没有可购买的币种',
  // Enter an amount such as 50 or 49.99
  '请输入金额，例如 50 或 49.99',
  // The minimum for {method} is {min} {currency}
  '{method} 的最低金额为 {min} {currency}',
  // The maximum for {method} is {max} {currency}
  '{method} 的最高金额为 {max} {currency}',
  // Estimate only: the provider confirms the price at checkout
  '仅为估算：最终价格以服务商结账时确认的为准',
  // Connect a wallet to buy crypto
  '连接钱包以购买加密货币',
  // The browser blocked the checkout window. Allow pop-ups for this site and try again.
  '浏览器拦截了支付窗口。请允许此网站的弹出窗口，然后重试。',
  // Finish your purchase in the {provider} window
  '请在 {provider} 窗口中完成购买',
  // Payment received, sending your tokens
  '已收到付款，正在发送代币',
  // The purchase failed: nothing was charged and no tokens were sent
  '购买失败：未扣款，也未发送任何代币',
  // Nothing was charged and no tokens were sent.
  '未扣款，也未发送任何代币。',
  // {provider} sells only {symbol} here
  '{provider} 在此仅出售 {symbol}',
  // Bought {amount}
  '已购买 {amount}',
  // Payments are turned off: set features.pay to true in the kit options
  '支付已关闭：请在套件选项中将 features.pay 设为 true',
  // Payments need the Airlock cloud: set cloudUrl and projectId
  '支付需要 Airlock 云服务：请设置 cloudUrl 和 projectId',
  // This payment request is not valid
  '此付款请求无效',
  // The payment was cancelled: nothing was paid
  '付款已取消：未支付任何款项',
  // This payment request has expired: ask the shop for a new one
  '此付款请求已过期：请向商店索取新的请求',
  // This payment request has already been paid
  '此付款请求已支付',
  // This payment does not match the shop’s payment request: nothing was paid
  '此付款与商店的付款请求不符：未支付任何款项',
  // Not enough funds for this payment
  '余额不足，无法完成此付款',
  // You declined the payment in your wallet
  '你在钱包中拒绝了付款',
  // The approval failed on chain: nothing was paid
  '授权在链上失败：未支付任何款项',
  // The payment failed on chain: nothing was paid
  '付款在链上失败：未支付任何款项',
  // Selling crypto needs the Airlock cloud: set cloudUrl and projectId
  '出售加密货币需要 Airlock 云服务：请设置 cloudUrl 和 projectId',
  // Connect a wallet to sell crypto
  '连接钱包以出售加密货币',
  // Enter an amount such as 20 or 0.5
  '请输入金额，例如 20 或 0.5',
  // The minimum is {min} {symbol}
  '最低为 {min} {symbol}',
  // The maximum is {max} {symbol}
  '最高为 {max} {symbol}',
  // The amount is more than your balance
  '金额超过了你的余额',
  // The quote expired: check the new one and sell again
  '报价已过期：请查看新报价后再次出售',
  // The sale was refunded. {reason}. The tokens went back to your wallet.
  '本次出售已退款。{reason}。代币已退回你的钱包。',
  // The provider’s order does not match your quote: nothing was sent
  '服务商的订单与你的报价不符：未发送任何内容',
  // The order expired before a deposit arrived: nothing was sold
  '订单在收到存入之前已过期：未出售任何内容',
  // Sold {amount}: the payout is on its way
  '已出售 {amount}：款项正在支付中',
  // Enter the account holder’s name
  '请输入账户持有人姓名',
  // An account holder’s name has at most {max} characters
  '账户持有人姓名最多 {max} 个字符',
  // An account holder’s name has no control characters
  '账户持有人姓名不能包含控制字符',
  // A bank account's type is 'iban' or 'us'
  "银行账户类型为 'iban' 或 'us'",
  // Enter the account number
  '请输入账号',
  // An account number has only digits
  '账号只能包含数字',
  // An account number has 4 to 17 digits; this one has {length}
  '账号为 4 到 17 位数字；此账号为 {length} 位',
  // Enter the IBAN
  '请输入 IBAN',
  // An IBAN has only letters and digits
  'IBAN 只能包含字母和数字',
  // An IBAN starts with its two-letter country code, such as DE
  'IBAN 以两个字母的国家代码开头，例如 DE',
  // {country} is not a country that uses IBANs
  '{country} 不是使用 IBAN 的国家',
  // An IBAN has two check digits after its country code
  'IBAN 在国家代码之后有两位校验数字',
  // A {country} IBAN has {expected} characters; this one has {length}
  '{country} 的 IBAN 为 {expected} 个字符；此 IBAN 为 {length} 个',
  // The IBAN’s check digits do not match: check it for a typo
  'IBAN 的校验数字不匹配：请检查是否有输入错误',
  // Enter the routing number
  '请输入路由号码',
  // A routing number has only digits
  '路由号码只能包含数字',
  // A routing number has 9 digits; this one has {length}
  '路由号码为 9 位数字；此号码为 {length} 位',
  // The routing number’s check digit does not match: check it for a typo
  '路由号码的校验位不匹配：请检查是否有输入错误',
  // A name has letters, digits and hyphens only, at least 4 characters
  '名称只能包含字母、数字和连字符，且至少 4 个字符',
  // A name has at most 63 characters
  '名称最多 63 个字符',
  // This name is taken
  '此名称已被占用',
  // A name cannot start or end with a hyphen
  '名称不能以连字符开头或结尾',
  // A name cannot have hyphens as its third and fourth characters
  '名称的第三和第四个字符不能是连字符',
  // This name is reserved
  '此名称已被保留',
  // Available
  '可用',
  // Error fetching name suggestions
  '获取名称建议时出错',
  // Error fetching names for address
  '获取该地址的名称时出错',
  // Error registering name
  '注册名称时出错',
  // Error resolving name
  '解析名称时出错',
  // Names work on EVM networks only
  '名称仅适用于 EVM 网络',
  // Enter a valid email address
  '请输入有效的电子邮件地址',
  // Enter the 6-digit code from the email
  '请输入邮件中的 6 位验证码',
  // The embedded wallet needs the Airlock cloud: set cloudUrl and projectId
  '嵌入式钱包需要 Airlock 云服务：请设置 cloudUrl 和 projectId',
  // Social login failed
  '社交账号登录失败',
  // The sign-in window was closed before you signed in
  '登录完成前登录窗口已关闭',
  // The browser blocked the sign-in window. Allow pop-ups for this site and try again.
  '浏览器拦截了登录窗口。请允许此网站的弹出窗口，然后重试。',
  // This is already your email: enter a different one
  '这已是当前邮箱：请输入其他邮箱',
  // Only a wallet signed in by email can change its email
  '只有通过邮箱登录的钱包才能更改邮箱',
  // Email updated
  '邮箱已更新',
  // Code sent again
  '验证码已重新发送',
  // Only the embedded wallet can switch between an EOA and a smart account here
  '此处只有嵌入式钱包可以在 EOA 和智能账户之间切换',
  // This network has no smart account for this wallet
  '此网络上没有该钱包的智能账户',
  // Session revoked
  '会话已撤销',
  // Failed to disconnect
  '断开连接失败',
  // Token Balance Unavailable
  '代币余额不可用',
  // Signature declined
  '签名已被拒绝',
  // This application might not support Smart Accounts
  '此应用可能不支持智能账户',
  // Unsupported chain
  '不支持的网络',
  // Something went wrong
  '出错了',
  // User rejected the request
  '用户拒绝了请求',
  // Action not allowed
  '不允许此操作',
  // Failed to fetch transactions
  '获取交易记录失败',
  // Failed to fetch NFTs
  '获取 NFT 失败',
  // The wallet did not reconnect in time
  '钱包未能及时重新连接',
  // Please try again after {seconds} seconds
  '请在 {seconds} 秒后重试',
])
