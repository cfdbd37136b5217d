import { coreTranslation } from '../../en/core.ts'

/**
 * German texts of the core's toasts and form and flow errors, in the order of the English list
 * (en/core.ts), each under its English.
 */
export default coreTranslation([
  // Enter an amount such as 1.25
  'Gib einen Betrag ein, z. B. 1.25',
  // The amount must be more than 0
  'Der Betrag muss größer als 0 sein',
  // Insufficient funds
  'Nicht genügend Guthaben',
  // Invalid address
  'Ungültige Adresse',
  // This token is on another network. Pick it again on this one.
  'Dieser Token ist in einem anderen Netzwerk. Wähle ihn in diesem Netzwerk erneut aus.',
  // Transaction pending
  'Transaktion ausstehend',
  // Transaction sent
  'Transaktion gesendet',
  // Transaction reverted: nothing was sent
  'Transaktion zurückgesetzt: Es wurde nichts gesendet',
  // An amount and receiver address are required
  'Betrag und Empfängeradresse sind erforderlich',
  // A token is required
  'Ein Token ist erforderlich',
  // Too many decimals: the token has {decimals}
  'Zu viele Nachkommastellen: Der Token hat {decimals}',
  // Enter an address that starts with 0x followed by 40 hex characters.
  'Gib eine Adresse ein, die mit 0x beginnt, gefolgt von 40 Hex-Zeichen.',
  // Enter a Solana address of 32 to 44 base58 characters.
  'Gib eine Solana-Adresse mit 32 bis 44 Base58-Zeichen ein.',
  // Sending is not supported on this network.
  'Senden wird in diesem Netzwerk nicht unterstützt.',
  // Network not supported for Swaps
  'Tauschen wird in diesem Netzwerk nicht unterstützt',
  // Select a token
  'Wähle einen Token',
  // Enter an amount
  'Gib einen Betrag ein',
  // Insufficient {symbol} balance
  'Nicht genügend {symbol}-Guthaben',
  // Too many decimals: {symbol} has {decimals}
  'Zu viele Nachkommastellen: {symbol} hat {decimals}',
  // Choose two different tokens
  'Wähle zwei verschiedene Token',
  // Swaps need the Airlock cloud: set cloudUrl and projectId
  'Zum Tauschen wird die Airlock-Cloud benötigt: Lege cloudUrl und projectId fest',
  // Could not get a quote
  'Angebot konnte nicht abgerufen werden',
  // Could not load the tokens you can swap
  'Die tauschbaren Token konnten nicht geladen werden',
  // The approval failed on chain: nothing was swapped
  'Die Freigabe ist on-chain fehlgeschlagen: Es wurde nichts getauscht',
  // The swap failed on chain: nothing was swapped
  'Der Tausch ist on-chain fehlgeschlagen: Es wurde nichts getauscht',
  // The price moved more than your {tolerance}% slippage tolerance before the swap was mined, so nothing was swapped. Review the new quote and try again.
  'Der Preis hat sich stärker als deine Slippage-Toleranz von {tolerance} % bewegt, bevor der Tausch in einen Block aufgenommen wurde. Daher wurde nichts getauscht. Prüfe das neue Angebot und versuche es erneut.',
  // Slippage must be more than 0 and at most 49%
  'Die Slippage muss größer als 0 und höchstens 49 % sein',
  // Approving {symbol}
  '{symbol} wird freigegeben',
  // Swapping
  'Tausch läuft',
  // Swapped {from} for {to}
  '{from} gegen {to} getauscht',
  // Buying crypto needs the Airlock cloud: set cloudUrl and projectId
  'Für den Kauf von Krypto wird die Airlock-Cloud benötigt: Lege cloudUrl und projectId fest',
  // No provider offers purchases for this app right now
  'Derzeit bietet kein Anbieter Käufe für diese App an',
  // No currency can be bought on this network
  'In diesem Netzwerk kann keine Währung gekauft werden',
  // Enter an amount such as 50 or 49.99
  'Gib einen Betrag ein, z. B. 50 oder 49.99',
  // The minimum for {method} is {min} {currency}
  'Das Minimum für {method} beträgt {min} {currency}',
  // The maximum for {method} is {max} {currency}
  'Das Maximum für {method} beträgt {max} {currency}',
  // Estimate only: the provider confirms the price at checkout
  'Nur eine Schätzung: Der Anbieter bestätigt den Preis beim Bezahlen',
  // Connect a wallet to buy crypto
  'Verbinde eine Wallet, um Krypto zu kaufen',
  // The browser blocked the checkout window. Allow pop-ups for this site and try again.
  'Der Browser hat das Bezahlfenster blockiert. Erlaube Pop-ups für diese Website und versuche es erneut.',
  // Finish your purchase in the {provider} window
  'Schließe deinen Kauf im Fenster von {provider} ab',
  // Payment received, sending your tokens
  'Zahlung erhalten, deine Token werden gesendet',
  // The purchase failed: nothing was charged and no tokens were sent
  'Der Kauf ist fehlgeschlagen: Es wurde nichts abgebucht und es wurden keine Token gesendet',
  // Nothing was charged and no tokens were sent.
  'Es wurde nichts abgebucht und es wurden keine Token gesendet.',
  // {provider} sells only {symbol} here
  '{provider} verkauft hier nur {symbol}',
  // Bought {amount}
  '{amount} gekauft',
  // Payments are turned off: set features.pay to true in the kit options
  'Zahlungen sind ausgeschaltet: Setze features.pay in den Kit-Optionen auf true',
  // Payments need the Airlock cloud: set cloudUrl and projectId
  'Zahlungen benötigen die Airlock-Cloud: Setze cloudUrl und projectId',
  // This payment request is not valid
  'Diese Zahlungsanforderung ist ungültig',
  // The payment was cancelled: nothing was paid
  'Die Zahlung wurde abgebrochen: Es wurde nichts bezahlt',
  // This payment request has expired: ask the shop for a new one
  'Diese Zahlungsanforderung ist abgelaufen: Bitte den Shop um eine neue',
  // This payment request has already been paid
  'Diese Zahlungsanforderung wurde bereits bezahlt',
  // This payment does not match the shop’s payment request: nothing was paid
  'Diese Zahlung passt nicht zur Zahlungsanforderung des Shops: Es wurde nichts bezahlt',
  // Not enough funds for this payment
  'Nicht genug Guthaben für diese Zahlung',
  // You declined the payment in your wallet
  'Du hast die Zahlung in deiner Wallet abgelehnt',
  // The approval failed on chain: nothing was paid
  'Die Freigabe ist on-chain fehlgeschlagen: Es wurde nichts bezahlt',
  // The payment failed on chain: nothing was paid
  'Die Zahlung ist on-chain fehlgeschlagen: Es wurde nichts bezahlt',
  // Selling crypto needs the Airlock cloud: set cloudUrl and projectId
  'Für den Verkauf von Krypto wird die Airlock-Cloud benötigt: Lege cloudUrl und projectId fest',
  // Connect a wallet to sell crypto
  'Verbinde eine Wallet, um Krypto zu verkaufen',
  // Enter an amount such as 20 or 0.5
  'Gib einen Betrag ein, z. B. 20 oder 0.5',
  // The minimum is {min} {symbol}
  'Das Minimum beträgt {min} {symbol}',
  // The maximum is {max} {symbol}
  'Das Maximum beträgt {max} {symbol}',
  // The amount is more than your balance
  'Der Betrag übersteigt dein Guthaben',
  // The quote expired: check the new one and sell again
  'Das Angebot ist abgelaufen: Prüfe das neue und verkaufe erneut',
  // The sale was refunded. {reason}. The tokens went back to your wallet.
  'Der Verkauf wurde erstattet. {reason}. Die Token sind zurück in deiner Wallet.',
  // The provider’s order does not match your quote: nothing was sent
  'Der Auftrag des Anbieters passt nicht zu deinem Angebot: Es wurde nichts gesendet',
  // The order expired before a deposit arrived: nothing was sold
  'Der Auftrag ist abgelaufen, bevor eine Einzahlung ankam: Es wurde nichts verkauft',
  // Sold {amount}: the payout is on its way
  '{amount} verkauft: Die Auszahlung ist unterwegs',
  // Enter the account holder’s name
  'Gib den Namen des Kontoinhabers ein',
  // An account holder’s name has at most {max} characters
  'Der Name des Kontoinhabers hat höchstens {max} Zeichen',
  // An account holder’s name has no control characters
  'Der Name des Kontoinhabers darf keine Steuerzeichen enthalten',
  // A bank account's type is 'iban' or 'us'
  "Der Typ eines Bankkontos ist 'iban' oder 'us'",
  // Enter the account number
  'Gib die Kontonummer ein',
  // An account number has only digits
  'Eine Kontonummer besteht nur aus Ziffern',
  // An account number has 4 to 17 digits; this one has {length}
  'Eine Kontonummer hat 4 bis 17 Ziffern; diese hat {length}',
  // Enter the IBAN
  'Gib die IBAN ein',
  // An IBAN has only letters and digits
  'Eine IBAN besteht nur aus Buchstaben und Ziffern',
  // An IBAN starts with its two-letter country code, such as DE
  'Eine IBAN beginnt mit dem zweistelligen Ländercode, z. B. DE',
  // {country} is not a country that uses IBANs
  '{country} ist kein Land, das IBANs verwendet',
  // An IBAN has two check digits after its country code
  'Eine IBAN hat nach dem Ländercode zwei Prüfziffern',
  // A {country} IBAN has {expected} characters; this one has {length}
  'Eine IBAN aus {country} hat {expected} Zeichen; diese hat {length}',
  // The IBAN’s check digits do not match: check it for a typo
  'Die Prüfziffern der IBAN stimmen nicht: Prüfe sie auf Tippfehler',
  // Enter the routing number
  'Gib die Routing-Nummer ein',
  // A routing number has only digits
  'Eine Routing-Nummer besteht nur aus Ziffern',
  // A routing number has 9 digits; this one has {length}
  'Eine Routing-Nummer hat 9 Ziffern; diese hat {length}',
  // The routing number’s check digit does not match: check it for a typo
  'Die Prüfziffer der Routing-Nummer stimmt nicht: Prüfe sie auf Tippfehler',
  // A name has letters, digits and hyphens only, at least 4 characters
  'Ein Name besteht nur aus Buchstaben, Ziffern und Bindestrichen und hat mindestens 4 Zeichen',
  // A name has at most 63 characters
  'Ein Name hat höchstens 63 Zeichen',
  // This name is taken
  'Dieser Name ist bereits vergeben',
  // A name cannot start or end with a hyphen
  'Ein Name darf nicht mit einem Bindestrich beginnen oder enden',
  // A name cannot have hyphens as its third and fourth characters
  'Ein Name darf an dritter und vierter Stelle keine Bindestriche haben',
  // This name is reserved
  'Dieser Name ist reserviert',
  // Available
  'Verfügbar',
  // Error fetching name suggestions
  'Fehler beim Abrufen der Namensvorschläge',
  // Error fetching names for address
  'Fehler beim Abrufen der Namen für die Adresse',
  // Error registering name
  'Fehler beim Registrieren des Namens',
  // Error resolving name
  'Fehler beim Auflösen des Namens',
  // Names work on EVM networks only
  'Namen funktionieren nur in EVM-Netzwerken',
  // Enter a valid email address
  'Gib eine gültige E-Mail-Adresse ein',
  // Enter the 6-digit code from the email
  'Gib den 6-stelligen Code aus der E-Mail ein',
  // The embedded wallet needs the Airlock cloud: set cloudUrl and projectId
  'Die eingebettete Wallet benötigt die Airlock-Cloud: Lege cloudUrl und projectId fest',
  // Social login failed
  'Social Login fehlgeschlagen',
  // The sign-in window was closed before you signed in
  'Das Anmeldefenster wurde geschlossen, bevor du dich angemeldet hast',
  // The browser blocked the sign-in window. Allow pop-ups for this site and try again.
  'Der Browser hat das Anmeldefenster blockiert. Erlaube Pop-ups für diese Website und versuche es erneut.',
  // This is already your email: enter a different one
  'Das ist bereits deine E-Mail-Adresse: Gib eine andere ein',
  // Only a wallet signed in by email can change its email
  'Nur eine per E-Mail angemeldete Wallet kann ihre E-Mail-Adresse ändern',
  // Email updated
  'E-Mail-Adresse aktualisiert',
  // Code sent again
  'Code erneut gesendet',
  // Only the embedded wallet can switch between an EOA and a smart account here
  'Hier kann nur die eingebettete Wallet zwischen einem EOA und einem Smart Account wechseln',
  // This network has no smart account for this wallet
  'Dieses Netzwerk hat keinen Smart Account für diese Wallet',
  // Session revoked
  'Sitzung widerrufen',
  // Failed to disconnect
  'Trennen fehlgeschlagen',
  // Token Balance Unavailable
  'Token-Guthaben nicht verfügbar',
  // Signature declined
  'Signatur abgelehnt',
  // This application might not support Smart Accounts
  'Diese Anwendung unterstützt möglicherweise keine Smart Accounts',
  // Unsupported chain
  'Nicht unterstütztes Netzwerk',
  // Something went wrong
  'Etwas ist schiefgelaufen',
  // User rejected the request
  'Der Nutzer hat die Anfrage abgelehnt',
  // Action not allowed
  'Aktion nicht erlaubt',
  // Failed to fetch transactions
  'Transaktionen konnten nicht abgerufen werden',
  // Failed to fetch NFTs
  'NFTs konnten nicht abgerufen werden',
  // The wallet did not reconnect in time
  'Die Wallet hat sich nicht rechtzeitig wieder verbunden',
  // Please try again after {seconds} seconds
  'Bitte versuche es in {seconds} Sekunden erneut',
])
