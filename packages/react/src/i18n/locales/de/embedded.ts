import type { Translation } from '../../define.ts'
import type { embeddedMessages } from '../../en/embedded.ts'

/** German texts of the embedded wallet's views (email code, new browser, email change, approval, Farcaster). */
export default {
  loadingApproval: 'Freigabe wird geladen…',
  farcasterQrLabel: 'QR-Code für die Anmeldung mit Farcaster',
  preparingQrCode: 'QR-Code wird vorbereitet',
  farcasterScan:
    'Scanne diesen QR-Code mit der Kamera deines Smartphones oder der Farcaster-App und bestätige dann.',
  tryAgain: 'Erneut versuchen',
  openLink: 'Link öffnen',
  copyLink: 'Link kopieren',
  linkCopied: 'Link kopiert',
  linkCopyFailed: 'Link konnte nicht kopiert werden',
  approveBrowser: 'Diesen Browser bestätigen',
  deviceEmailSent:
    'Wir haben eine E-Mail an {email} gesendet. Öffne den Bestätigungslink darin, um deine Wallet hier zu nutzen; diese Ansicht geht dann von selbst weiter.',
  enterCode: 'Code eingeben',
  codeSent: 'Wir haben einen 6-stelligen Code an {email} gesendet. Er läuft in 10 Minuten ab.',
  oneTimeCode: 'Einmalcode',
  resendCode: 'Code erneut senden',
  updateEmailLead:
    'Zuerst geht ein Code an {email}, um zu bestätigen, dass du es bist, dann einer an die neue Adresse.',
  newEmail: 'Neue E-Mail-Adresse',
  emailPlaceholder: 'E-Mail',
  cancel: 'Abbrechen',
  save: 'Speichern',
  confirmItIsYou: 'Bestätige, dass du es bist',
  confirmNewEmail: 'Bestätige die neue E-Mail-Adresse',
  primaryCodeSent:
    'Gib den Code ein, der an {email} gesendet wurde. Er bestätigt die Änderung zu {newEmail}.',
  secondaryCodeSent: 'Gib den Code ein, der an {email} gesendet wurde. Er läuft in 10 Minuten ab.',
  primaryCodeLabel: 'Code an deine aktuelle E-Mail-Adresse',
  secondaryCodeLabel: 'Code an deine neue E-Mail-Adresse',
  useAnotherEmail: 'Andere E-Mail-Adresse verwenden',
} satisfies Translation<typeof embeddedMessages>
