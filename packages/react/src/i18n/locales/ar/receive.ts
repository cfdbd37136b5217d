import type { Translation } from '../../define.ts'
import type { receiveMessages } from '../../en/receive.ts'

/** Arabic texts of the Receive view. */
export default {
  noWallet: 'لا توجد محفظة مرتبطة',
  noWalletHint: 'اربط محفظة لعرض العنوان الذي يمكنك استلام الرموز عليه.',
  qrCode: 'رمز QR لعنوانك',
  copyAddress: 'نسخ العنوان',
  addressCopied: 'تم نسخ العنوان',
  copyFailed: 'تعذّر نسخ العنوان',
  noNetwork: 'لا توجد شبكة مهيّأة لهذا العنوان',
  receiveOn: 'الاستلام على {networks}',
  // The count is of the networks beyond the named ones (at least 2 in practice).
  receiveOnMore: {
    zero: 'الاستلام على {networks}',
    one: 'الاستلام على {networks} وشبكة أخرى',
    two: 'الاستلام على {networks} وشبكتين أخريين',
    few: 'الاستلام على {networks} و{count} شبكات أخرى',
    many: 'الاستلام على {networks} و{count} شبكة أخرى',
    other: 'الاستلام على {networks} و{count} شبكة أخرى',
  },
  listSeparator: '، ',
  listLast: '{list} و{last}',
  networkList: 'الشبكات التي يمكنك الاستلام عليها',
  testnet: 'شبكة اختبار',
  onlyOnTheseNetworks: {
    zero: 'أرسل إلى هذا العنوان رموزًا على هذه الشبكات فقط. قد تضيع الرموز المرسلة على شبكة أخرى.',
    one: 'أرسل إلى هذا العنوان رموزًا على هذه الشبكة فقط. قد تضيع الرموز المرسلة على شبكة أخرى.',
    two: 'أرسل إلى هذا العنوان رموزًا على هاتين الشبكتين فقط. قد تضيع الرموز المرسلة على شبكة أخرى.',
    few: 'أرسل إلى هذا العنوان رموزًا على هذه الشبكات فقط. قد تضيع الرموز المرسلة على شبكة أخرى.',
    many: 'أرسل إلى هذا العنوان رموزًا على هذه الشبكات فقط. قد تضيع الرموز المرسلة على شبكة أخرى.',
    other: 'أرسل إلى هذا العنوان رموزًا على هذه الشبكات فقط. قد تضيع الرموز المرسلة على شبكة أخرى.',
  },
} satisfies Translation<typeof receiveMessages>
