import { coreTranslation } from '../../en/core.ts'

/**
 * French texts of the core's toasts and form and flow errors, in the order of the English list
 * (en/core.ts), each under its English.
 */
export default coreTranslation([
  // Enter an amount such as 1.25
  'Saisissez un montant, par exemple 1.25',
  // The amount must be more than 0
  'Le montant doit être supérieur à 0',
  // Insufficient funds
  'Fonds insuffisants',
  // Invalid address
  'Adresse invalide',
  // This token is on another network. Pick it again on this one.
  'Ce jeton est sur un autre réseau. Sélectionnez-le à nouveau sur celui-ci.',
  // Transaction pending
  'Transaction en attente',
  // Transaction sent
  'Transaction envoyée',
  // Transaction reverted: nothing was sent
  'Transaction annulée (revert) : rien n’a été envoyé',
  // An amount and receiver address are required
  'Un montant et une adresse de destination sont requis',
  // A token is required
  'Un jeton est requis',
  // Too many decimals: the token has {decimals}
  'Trop de décimales : le jeton en a {decimals}',
  // Enter an address that starts with 0x followed by 40 hex characters.
  'Saisissez une adresse commençant par 0x suivie de 40 caractères hexadécimaux.',
  // Enter a Solana address of 32 to 44 base58 characters.
  'Saisissez une adresse Solana de 32 à 44 caractères base58.',
  // Sending is not supported on this network.
  'L’envoi n’est pas pris en charge sur ce réseau.',
  // Network not supported for Swaps
  'Réseau non pris en charge pour les échanges',
  // Select a token
  'Sélectionnez un jeton',
  // Enter an amount
  'Saisissez un montant',
  // Insufficient {symbol} balance
  'Solde de {symbol} insuffisant',
  // Too many decimals: {symbol} has {decimals}
  'Trop de décimales : {symbol} en a {decimals}',
  // Choose two different tokens
  'Choisissez deux jetons différents',
  // Swaps need the Airlock cloud: set cloudUrl and projectId
  'Les échanges nécessitent le cloud Airlock : définissez cloudUrl et projectId',
  // Could not get a quote
  'Impossible d’obtenir une cotation',
  // Could not load the tokens you can swap
  'Impossible de charger les jetons échangeables',
  // The approval failed on chain: nothing was swapped
  'L’approbation a échoué sur la chaîne : rien n’a été échangé',
  // The swap failed on chain: nothing was swapped
  'L’échange a échoué sur la chaîne : rien n’a été échangé',
  // The price moved more than your {tolerance}% slippage tolerance before the swap was mined, so nothing was swapped. Review the new quote and try again.
  'Le prix a varié au-delà de votre tolérance de glissement de {tolerance} % avant la validation de l’échange, donc rien n’a été échangé. Vérifiez la nouvelle cotation et réessayez.',
  // Slippage must be more than 0 and at most 49%
  'Le glissement doit être supérieur à 0 et ne pas dépasser 49 %',
  // Approving {symbol}
  'Approbation de {symbol}',
  // Swapping
  'Échange en cours',
  // Swapped {from} for {to}
  'Vous avez échangé {from} contre {to}',
  // Buying crypto needs the Airlock cloud: set cloudUrl and projectId
  'L’achat de crypto nécessite le cloud Airlock : définissez cloudUrl et projectId',
  // No provider offers purchases for this app right now
  'Aucun fournisseur ne propose d’achat pour cette application pour le moment',
  // No currency can be bought on this network
  'Aucune devise ne peut être achetée sur ce réseau',
  // Enter an amount such as 50 or 49.99
  'Saisissez un montant, par exemple 50 ou 49.99',
  // The minimum for {method} is {min} {currency}
  'Le minimum pour {method} est de {min} {currency}',
  // The maximum for {method} is {max} {currency}
  'Le maximum pour {method} est de {max} {currency}',
  // Estimate only: the provider confirms the price at checkout
  'Estimation uniquement : le fournisseur confirme le prix lors du paiement',
  // Connect a wallet to buy crypto
  'Connectez un portefeuille pour acheter de la crypto',
  // The browser blocked the checkout window. Allow pop-ups for this site and try again.
  'Le navigateur a bloqué la fenêtre de paiement. Autorisez les fenêtres pop-up pour ce site et réessayez.',
  // Finish your purchase in the {provider} window
  'Finalisez votre achat dans la fenêtre {provider}',
  // Payment received, sending your tokens
  'Paiement reçu, envoi de vos jetons en cours',
  // The purchase failed: nothing was charged and no tokens were sent
  'L’achat a échoué : rien n’a été débité et aucun jeton n’a été envoyé',
  // Nothing was charged and no tokens were sent.
  'Rien n’a été débité et aucun jeton n’a été envoyé.',
  // {provider} sells only {symbol} here
  '{provider} ne vend ici que {symbol}',
  // Bought {amount}
  'Vous avez acheté {amount}',
  // Payments are turned off: set features.pay to true in the kit options
  'Les paiements sont désactivés : mettez features.pay à true dans les options du kit',
  // Payments need the Airlock cloud: set cloudUrl and projectId
  'Les paiements nécessitent le cloud Airlock : définissez cloudUrl et projectId',
  // This payment request is not valid
  'Cette demande de paiement n’est pas valide',
  // The payment was cancelled: nothing was paid
  'Le paiement a été annulé : rien n’a été payé',
  // This payment request has expired: ask the shop for a new one
  'Cette demande de paiement a expiré : demandez-en une nouvelle à la boutique',
  // This payment request has already been paid
  'Cette demande de paiement a déjà été payée',
  // This payment does not match the shop’s payment request: nothing was paid
  'Ce paiement ne correspond pas à la demande de paiement de la boutique : rien n’a été payé',
  // Not enough funds for this payment
  'Fonds insuffisants pour ce paiement',
  // You declined the payment in your wallet
  'Vous avez refusé le paiement dans votre portefeuille',
  // The approval failed on chain: nothing was paid
  'L’approbation a échoué sur la chaîne : rien n’a été payé',
  // The payment failed on chain: nothing was paid
  'Le paiement a échoué sur la chaîne : rien n’a été payé',
  // Selling crypto needs the Airlock cloud: set cloudUrl and projectId
  'La vente de crypto nécessite le cloud Airlock : définissez cloudUrl et projectId',
  // Connect a wallet to sell crypto
  'Connectez un portefeuille pour vendre de la crypto',
  // Enter an amount such as 20 or 0.5
  'Saisissez un montant, par exemple 20 ou 0.5',
  // The minimum is {min} {symbol}
  'Le minimum est de {min} {symbol}',
  // The maximum is {max} {symbol}
  'Le maximum est de {max} {symbol}',
  // The amount is more than your balance
  'Le montant dépasse votre solde',
  // The quote expired: check the new one and sell again
  'Le devis a expiré : vérifiez le nouveau et vendez à nouveau',
  // The sale was refunded. {reason}. The tokens went back to your wallet.
  'La vente a été remboursée. {reason}. Les jetons sont revenus dans votre portefeuille.',
  // The provider’s order does not match your quote: nothing was sent
  'La commande du fournisseur ne correspond pas à votre devis : rien n’a été envoyé',
  // The order expired before a deposit arrived: nothing was sold
  'La commande a expiré avant l’arrivée d’un dépôt : rien n’a été vendu',
  // Sold {amount}: the payout is on its way
  'Vous avez vendu {amount} : le virement est en route',
  // Enter the account holder’s name
  'Saisissez le nom du titulaire du compte',
  // An account holder’s name has at most {max} characters
  'Le nom du titulaire compte au plus {max} caractères',
  // An account holder’s name has no control characters
  'Le nom du titulaire ne contient pas de caractères de contrôle',
  // A bank account's type is 'iban' or 'us'
  "Le type d’un compte bancaire est 'iban' ou 'us'",
  // Enter the account number
  'Saisissez le numéro de compte',
  // An account number has only digits
  'Un numéro de compte ne contient que des chiffres',
  // An account number has 4 to 17 digits; this one has {length}
  'Un numéro de compte compte de 4 à 17 chiffres ; celui-ci en a {length}',
  // Enter the IBAN
  'Saisissez l’IBAN',
  // An IBAN has only letters and digits
  'Un IBAN ne contient que des lettres et des chiffres',
  // An IBAN starts with its two-letter country code, such as DE
  'Un IBAN commence par le code pays à deux lettres, par exemple DE',
  // {country} is not a country that uses IBANs
  '{country} n’est pas un pays qui utilise l’IBAN',
  // An IBAN has two check digits after its country code
  'Un IBAN a deux chiffres de contrôle après le code pays',
  // A {country} IBAN has {expected} characters; this one has {length}
  'Un IBAN {country} compte {expected} caractères ; celui-ci en a {length}',
  // The IBAN’s check digits do not match: check it for a typo
  'Les chiffres de contrôle de l’IBAN ne correspondent pas : vérifiez qu’il n’y a pas de faute de frappe',
  // Enter the routing number
  'Saisissez le numéro de routage (routing number)',
  // A routing number has only digits
  'Un numéro de routage ne contient que des chiffres',
  // A routing number has 9 digits; this one has {length}
  'Un numéro de routage compte 9 chiffres ; celui-ci en a {length}',
  // The routing number’s check digit does not match: check it for a typo
  'Le chiffre de contrôle du numéro de routage ne correspond pas : vérifiez qu’il n’y a pas de faute de frappe',
  // A name has letters, digits and hyphens only, at least 4 characters
  'Un nom ne contient que des lettres, des chiffres et des tirets, avec au moins 4 caractères',
  // A name has at most 63 characters
  'Un nom contient au maximum 63 caractères',
  // This name is taken
  'Ce nom est déjà pris',
  // A name cannot start or end with a hyphen
  'Un nom ne peut pas commencer ni finir par un trait d’union',
  // A name cannot have hyphens as its third and fourth characters
  'Un nom ne peut pas avoir de traits d’union en troisième et quatrième position',
  // This name is reserved
  'Ce nom est réservé',
  // Available
  'Disponible',
  // Error fetching name suggestions
  'Erreur lors de la récupération des suggestions de noms',
  // Error fetching names for address
  'Erreur lors de la récupération des noms de l’adresse',
  // Error registering name
  'Erreur lors de l’enregistrement du nom',
  // Error resolving name
  'Erreur lors de la résolution du nom',
  // Names work on EVM networks only
  'Les noms ne fonctionnent que sur les réseaux EVM',
  // Enter a valid email address
  'Saisissez une adresse e-mail valide',
  // Enter the 6-digit code from the email
  'Saisissez le code à 6 chiffres reçu par e-mail',
  // The embedded wallet needs the Airlock cloud: set cloudUrl and projectId
  'Le portefeuille intégré nécessite le cloud Airlock : définissez cloudUrl et projectId',
  // Social login failed
  'Échec de la connexion via le réseau social',
  // The sign-in window was closed before you signed in
  'La fenêtre de connexion a été fermée avant la fin de la connexion',
  // The browser blocked the sign-in window. Allow pop-ups for this site and try again.
  'Le navigateur a bloqué la fenêtre de connexion. Autorisez les fenêtres pop-up pour ce site et réessayez.',
  // This is already your email: enter a different one
  'C’est déjà votre adresse e-mail : saisissez-en une autre',
  // Only a wallet signed in by email can change its email
  'Seul un portefeuille connecté par e-mail peut changer son adresse e-mail',
  // Email updated
  'Adresse e-mail mise à jour',
  // Code sent again
  'Code renvoyé',
  // Only the embedded wallet can switch between an EOA and a smart account here
  'Ici, seul le portefeuille intégré peut basculer entre un EOA et un compte intelligent',
  // This network has no smart account for this wallet
  'Ce réseau n’a pas de compte intelligent pour ce portefeuille',
  // Session revoked
  'Session révoquée',
  // Failed to disconnect
  'Échec de la déconnexion',
  // Token Balance Unavailable
  'Solde des jetons indisponible',
  // Signature declined
  'Signature refusée',
  // This application might not support Smart Accounts
  'Cette application ne prend peut-être pas en charge les comptes intelligents',
  // Unsupported chain
  'Réseau non pris en charge',
  // Something went wrong
  'Une erreur s’est produite',
  // User rejected the request
  'L’utilisateur a refusé la demande',
  // Action not allowed
  'Action non autorisée',
  // Failed to fetch transactions
  'Échec de la récupération des transactions',
  // Failed to fetch NFTs
  'Échec de la récupération des NFT',
  // The wallet did not reconnect in time
  "Le portefeuille ne s'est pas reconnecté à temps",
  // Please try again after {seconds} seconds
  'Veuillez réessayer dans {seconds} secondes',
])
