import type { Translation } from '../../define.ts'
import type { embeddedMessages } from '../../en/embedded.ts'

/** Arabic texts of the embedded wallet's views (email code, new browser, email change, approval, Farcaster). */
export default {
  loadingApproval: 'جارٍ تحميل طلب الموافقة…',
  farcasterQrLabel: 'رمز QR لتسجيل الدخول عبر Farcaster',
  preparingQrCode: 'جارٍ تجهيز رمز QR',
  farcasterScan: 'امسح رمز QR هذا بكاميرا هاتفك أو بتطبيق Farcaster، ثم وافق.',
  tryAgain: 'حاول مرة أخرى',
  openLink: 'فتح الرابط',
  copyLink: 'نسخ الرابط',
  linkCopied: 'تم نسخ الرابط',
  linkCopyFailed: 'تعذّر نسخ الرابط',
  approveBrowser: 'الموافقة على هذا المتصفح',
  deviceEmailSent:
    'أرسلنا رسالة إلى {email}. افتح رابط الموافقة فيها لاستخدام محفظتك هنا؛ وستتابع هذه الصفحة تلقائيًا.',
  enterCode: 'أدخل رمز التحقق',
  codeSent: 'أرسلنا رمز تحقق من 6 أرقام إلى {email}. تنتهي صلاحيته خلال 10 دقائق.',
  oneTimeCode: 'رمز لمرة واحدة',
  resendCode: 'إعادة إرسال الرمز',
  updateEmailLead: 'يُرسَل رمز إلى {email} للتأكد من هويتك، ثم رمز آخر إلى العنوان الجديد.',
  newEmail: 'البريد الإلكتروني الجديد',
  emailPlaceholder: 'البريد الإلكتروني',
  cancel: 'إلغاء',
  save: 'حفظ',
  confirmItIsYou: 'أكّد هويتك',
  confirmNewEmail: 'تأكيد البريد الإلكتروني الجديد',
  primaryCodeSent: 'أدخل الرمز المرسل إلى {email}. يؤكد ذلك التغيير إلى {newEmail}.',
  secondaryCodeSent: 'أدخل الرمز المرسل إلى {email}. تنتهي صلاحيته خلال 10 دقائق.',
  primaryCodeLabel: 'الرمز المرسل إلى بريدك الحالي',
  secondaryCodeLabel: 'الرمز المرسل إلى بريدك الجديد',
  useAnotherEmail: 'استخدام بريد إلكتروني آخر',
} satisfies Translation<typeof embeddedMessages>
