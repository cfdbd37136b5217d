import { coreTranslation } from '../../en/core.ts'

/**
 * Korean texts of the core's toasts and form and flow errors, in the order of the English list
 * (en/core.ts), each under its English.
 */
export default coreTranslation([
  // Enter an amount such as 1.25
  '금액을 입력하세요(예: 1.25)',
  // The amount must be more than 0
  '금액은 0보다 커야 합니다',
  // Insufficient funds
  '잔액이 부족합니다',
  // Invalid address
  '잘못된 주소입니다',
  // This token is on another network. Pick it again on this one.
  '이 토큰은 다른 네트워크에 있습니다. 이 네트워크에서 다시 선택하세요.',
  // Transaction pending
  '거래 대기 중',
  // Transaction sent
  '거래를 보냈습니다',
  // Transaction reverted: nothing was sent
  '거래가 되돌려졌습니다. 아무것도 전송되지 않았습니다',
  // An amount and receiver address are required
  '금액과 받는 주소를 입력하세요',
  // A token is required
  '토큰을 선택하세요',
  // Too many decimals: the token has {decimals}
  '소수점 자릿수가 너무 많습니다. 이 토큰은 {decimals}자리입니다',
  // Enter an address that starts with 0x followed by 40 hex characters.
  '0x로 시작하고 16진수 40자가 이어지는 주소를 입력하세요.',
  // Enter a Solana address of 32 to 44 base58 characters.
  'base58 문자 32~44자로 된 Solana 주소를 입력하세요.',
  // Sending is not supported on this network.
  '이 네트워크에서는 보내기를 지원하지 않습니다.',
  // Network not supported for Swaps
  '이 네트워크는 스왑을 지원하지 않습니다',
  // Select a token
  '토큰을 선택하세요',
  // Enter an amount
  '금액을 입력하세요',
  // Insufficient {symbol} balance
  '{symbol} 잔액이 부족합니다',
  // Too many decimals: {symbol} has {decimals}
  '소수점 자릿수가 너무 많습니다. {symbol}은(는) {decimals}자리입니다',
  // Choose two different tokens
  '서로 다른 토큰 두 개를 선택하세요',
  // Swaps need the Airlock cloud: set cloudUrl and projectId
  '스왑하려면 Airlock 클라우드가 필요합니다. cloudUrl과 projectId를 설정하세요',
  // Could not get a quote
  '견적을 가져올 수 없습니다',
  // Could not load the tokens you can swap
  '스왑할 수 있는 토큰을 불러올 수 없습니다',
  // The approval failed on chain: nothing was swapped
  '온체인에서 승인에 실패했습니다. 아무것도 스왑되지 않았습니다',
  // The swap failed on chain: nothing was swapped
  '온체인에서 스왑에 실패했습니다. 아무것도 스왑되지 않았습니다',
  // The price moved more than your {tolerance}% slippage tolerance before the swap was mined, so nothing was swapped. Review the new quote and try again.
  '스왑이 블록에 포함되기 전에 가격이 슬리피지 허용 범위({tolerance}%)보다 크게 변동하여 아무것도 스왑되지 않았습니다. 새 견적을 확인하고 다시 시도하세요.',
  // Slippage must be more than 0 and at most 49%
  '슬리피지는 0보다 크고 49% 이하여야 합니다',
  // Approving {symbol}
  '{symbol} 승인 중',
  // Swapping
  '스왑 중',
  // Swapped {from} for {to}
  '{from}을(를) {to}(으)로 스왑했습니다',
  // Buying crypto needs the Airlock cloud: set cloudUrl and projectId
  '암호화폐를 구매하려면 Airlock 클라우드가 필요합니다. cloudUrl과 projectId를 설정하세요',
  // No provider offers purchases for this app right now
  '현재 이 앱에서 구매를 제공하는 공급업체가 없습니다',
  // No currency can be bought on this network
  '이 네트워크에서 구매할 수 있는 통화가 없습니다',
  // Enter an amount such as 50 or 49.99
  '금액을 입력하세요(예: 50 또는 49.99)',
  // The minimum for {method} is {min} {currency}
  '{method}의 최소 금액은 {min} {currency}입니다',
  // The maximum for {method} is {max} {currency}
  '{method}의 최대 금액은 {max} {currency}입니다',
  // Estimate only: the provider confirms the price at checkout
  '예상 금액입니다. 최종 가격은 결제 시 공급업체가 확정합니다',
  // Connect a wallet to buy crypto
  '암호화폐를 구매하려면 지갑을 연결하세요',
  // The browser blocked the checkout window. Allow pop-ups for this site and try again.
  '브라우저가 결제 창을 차단했습니다. 이 사이트의 팝업을 허용하고 다시 시도하세요.',
  // Finish your purchase in the {provider} window
  '{provider} 창에서 구매를 완료하세요',
  // Payment received, sending your tokens
  '결제가 확인되었습니다. 토큰을 보내는 중입니다',
  // The purchase failed: nothing was charged and no tokens were sent
  '구매에 실패했습니다. 요금이 청구되지 않았고 토큰도 전송되지 않았습니다',
  // Nothing was charged and no tokens were sent.
  '요금이 청구되지 않았고 토큰도 전송되지 않았습니다.',
  // {provider} sells only {symbol} here
  '여기서는 {provider}에서 {symbol}만 판매합니다',
  // Bought {amount}
  '{amount} 구매 완료',
  // Payments are turned off: set features.pay to true in the kit options
  '결제가 꺼져 있습니다: 키트 옵션에서 features.pay를 true로 설정하세요',
  // Payments need the Airlock cloud: set cloudUrl and projectId
  '결제에는 Airlock 클라우드가 필요합니다: cloudUrl과 projectId를 설정하세요',
  // This payment request is not valid
  '이 결제 요청은 유효하지 않습니다',
  // The payment was cancelled: nothing was paid
  '결제가 취소되었습니다: 아무것도 결제되지 않았습니다',
  // This payment request has expired: ask the shop for a new one
  '이 결제 요청이 만료되었습니다: 상점에 새 요청을 받으세요',
  // This payment request has already been paid
  '이 결제 요청은 이미 결제되었습니다',
  // This payment does not match the shop’s payment request: nothing was paid
  '이 결제는 상점의 결제 요청과 일치하지 않습니다: 아무것도 결제되지 않았습니다',
  // Not enough funds for this payment
  '이 결제에 필요한 잔액이 부족합니다',
  // You declined the payment in your wallet
  '지갑에서 결제를 거부했습니다',
  // The approval failed on chain: nothing was paid
  '승인이 체인에서 실패했습니다: 아무것도 결제되지 않았습니다',
  // The payment failed on chain: nothing was paid
  '결제가 체인에서 실패했습니다: 아무것도 결제되지 않았습니다',
  // Selling crypto needs the Airlock cloud: set cloudUrl and projectId
  '암호화폐를 판매하려면 Airlock 클라우드가 필요합니다. cloudUrl과 projectId를 설정하세요',
  // Connect a wallet to sell crypto
  '암호화폐를 판매하려면 지갑을 연결하세요',
  // Enter an amount such as 20 or 0.5
  '금액을 입력하세요(예: 20 또는 0.5)',
  // The minimum is {min} {symbol}
  '최소 금액은 {min} {symbol}입니다',
  // The maximum is {max} {symbol}
  '최대 금액은 {max} {symbol}입니다',
  // The amount is more than your balance
  '금액이 잔액보다 많습니다',
  // The quote expired: check the new one and sell again
  '견적이 만료되었습니다. 새 견적을 확인하고 다시 판매하세요',
  // The sale was refunded. {reason}. The tokens went back to your wallet.
  '판매가 환불되었습니다. {reason}. 토큰이 지갑으로 돌아갔습니다.',
  // The provider’s order does not match your quote: nothing was sent
  '공급자의 주문이 견적과 일치하지 않습니다. 아무것도 보내지 않았습니다',
  // The order expired before a deposit arrived: nothing was sold
  '입금이 도착하기 전에 주문이 만료되었습니다. 판매된 것은 없습니다',
  // Sold {amount}: the payout is on its way
  '{amount} 판매 완료: 지급이 진행 중입니다',
  // Enter the account holder’s name
  '예금주 이름을 입력하세요',
  // An account holder’s name has at most {max} characters
  '예금주 이름은 최대 {max}자입니다',
  // An account holder’s name has no control characters
  '예금주 이름에는 제어 문자를 쓸 수 없습니다',
  // A bank account's type is 'iban' or 'us'
  "은행 계좌 유형은 'iban' 또는 'us'입니다",
  // Enter the account number
  '계좌 번호를 입력하세요',
  // An account number has only digits
  '계좌 번호는 숫자만 가능합니다',
  // An account number has 4 to 17 digits; this one has {length}
  '계좌 번호는 4~17자리입니다. 입력한 번호는 {length}자리입니다',
  // Enter the IBAN
  'IBAN을 입력하세요',
  // An IBAN has only letters and digits
  'IBAN은 영문자와 숫자만 가능합니다',
  // An IBAN starts with its two-letter country code, such as DE
  'IBAN은 DE와 같은 두 글자 국가 코드로 시작합니다',
  // {country} is not a country that uses IBANs
  '{country}은(는) IBAN을 쓰는 국가가 아닙니다',
  // An IBAN has two check digits after its country code
  'IBAN은 국가 코드 뒤에 두 자리 검증 숫자가 있습니다',
  // A {country} IBAN has {expected} characters; this one has {length}
  '{country} IBAN은 {expected}자입니다. 입력한 IBAN은 {length}자입니다',
  // The IBAN’s check digits do not match: check it for a typo
  'IBAN의 검증 숫자가 맞지 않습니다. 오타가 없는지 확인하세요',
  // Enter the routing number
  '라우팅 번호를 입력하세요',
  // A routing number has only digits
  '라우팅 번호는 숫자만 가능합니다',
  // A routing number has 9 digits; this one has {length}
  '라우팅 번호는 9자리입니다. 입력한 번호는 {length}자리입니다',
  // The routing number’s check digit does not match: check it for a typo
  '라우팅 번호의 검증 숫자가 맞지 않습니다. 오타가 없는지 확인하세요',
  // A name has letters, digits and hyphens only, at least 4 characters
  '이름에는 영문자, 숫자, 하이픈만 사용할 수 있으며 4자 이상이어야 합니다',
  // A name has at most 63 characters
  '이름은 최대 63자까지 가능합니다',
  // This name is taken
  '이미 사용 중인 이름입니다',
  // A name cannot start or end with a hyphen
  '이름은 하이픈으로 시작하거나 끝날 수 없습니다',
  // A name cannot have hyphens as its third and fourth characters
  '이름의 세 번째와 네 번째 문자는 하이픈일 수 없습니다',
  // This name is reserved
  '예약된 이름입니다',
  // Available
  '사용 가능',
  // Error fetching name suggestions
  '이름 추천을 가져오는 중 오류가 발생했습니다',
  // Error fetching names for address
  '주소의 이름을 가져오는 중 오류가 발생했습니다',
  // Error registering name
  '이름을 등록하는 중 오류가 발생했습니다',
  // Error resolving name
  '이름을 확인하는 중 오류가 발생했습니다',
  // Names work on EVM networks only
  '이름은 EVM 네트워크에서만 사용할 수 있습니다',
  // Enter a valid email address
  '올바른 이메일 주소를 입력하세요',
  // Enter the 6-digit code from the email
  '이메일로 받은 6자리 코드를 입력하세요',
  // The embedded wallet needs the Airlock cloud: set cloudUrl and projectId
  '임베디드 지갑을 사용하려면 Airlock 클라우드가 필요합니다. cloudUrl과 projectId를 설정하세요',
  // Social login failed
  '소셜 로그인에 실패했습니다',
  // The sign-in window was closed before you signed in
  '로그인을 완료하기 전에 로그인 창이 닫혔습니다',
  // The browser blocked the sign-in window. Allow pop-ups for this site and try again.
  '브라우저가 로그인 창을 차단했습니다. 이 사이트의 팝업을 허용하고 다시 시도하세요.',
  // This is already your email: enter a different one
  '현재 이메일과 같습니다. 다른 이메일을 입력하세요',
  // Only a wallet signed in by email can change its email
  '이메일로 로그인한 지갑만 이메일을 변경할 수 있습니다',
  // Email updated
  '이메일이 변경되었습니다',
  // Code sent again
  '코드를 다시 보냈습니다',
  // Only the embedded wallet can switch between an EOA and a smart account here
  '여기서는 임베디드 지갑만 EOA와 스마트 계정 간에 전환할 수 있습니다',
  // This network has no smart account for this wallet
  '이 네트워크에는 이 지갑의 스마트 계정이 없습니다',
  // Session revoked
  '세션이 취소되었습니다',
  // Failed to disconnect
  '연결 해제에 실패했습니다',
  // Token Balance Unavailable
  '토큰 잔액을 불러올 수 없습니다',
  // Signature declined
  '서명이 거부되었습니다',
  // This application might not support Smart Accounts
  '이 애플리케이션은 스마트 계정을 지원하지 않을 수 있습니다',
  // Unsupported chain
  '지원되지 않는 네트워크',
  // Something went wrong
  '문제가 발생했습니다',
  // User rejected the request
  '사용자가 요청을 거부했습니다',
  // Action not allowed
  '허용되지 않는 작업입니다',
  // Failed to fetch transactions
  '거래 내역을 가져오지 못했습니다',
  // Failed to fetch NFTs
  'NFT를 가져오지 못했습니다',
  // The wallet did not reconnect in time
  '지갑이 제시간에 다시 연결되지 않았습니다',
  // Please try again after {seconds} seconds
  '{seconds}초 후에 다시 시도하세요',
])
