import type { Translation } from '../../define.ts'
import type { embeddedMessages } from '../../en/embedded.ts'

/** Spanish texts of the embedded wallet's views: email code, new browser, email change, approval, Farcaster. */
export default {
  loadingApproval: 'Cargando la aprobación…',
  farcasterQrLabel: 'Código QR para iniciar sesión con Farcaster',
  preparingQrCode: 'Preparando el código QR',
  farcasterScan: 'Escanea este código QR con la cámara de tu teléfono o la app de Farcaster y luego aprueba.',
  tryAgain: 'Intentar de nuevo',
  openLink: 'Abrir enlace',
  copyLink: 'Copiar enlace',
  linkCopied: 'Enlace copiado',
  linkCopyFailed: 'No se pudo copiar el enlace',
  approveBrowser: 'Aprueba este navegador',
  deviceEmailSent:
    'Enviamos un correo a {email}. Abre el enlace de aprobación que contiene para usar tu billetera aquí; esta vista avanzará sola.',
  enterCode: 'Ingresa el código',
  codeSent: 'Enviamos un código de 6 dígitos a {email}. Vence en 10 minutos.',
  oneTimeCode: 'Código de un solo uso',
  resendCode: 'Reenviar código',
  updateEmailLead:
    'Enviaremos un código a {email} para confirmar que eres tú y luego otro a la nueva dirección.',
  newEmail: 'Nuevo correo',
  emailPlaceholder: 'Correo electrónico',
  cancel: 'Cancelar',
  save: 'Guardar',
  confirmItIsYou: 'Confirma que eres tú',
  confirmNewEmail: 'Confirma el nuevo correo',
  primaryCodeSent: 'Ingresa el código enviado a {email}. Confirma el cambio a {newEmail}.',
  secondaryCodeSent: 'Ingresa el código enviado a {email}. Vence en 10 minutos.',
  primaryCodeLabel: 'Código enviado a tu correo actual',
  secondaryCodeLabel: 'Código enviado a tu nuevo correo',
  useAnotherEmail: 'Usar otro correo',
} satisfies Translation<typeof embeddedMessages>
