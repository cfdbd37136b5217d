import { coreTranslation } from '../../en/core.ts'

/**
 * Brazilian Portuguese texts of the core's toasts and form and flow errors, in the order of the English list
 * (en/core.ts), each under its English.
 */
export default coreTranslation([
  // Enter an amount such as 1.25
  'Digite um valor, como 1.25',
  // The amount must be more than 0
  'O valor deve ser maior que 0',
  // Insufficient funds
  'Fundos insuficientes',
  // Invalid address
  'Endereço inválido',
  // This token is on another network. Pick it again on this one.
  'Este token está em outra rede. Selecione-o novamente nesta rede.',
  // Transaction pending
  'Transação pendente',
  // Transaction sent
  'Transação enviada',
  // Transaction reverted: nothing was sent
  'Transação revertida: nada foi enviado',
  // An amount and receiver address are required
  'Informe um valor e um endereço de destino',
  // A token is required
  'Selecione um token',
  // Too many decimals: the token has {decimals}
  'Casas decimais demais: o token tem {decimals}',
  // Enter an address that starts with 0x followed by 40 hex characters.
  'Digite um endereço que comece com 0x seguido de 40 caracteres hexadecimais.',
  // Enter a Solana address of 32 to 44 base58 characters.
  'Digite um endereço Solana de 32 a 44 caracteres base58.',
  // Sending is not supported on this network.
  'Envios não são compatíveis com esta rede.',
  // Network not supported for Swaps
  'Rede não compatível com trocas',
  // Select a token
  'Selecione um token',
  // Enter an amount
  'Digite um valor',
  // Insufficient {symbol} balance
  'Saldo de {symbol} insuficiente',
  // Too many decimals: {symbol} has {decimals}
  'Casas decimais demais: {symbol} tem {decimals}',
  // Choose two different tokens
  'Escolha dois tokens diferentes',
  // Swaps need the Airlock cloud: set cloudUrl and projectId
  'As trocas precisam da nuvem Airlock: defina cloudUrl e projectId',
  // Could not get a quote
  'Não foi possível obter uma cotação',
  // Could not load the tokens you can swap
  'Não foi possível carregar os tokens disponíveis para troca',
  // The approval failed on chain: nothing was swapped
  'A aprovação falhou na blockchain: nada foi trocado',
  // The swap failed on chain: nothing was swapped
  'A troca falhou na blockchain: nada foi trocado',
  // The price moved more than your {tolerance}% slippage tolerance before the swap was mined, so nothing was swapped. Review the new quote and try again.
  'O preço variou mais do que sua tolerância de slippage de {tolerance}% antes de a troca ser confirmada, então nada foi trocado. Revise a nova cotação e tente novamente.',
  // Slippage must be more than 0 and at most 49%
  'O slippage deve ser maior que 0 e de no máximo 49%',
  // Approving {symbol}
  'Aprovando {symbol}',
  // Swapping
  'Trocando',
  // Swapped {from} for {to}
  'Você trocou {from} por {to}',
  // Buying crypto needs the Airlock cloud: set cloudUrl and projectId
  'Comprar cripto requer a nuvem Airlock: defina cloudUrl e projectId',
  // No provider offers purchases for this app right now
  'Nenhum provedor oferece compras para este app no momento',
  // No currency can be bought on this network
  'Nenhuma moeda pode ser comprada nesta rede',
  // Enter an amount such as 50 or 49.99
  'Digite um valor, como 50 ou 49.99',
  // The minimum for {method} is {min} {currency}
  'O mínimo para {method} é {min} {currency}',
  // The maximum for {method} is {max} {currency}
  'O máximo para {method} é {max} {currency}',
  // Estimate only: the provider confirms the price at checkout
  'Apenas uma estimativa: o provedor confirma o preço no pagamento',
  // Connect a wallet to buy crypto
  'Conecte uma carteira para comprar cripto',
  // The browser blocked the checkout window. Allow pop-ups for this site and try again.
  'O navegador bloqueou a janela de pagamento. Permita pop-ups para este site e tente novamente.',
  // Finish your purchase in the {provider} window
  'Conclua sua compra na janela de {provider}',
  // Payment received, sending your tokens
  'Pagamento recebido, enviando seus tokens',
  // The purchase failed: nothing was charged and no tokens were sent
  'A compra falhou: nada foi cobrado e nenhum token foi enviado',
  // Nothing was charged and no tokens were sent.
  'Nada foi cobrado e nenhum token foi enviado.',
  // {provider} sells only {symbol} here
  '{provider} vende apenas {symbol} aqui',
  // Bought {amount}
  'Você comprou {amount}',
  // Payments are turned off: set features.pay to true in the kit options
  'Os pagamentos estão desativados: defina features.pay como true nas opções do kit',
  // Payments need the Airlock cloud: set cloudUrl and projectId
  'Os pagamentos precisam da nuvem Airlock: defina cloudUrl e projectId',
  // This payment request is not valid
  'Esta solicitação de pagamento não é válida',
  // The payment was cancelled: nothing was paid
  'O pagamento foi cancelado: nada foi pago',
  // This payment request has expired: ask the shop for a new one
  'Esta solicitação de pagamento expirou: peça uma nova à loja',
  // This payment request has already been paid
  'Esta solicitação de pagamento já foi paga',
  // This payment does not match the shop’s payment request: nothing was paid
  'Este pagamento não corresponde à solicitação de pagamento da loja: nada foi pago',
  // Not enough funds for this payment
  'Saldo insuficiente para este pagamento',
  // You declined the payment in your wallet
  'Você recusou o pagamento na sua carteira',
  // The approval failed on chain: nothing was paid
  'A aprovação falhou na rede: nada foi pago',
  // The payment failed on chain: nothing was paid
  'O pagamento falhou na rede: nada foi pago',
  // Selling crypto needs the Airlock cloud: set cloudUrl and projectId
  'Vender cripto requer a nuvem Airlock: defina cloudUrl e projectId',
  // Connect a wallet to sell crypto
  'Conecte uma carteira para vender cripto',
  // Enter an amount such as 20 or 0.5
  'Digite um valor, como 20 ou 0.5',
  // The minimum is {min} {symbol}
  'O mínimo é {min} {symbol}',
  // The maximum is {max} {symbol}
  'O máximo é {max} {symbol}',
  // The amount is more than your balance
  'O valor é maior que o seu saldo',
  // The quote expired: check the new one and sell again
  'A cotação expirou: confira a nova e venda de novo',
  // The sale was refunded. {reason}. The tokens went back to your wallet.
  'A venda foi reembolsada. {reason}. Os tokens voltaram para a sua carteira.',
  // The provider’s order does not match your quote: nothing was sent
  'O pedido do provedor não corresponde à sua cotação: nada foi enviado',
  // The order expired before a deposit arrived: nothing was sold
  'A ordem expirou antes de chegar um depósito: nada foi vendido',
  // Sold {amount}: the payout is on its way
  'Você vendeu {amount}: o pagamento está a caminho',
  // Enter the account holder’s name
  'Digite o nome do titular da conta',
  // An account holder’s name has at most {max} characters
  'O nome do titular tem no máximo {max} caracteres',
  // An account holder’s name has no control characters
  'O nome do titular não pode ter caracteres de controle',
  // A bank account's type is 'iban' or 'us'
  "O tipo de conta bancária é 'iban' ou 'us'",
  // Enter the account number
  'Digite o número da conta',
  // An account number has only digits
  'O número da conta tem apenas dígitos',
  // An account number has 4 to 17 digits; this one has {length}
  'O número da conta tem de 4 a 17 dígitos; este tem {length}',
  // Enter the IBAN
  'Digite o IBAN',
  // An IBAN has only letters and digits
  'O IBAN tem apenas letras e dígitos',
  // An IBAN starts with its two-letter country code, such as DE
  'O IBAN começa com o código de país de duas letras, como DE',
  // {country} is not a country that uses IBANs
  '{country} não é um país que usa IBAN',
  // An IBAN has two check digits after its country code
  'O IBAN tem dois dígitos verificadores depois do código de país',
  // A {country} IBAN has {expected} characters; this one has {length}
  'Um IBAN de {country} tem {expected} caracteres; este tem {length}',
  // The IBAN’s check digits do not match: check it for a typo
  'Os dígitos verificadores do IBAN não conferem: verifique se há um erro de digitação',
  // Enter the routing number
  'Digite o número de roteamento (routing number)',
  // A routing number has only digits
  'O número de roteamento tem apenas dígitos',
  // A routing number has 9 digits; this one has {length}
  'O número de roteamento tem 9 dígitos; este tem {length}',
  // The routing number’s check digit does not match: check it for a typo
  'O dígito verificador do número de roteamento não confere: verifique se há um erro de digitação',
  // A name has letters, digits and hyphens only, at least 4 characters
  'Um nome só pode ter letras, dígitos e hifens, com no mínimo 4 caracteres',
  // A name has at most 63 characters
  'Um nome tem no máximo 63 caracteres',
  // This name is taken
  'Este nome já está em uso',
  // A name cannot start or end with a hyphen
  'Um nome não pode começar nem terminar com hífen',
  // A name cannot have hyphens as its third and fourth characters
  'Um nome não pode ter hífens como terceiro e quarto caracteres',
  // This name is reserved
  'Este nome está reservado',
  // Available
  'Disponível',
  // Error fetching name suggestions
  'Erro ao buscar sugestões de nomes',
  // Error fetching names for address
  'Erro ao buscar nomes do endereço',
  // Error registering name
  'Erro ao registrar o nome',
  // Error resolving name
  'Erro ao resolver o nome',
  // Names work on EVM networks only
  'Os nomes funcionam apenas em redes EVM',
  // Enter a valid email address
  'Digite um endereço de e-mail válido',
  // Enter the 6-digit code from the email
  'Digite o código de 6 dígitos do e-mail',
  // The embedded wallet needs the Airlock cloud: set cloudUrl and projectId
  'A carteira integrada precisa da nuvem Airlock: defina cloudUrl e projectId',
  // Social login failed
  'Falha no login social',
  // The sign-in window was closed before you signed in
  'A janela de login foi fechada antes de você entrar',
  // The browser blocked the sign-in window. Allow pop-ups for this site and try again.
  'O navegador bloqueou a janela de login. Permita pop-ups para este site e tente novamente.',
  // This is already your email: enter a different one
  'Este já é o seu e-mail: digite outro',
  // Only a wallet signed in by email can change its email
  'Só uma carteira conectada por e-mail pode alterar o e-mail',
  // Email updated
  'E-mail atualizado',
  // Code sent again
  'Código reenviado',
  // Only the embedded wallet can switch between an EOA and a smart account here
  'Aqui, só a carteira integrada pode alternar entre uma EOA e uma conta inteligente',
  // This network has no smart account for this wallet
  'Esta rede não tem conta inteligente para esta carteira',
  // Session revoked
  'Sessão revogada',
  // Failed to disconnect
  'Falha ao desconectar',
  // Token Balance Unavailable
  'Saldo de tokens indisponível',
  // Signature declined
  'Assinatura recusada',
  // This application might not support Smart Accounts
  'Este aplicativo pode não ser compatível com contas inteligentes',
  // Unsupported chain
  'Rede não compatível',
  // Something went wrong
  'Algo deu errado',
  // User rejected the request
  'O usuário rejeitou a solicitação',
  // Action not allowed
  'Ação não permitida',
  // Failed to fetch transactions
  'Falha ao buscar transações',
  // Failed to fetch NFTs
  'Falha ao buscar NFTs',
  // The wallet did not reconnect in time
  'A carteira não se reconectou a tempo',
  // Please try again after {seconds} seconds
  'Tente novamente em {seconds} segundos',
])
