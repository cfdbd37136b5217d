import { coreTranslation } from '../../en/core.ts'

/**
 * Spanish texts of the core's toasts and form and flow errors, in the order of the English list
 * (en/core.ts), each under its English.
 */
export default coreTranslation([
  // Enter an amount such as 1.25
  'Ingresa un monto, por ejemplo 1.25',
  // The amount must be more than 0
  'El monto debe ser mayor que 0',
  // Insufficient funds
  'Fondos insuficientes',
  // Invalid address
  'Dirección no válida',
  // This token is on another network. Pick it again on this one.
  'Este token está en otra red. Vuelve a elegirlo en esta.',
  // Transaction pending
  'Transacción pendiente',
  // Transaction sent
  'Transacción enviada',
  // Transaction reverted: nothing was sent
  'Transacción revertida: no se envió nada',
  // An amount and receiver address are required
  'Se requieren un monto y una dirección de destino',
  // A token is required
  'Se requiere un token',
  // Too many decimals: the token has {decimals}
  'Demasiados decimales: el token tiene {decimals}',
  // Enter an address that starts with 0x followed by 40 hex characters.
  'Ingresa una dirección que empiece con 0x seguida de 40 caracteres hexadecimales.',
  // Enter a Solana address of 32 to 44 base58 characters.
  'Ingresa una dirección de Solana de 32 a 44 caracteres base58.',
  // Sending is not supported on this network.
  'No se pueden hacer envíos en esta red.',
  // Network not supported for Swaps
  'Red no compatible con intercambios',
  // Select a token
  'Selecciona un token',
  // Enter an amount
  'Ingresa un monto',
  // Insufficient {symbol} balance
  'Saldo de {symbol} insuficiente',
  // Too many decimals: {symbol} has {decimals}
  'Demasiados decimales: {symbol} tiene {decimals}',
  // Choose two different tokens
  'Elige dos tokens distintos',
  // Swaps need the Airlock cloud: set cloudUrl and projectId
  'Los intercambios requieren la nube de Airlock: configura cloudUrl y projectId',
  // Could not get a quote
  'No se pudo obtener una cotización',
  // Could not load the tokens you can swap
  'No se pudieron cargar los tokens que puedes intercambiar',
  // The approval failed on chain: nothing was swapped
  'La aprobación falló en la cadena: no se intercambió nada',
  // The swap failed on chain: nothing was swapped
  'El intercambio falló en la cadena: no se intercambió nada',
  // The price moved more than your {tolerance}% slippage tolerance before the swap was mined, so nothing was swapped. Review the new quote and try again.
  'El precio varió más que tu tolerancia de deslizamiento del {tolerance}% antes de que se confirmara el intercambio, así que no se intercambió nada. Revisa la nueva cotización e inténtalo de nuevo.',
  // Slippage must be more than 0 and at most 49%
  'El deslizamiento debe ser mayor que 0 y como máximo del 49%',
  // Approving {symbol}
  'Aprobando {symbol}',
  // Swapping
  'Intercambiando',
  // Swapped {from} for {to}
  'Intercambiaste {from} por {to}',
  // Buying crypto needs the Airlock cloud: set cloudUrl and projectId
  'Comprar cripto requiere la nube de Airlock: configura cloudUrl y projectId',
  // No provider offers purchases for this app right now
  'Ningún proveedor ofrece compras para esta app en este momento',
  // No currency can be bought on this network
  'No se puede comprar ninguna moneda en esta red',
  // Enter an amount such as 50 or 49.99
  'Ingresa un monto, por ejemplo 50 o 49.99',
  // The minimum for {method} is {min} {currency}
  'El mínimo para {method} es {min} {currency}',
  // The maximum for {method} is {max} {currency}
  'El máximo para {method} es {max} {currency}',
  // Estimate only: the provider confirms the price at checkout
  'Solo es una estimación: el proveedor confirma el precio al pagar',
  // Connect a wallet to buy crypto
  'Conecta una billetera para comprar cripto',
  // The browser blocked the checkout window. Allow pop-ups for this site and try again.
  'El navegador bloqueó la ventana de pago. Permite las ventanas emergentes para este sitio e inténtalo de nuevo.',
  // Finish your purchase in the {provider} window
  'Completa tu compra en la ventana de {provider}',
  // Payment received, sending your tokens
  'Pago recibido, enviando tus tokens',
  // The purchase failed: nothing was charged and no tokens were sent
  'La compra falló: no se cobró nada ni se enviaron tokens',
  // Nothing was charged and no tokens were sent.
  'No se cobró nada ni se enviaron tokens.',
  // {provider} sells only {symbol} here
  '{provider} solo vende {symbol} aquí',
  // Bought {amount}
  'Compraste {amount}',
  // Payments are turned off: set features.pay to true in the kit options
  'Los pagos están desactivados: pon features.pay en true en las opciones del kit',
  // Payments need the Airlock cloud: set cloudUrl and projectId
  'Los pagos requieren la nube de Airlock: configura cloudUrl y projectId',
  // This payment request is not valid
  'Esta solicitud de pago no es válida',
  // The payment was cancelled: nothing was paid
  'El pago se canceló: no se pagó nada',
  // This payment request has expired: ask the shop for a new one
  'Esta solicitud de pago ha caducado: pide una nueva a la tienda',
  // This payment request has already been paid
  'Esta solicitud de pago ya se pagó',
  // This payment does not match the shop’s payment request: nothing was paid
  'Este pago no coincide con la solicitud de pago de la tienda: no se pagó nada',
  // Not enough funds for this payment
  'Fondos insuficientes para este pago',
  // You declined the payment in your wallet
  'Rechazaste el pago en tu billetera',
  // The approval failed on chain: nothing was paid
  'La aprobación falló en la cadena: no se pagó nada',
  // The payment failed on chain: nothing was paid
  'El pago falló en la cadena: no se pagó nada',
  // Selling crypto needs the Airlock cloud: set cloudUrl and projectId
  'Vender cripto requiere la nube de Airlock: configura cloudUrl y projectId',
  // Connect a wallet to sell crypto
  'Conecta una billetera para vender cripto',
  // Enter an amount such as 20 or 0.5
  'Ingresa un monto, por ejemplo 20 o 0.5',
  // The minimum is {min} {symbol}
  'El mínimo es {min} {symbol}',
  // The maximum is {max} {symbol}
  'El máximo es {max} {symbol}',
  // The amount is more than your balance
  'El monto supera tu saldo',
  // The quote expired: check the new one and sell again
  'La cotización venció: revisa la nueva y vende de nuevo',
  // The sale was refunded. {reason}. The tokens went back to your wallet.
  'La venta se reembolsó. {reason}. Los tokens volvieron a tu billetera.',
  // The provider’s order does not match your quote: nothing was sent
  'El pedido del proveedor no coincide con tu cotización: no se envió nada',
  // The order expired before a deposit arrived: nothing was sold
  'La orden venció antes de que llegara un depósito: no se vendió nada',
  // Sold {amount}: the payout is on its way
  'Vendiste {amount}: el pago está en camino',
  // Enter the account holder’s name
  'Ingresa el nombre del titular de la cuenta',
  // An account holder’s name has at most {max} characters
  'El nombre del titular tiene como máximo {max} caracteres',
  // An account holder’s name has no control characters
  'El nombre del titular no puede tener caracteres de control',
  // A bank account's type is 'iban' or 'us'
  "El tipo de cuenta bancaria es 'iban' o 'us'",
  // Enter the account number
  'Ingresa el número de cuenta',
  // An account number has only digits
  'El número de cuenta tiene solo dígitos',
  // An account number has 4 to 17 digits; this one has {length}
  'El número de cuenta tiene de 4 a 17 dígitos; este tiene {length}',
  // Enter the IBAN
  'Ingresa el IBAN',
  // An IBAN has only letters and digits
  'El IBAN tiene solo letras y dígitos',
  // An IBAN starts with its two-letter country code, such as DE
  'El IBAN empieza con el código de país de dos letras, como DE',
  // {country} is not a country that uses IBANs
  '{country} no es un país que use IBAN',
  // An IBAN has two check digits after its country code
  'El IBAN tiene dos dígitos de control después del código de país',
  // A {country} IBAN has {expected} characters; this one has {length}
  'Un IBAN de {country} tiene {expected} caracteres; este tiene {length}',
  // The IBAN’s check digits do not match: check it for a typo
  'Los dígitos de control del IBAN no coinciden: revisa si hay un error de tipeo',
  // Enter the routing number
  'Ingresa el número de ruta (routing number)',
  // A routing number has only digits
  'El número de ruta tiene solo dígitos',
  // A routing number has 9 digits; this one has {length}
  'El número de ruta tiene 9 dígitos; este tiene {length}',
  // The routing number’s check digit does not match: check it for a typo
  'El dígito de control del número de ruta no coincide: revisa si hay un error de tipeo',
  // A name has letters, digits and hyphens only, at least 4 characters
  'Un nombre solo puede tener letras, dígitos y guiones, y al menos 4 caracteres',
  // A name has at most 63 characters
  'Un nombre tiene como máximo 63 caracteres',
  // This name is taken
  'Este nombre ya está en uso',
  // A name cannot start or end with a hyphen
  'Un nombre no puede empezar ni terminar con un guion',
  // A name cannot have hyphens as its third and fourth characters
  'Un nombre no puede tener guiones como tercer y cuarto carácter',
  // This name is reserved
  'Este nombre está reservado',
  // Available
  'Disponible',
  // Error fetching name suggestions
  'Error al obtener sugerencias de nombres',
  // Error fetching names for address
  'Error al obtener los nombres de la dirección',
  // Error registering name
  'Error al registrar el nombre',
  // Error resolving name
  'Error al resolver el nombre',
  // Names work on EVM networks only
  'Los nombres solo funcionan en redes EVM',
  // Enter a valid email address
  'Ingresa un correo electrónico válido',
  // Enter the 6-digit code from the email
  'Ingresa el código de 6 dígitos del correo',
  // The embedded wallet needs the Airlock cloud: set cloudUrl and projectId
  'La billetera integrada requiere la nube de Airlock: configura cloudUrl y projectId',
  // Social login failed
  'No se pudo iniciar sesión con la red social',
  // The sign-in window was closed before you signed in
  'La ventana de inicio de sesión se cerró antes de que iniciaras sesión',
  // The browser blocked the sign-in window. Allow pop-ups for this site and try again.
  'El navegador bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes para este sitio e inténtalo de nuevo.',
  // This is already your email: enter a different one
  'Este ya es tu correo: ingresa otro',
  // Only a wallet signed in by email can change its email
  'Solo una billetera con sesión iniciada por correo puede cambiar su correo',
  // Email updated
  'Correo actualizado',
  // Code sent again
  'Código reenviado',
  // Only the embedded wallet can switch between an EOA and a smart account here
  'Aquí solo la billetera integrada puede cambiar entre una EOA y una cuenta inteligente',
  // This network has no smart account for this wallet
  'Esta red no tiene una cuenta inteligente para esta billetera',
  // Session revoked
  'Sesión revocada',
  // Failed to disconnect
  'No se pudo desconectar',
  // Token Balance Unavailable
  'Saldo de tokens no disponible',
  // Signature declined
  'Firma rechazada',
  // This application might not support Smart Accounts
  'Es posible que esta aplicación no admita cuentas inteligentes',
  // Unsupported chain
  'Red no compatible',
  // Something went wrong
  'Algo salió mal',
  // User rejected the request
  'El usuario rechazó la solicitud',
  // Action not allowed
  'Acción no permitida',
  // Failed to fetch transactions
  'No se pudieron obtener las transacciones',
  // Failed to fetch NFTs
  'No se pudieron obtener los NFT',
  // The wallet did not reconnect in time
  'La billetera no se volvió a conectar a tiempo',
  // Please try again after {seconds} seconds
  'Vuelve a intentarlo en {seconds} segundos',
])
