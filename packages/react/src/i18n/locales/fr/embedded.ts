import type { Translation } from '../../define.ts'
import type { embeddedMessages } from '../../en/embedded.ts'

/** French texts of the embedded wallet's views (email code, new browser, email change, approval, Farcaster). */
export default {
  loadingApproval: 'Chargement de l’approbation…',
  farcasterQrLabel: 'Code QR de connexion Farcaster',
  preparingQrCode: 'Préparation du code QR',
  farcasterScan:
    'Scannez ce code QR avec l’appareil photo de votre téléphone ou l’app Farcaster, puis approuvez.',
  tryAgain: 'Réessayer',
  openLink: 'Ouvrir le lien',
  copyLink: 'Copier le lien',
  linkCopied: 'Lien copié',
  linkCopyFailed: 'Impossible de copier le lien',
  approveBrowser: 'Approuvez ce navigateur',
  deviceEmailSent:
    'Nous avons envoyé un e-mail à {email}. Ouvrez le lien d’approbation qu’il contient pour utiliser votre portefeuille ici ; cette vue se met à jour d’elle-même.',
  enterCode: 'Saisissez le code',
  codeSent: 'Nous avons envoyé un code à 6 chiffres à {email}. Il expire dans 10 minutes.',
  oneTimeCode: 'Code à usage unique',
  resendCode: 'Renvoyer le code',
  updateEmailLead:
    'Un code est envoyé à {email} pour confirmer que c’est bien vous, puis un autre à la nouvelle adresse.',
  newEmail: 'Nouvelle adresse e-mail',
  emailPlaceholder: 'E-mail',
  cancel: 'Annuler',
  save: 'Enregistrer',
  confirmItIsYou: 'Confirmez que c’est bien vous',
  confirmNewEmail: 'Confirmez la nouvelle adresse e-mail',
  primaryCodeSent: 'Saisissez le code envoyé à {email}. Il confirme le changement pour {newEmail}.',
  secondaryCodeSent: 'Saisissez le code envoyé à {email}. Il expire dans 10 minutes.',
  primaryCodeLabel: 'Code envoyé à votre adresse e-mail actuelle',
  secondaryCodeLabel: 'Code envoyé à votre nouvelle adresse e-mail',
  useAnotherEmail: 'Utiliser une autre adresse e-mail',
} satisfies Translation<typeof embeddedMessages>
