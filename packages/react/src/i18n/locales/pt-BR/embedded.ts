import type { Translation } from '../../define.ts'
import type { embeddedMessages } from '../../en/embedded.ts'

/** Brazilian Portuguese texts of the embedded wallet's views: email code, new browser, email change, approval, Farcaster. */
export default {
  loadingApproval: 'Carregando a aprovação…',
  farcasterQrLabel: 'QR Code de login com Farcaster',
  preparingQrCode: 'Preparando o QR Code',
  farcasterScan: 'Escaneie este QR Code com a câmera do celular ou o app Farcaster e depois aprove.',
  tryAgain: 'Tentar novamente',
  openLink: 'Abrir link',
  copyLink: 'Copiar link',
  linkCopied: 'Link copiado',
  linkCopyFailed: 'Não foi possível copiar o link',
  approveBrowser: 'Aprove este navegador',
  deviceEmailSent:
    'Enviamos um e-mail para {email}. Abra o link de aprovação dele para usar sua carteira aqui; esta tela avança sozinha.',
  enterCode: 'Digite o código',
  codeSent: 'Enviamos um código de 6 dígitos para {email}. Ele expira em 10 minutos.',
  oneTimeCode: 'Código de uso único',
  resendCode: 'Reenviar código',
  updateEmailLead:
    'Enviaremos um código para {email} para confirmar que é você e, depois, outro para o novo endereço.',
  newEmail: 'Novo e-mail',
  emailPlaceholder: 'E-mail',
  cancel: 'Cancelar',
  save: 'Salvar',
  confirmItIsYou: 'Confirme que é você',
  confirmNewEmail: 'Confirme o novo e-mail',
  primaryCodeSent: 'Digite o código enviado para {email}. Ele confirma a alteração para {newEmail}.',
  secondaryCodeSent: 'Digite o código enviado para {email}. Ele expira em 10 minutos.',
  primaryCodeLabel: 'Código enviado para seu e-mail atual',
  secondaryCodeLabel: 'Código enviado para seu novo e-mail',
  useAnotherEmail: 'Usar outro e-mail',
} satisfies Translation<typeof embeddedMessages>
