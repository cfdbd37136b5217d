import { coreTranslation } from '../../en/core.ts'

/**
 * Arabic texts of the core's toasts and form and flow errors, in the order of the English list
 * (en/core.ts), each under its English.
 */
export default coreTranslation([
  // Enter an amount such as 1.25
  'أدخل مبلغًا مثل 1.25',
  // The amount must be more than 0
  'يجب أن يكون المبلغ أكبر من 0',
  // Insufficient funds
  'الرصيد غير كافٍ',
  // Invalid address
  'العنوان غير صالح',
  // This token is on another network. Pick it again on this one.
  'هذا الرمز موجود على شبكة أخرى. اختره مجددًا على هذه الشبكة.',
  // Transaction pending
  'المعاملة قيد الانتظار',
  // Transaction sent
  'تم إرسال المعاملة',
  // Transaction reverted: nothing was sent
  'تم التراجع عن المعاملة: لم يُرسَل أي شيء',
  // An amount and receiver address are required
  'المبلغ وعنوان المستلم مطلوبان',
  // A token is required
  'يجب اختيار رمز',
  // Too many decimals: the token has {decimals}
  'عدد المنازل العشرية كبير جدًا: لهذا الرمز {decimals} منازل',
  // Enter an address that starts with 0x followed by 40 hex characters.
  'أدخل عنوانًا يبدأ بـ 0x متبوعًا بـ 40 حرفًا سداسيًا عشريًا.',
  // Enter a Solana address of 32 to 44 base58 characters.
  'أدخل عنوان Solana من 32 إلى 44 حرفًا بترميز base58.',
  // Sending is not supported on this network.
  'الإرسال غير مدعوم على هذه الشبكة.',
  // Network not supported for Swaps
  'الشبكة غير مدعومة لعمليات المبادلة',
  // Select a token
  'اختر رمزًا',
  // Enter an amount
  'أدخل مبلغًا',
  // Insufficient {symbol} balance
  'رصيد {symbol} غير كافٍ',
  // Too many decimals: {symbol} has {decimals}
  'عدد المنازل العشرية كبير جدًا: لـ {symbol} {decimals} منازل',
  // Choose two different tokens
  'اختر رمزين مختلفين',
  // Swaps need the Airlock cloud: set cloudUrl and projectId
  'تتطلب المبادلات سحابة Airlock: اضبط cloudUrl و projectId',
  // Could not get a quote
  'تعذّر الحصول على عرض سعر',
  // Could not load the tokens you can swap
  'تعذّر تحميل الرموز القابلة للمبادلة',
  // The approval failed on chain: nothing was swapped
  'فشلت الموافقة على السلسلة: لم تتم مبادلة أي شيء',
  // The swap failed on chain: nothing was swapped
  'فشلت المبادلة على السلسلة: لم تتم مبادلة أي شيء',
  // The price moved more than your {tolerance}% slippage tolerance before the swap was mined, so nothing was swapped. Review the new quote and try again.
  'تغيّر السعر بأكثر من نسبة الانزلاق السعري المسموح بها ({tolerance}%) قبل تأكيد المبادلة في كتلة، لذا لم تتم مبادلة أي شيء. راجع عرض السعر الجديد وحاول مرة أخرى.',
  // Slippage must be more than 0 and at most 49%
  'يجب أن يكون الانزلاق السعري أكبر من 0 وألا يتجاوز 49%',
  // Approving {symbol}
  'جارٍ اعتماد {symbol}',
  // Swapping
  'جارٍ المبادلة',
  // Swapped {from} for {to}
  'تمت مبادلة {from} مقابل {to}',
  // Buying crypto needs the Airlock cloud: set cloudUrl and projectId
  'يتطلب شراء العملات المشفرة سحابة Airlock: اضبط cloudUrl و projectId',
  // No provider offers purchases for this app right now
  'لا يوجد مزوّد يتيح الشراء لهذا التطبيق حاليًا',
  // No currency can be bought on this network
  'لا توجد عملة يمكن شراؤها على هذه الشبكة',
  // Enter an amount such as 50 or 49.99
  'أدخل مبلغًا مثل 50 أو 49.99',
  // The minimum for {method} is {min} {currency}
  'الحد الأدنى لـ {method} هو {min} {currency}',
  // The maximum for {method} is {max} {currency}
  'الحد الأقصى لـ {method} هو {max} {currency}',
  // Estimate only: the provider confirms the price at checkout
  'تقدير فقط: يؤكد المزوّد السعر عند الدفع',
  // Connect a wallet to buy crypto
  'اربط محفظة لشراء العملات المشفرة',
  // The browser blocked the checkout window. Allow pop-ups for this site and try again.
  'حظر المتصفح نافذة الدفع. اسمح بالنوافذ المنبثقة لهذا الموقع وحاول مرة أخرى.',
  // Finish your purchase in the {provider} window
  'أكمل عملية الشراء في نافذة {provider}',
  // Payment received, sending your tokens
  'تم استلام الدفعة، جارٍ إرسال رموزك',
  // The purchase failed: nothing was charged and no tokens were sent
  'فشلت عملية الشراء: لم يُخصم أي مبلغ ولم تُرسَل أي رموز',
  // Nothing was charged and no tokens were sent.
  'لم يُخصم أي مبلغ ولم تُرسَل أي رموز.',
  // {provider} sells only {symbol} here
  'لا يبيع {provider} هنا سوى {symbol}',
  // Bought {amount}
  'تم شراء {amount}',
  // Payments are turned off: set features.pay to true in the kit options
  'المدفوعات معطّلة: اضبط features.pay على true في خيارات الحزمة',
  // Payments need the Airlock cloud: set cloudUrl and projectId
  'تحتاج المدفوعات إلى سحابة Airlock: اضبط cloudUrl وprojectId',
  // This payment request is not valid
  'طلب الدفع هذا غير صالح',
  // The payment was cancelled: nothing was paid
  'تم إلغاء الدفع: لم يُدفع أي شيء',
  // This payment request has expired: ask the shop for a new one
  'انتهت صلاحية طلب الدفع هذا: اطلب طلبًا جديدًا من المتجر',
  // This payment request has already been paid
  'تم دفع طلب الدفع هذا بالفعل',
  // This payment does not match the shop’s payment request: nothing was paid
  'هذا الدفع لا يطابق طلب الدفع الخاص بالمتجر: لم يُدفع أي شيء',
  // Not enough funds for this payment
  'الرصيد غير كافٍ لهذا الدفع',
  // You declined the payment in your wallet
  'لقد رفضت الدفع في محفظتك',
  // The approval failed on chain: nothing was paid
  'فشلت الموافقة على السلسلة: لم يُدفع أي شيء',
  // The payment failed on chain: nothing was paid
  'فشل الدفع على السلسلة: لم يُدفع أي شيء',
  // Selling crypto needs the Airlock cloud: set cloudUrl and projectId
  'يتطلب بيع العملات المشفرة سحابة Airlock: اضبط cloudUrl و projectId',
  // Connect a wallet to sell crypto
  'اربط محفظة لبيع العملات المشفرة',
  // Enter an amount such as 20 or 0.5
  'أدخل مبلغًا مثل 20 أو 0.5',
  // The minimum is {min} {symbol}
  'الحد الأدنى هو {min} {symbol}',
  // The maximum is {max} {symbol}
  'الحد الأقصى هو {max} {symbol}',
  // The amount is more than your balance
  'المبلغ أكبر من رصيدك',
  // The quote expired: check the new one and sell again
  'انتهت صلاحية عرض السعر: راجع العرض الجديد وبِع مرة أخرى',
  // The sale was refunded. {reason}. The tokens went back to your wallet.
  'تم رد مبلغ البيع. {reason}. عادت الرموز إلى محفظتك.',
  // The provider’s order does not match your quote: nothing was sent
  'طلب المزوّد لا يطابق عرض السعر الخاص بك: لم يُرسَل أي شيء',
  // The order expired before a deposit arrived: nothing was sold
  'انتهت صلاحية الطلب قبل وصول الإيداع: لم يُبع شيء',
  // Sold {amount}: the payout is on its way
  'تم بيع {amount}: الدفعة في طريقها إليك',
  // Enter the account holder’s name
  'أدخل اسم صاحب الحساب',
  // An account holder’s name has at most {max} characters
  'يتكون اسم صاحب الحساب من {max} حرفًا على الأكثر',
  // An account holder’s name has no control characters
  'لا يحتوي اسم صاحب الحساب على أحرف تحكم',
  // A bank account's type is 'iban' or 'us'
  "نوع الحساب المصرفي هو 'iban' أو 'us'",
  // Enter the account number
  'أدخل رقم الحساب',
  // An account number has only digits
  'يتكون رقم الحساب من أرقام فقط',
  // An account number has 4 to 17 digits; this one has {length}
  'يتكون رقم الحساب من 4 إلى 17 رقمًا؛ وهذا الرقم فيه {length}',
  // Enter the IBAN
  'أدخل رقم IBAN',
  // An IBAN has only letters and digits
  'يتكون رقم IBAN من أحرف وأرقام فقط',
  // An IBAN starts with its two-letter country code, such as DE
  'يبدأ رقم IBAN برمز البلد المكون من حرفين، مثل DE',
  // {country} is not a country that uses IBANs
  '{country} ليس بلدًا يستخدم أرقام IBAN',
  // An IBAN has two check digits after its country code
  'يحتوي رقم IBAN على رقمي تحقق بعد رمز البلد',
  // A {country} IBAN has {expected} characters; this one has {length}
  'يتكون رقم IBAN في {country} من {expected} حرفًا؛ وهذا الرقم فيه {length}',
  // The IBAN’s check digits do not match: check it for a typo
  'رقما التحقق في رقم IBAN غير متطابقين: تحقق من وجود خطأ في الكتابة',
  // Enter the routing number
  'أدخل رقم التوجيه',
  // A routing number has only digits
  'يتكون رقم التوجيه من أرقام فقط',
  // A routing number has 9 digits; this one has {length}
  'يتكون رقم التوجيه من 9 أرقام؛ وهذا الرقم فيه {length}',
  // The routing number’s check digit does not match: check it for a typo
  'رقم التحقق في رقم التوجيه غير متطابق: تحقق من وجود خطأ في الكتابة',
  // A name has letters, digits and hyphens only, at least 4 characters
  'يجب أن يتكون الاسم من أحرف وأرقام وشرطات فقط، وألا يقل عن 4 أحرف',
  // A name has at most 63 characters
  'يجب ألا يتجاوز الاسم 63 حرفًا',
  // This name is taken
  'هذا الاسم مستخدم بالفعل',
  // A name cannot start or end with a hyphen
  'لا يمكن أن يبدأ الاسم أو ينتهي بشَرطة',
  // A name cannot have hyphens as its third and fourth characters
  'لا يمكن أن يكون الحرفان الثالث والرابع من الاسم شَرطتين',
  // This name is reserved
  'هذا الاسم محجوز',
  // Available
  'متاح',
  // Error fetching name suggestions
  'حدث خطأ أثناء جلب اقتراحات الأسماء',
  // Error fetching names for address
  'حدث خطأ أثناء جلب أسماء العنوان',
  // Error registering name
  'حدث خطأ أثناء تسجيل الاسم',
  // Error resolving name
  'حدث خطأ أثناء تحليل الاسم',
  // Names work on EVM networks only
  'تعمل الأسماء على شبكات EVM فقط',
  // Enter a valid email address
  'أدخل عنوان بريد إلكتروني صالحًا',
  // Enter the 6-digit code from the email
  'أدخل رمز التحقق المكوّن من 6 أرقام الوارد في البريد الإلكتروني',
  // The embedded wallet needs the Airlock cloud: set cloudUrl and projectId
  'تتطلب المحفظة المدمجة سحابة Airlock: اضبط cloudUrl و projectId',
  // Social login failed
  'فشل تسجيل الدخول عبر حساب التواصل الاجتماعي',
  // The sign-in window was closed before you signed in
  'أُغلقت نافذة تسجيل الدخول قبل إتمام تسجيل الدخول',
  // The browser blocked the sign-in window. Allow pop-ups for this site and try again.
  'حظر المتصفح نافذة تسجيل الدخول. اسمح بالنوافذ المنبثقة لهذا الموقع وحاول مرة أخرى.',
  // This is already your email: enter a different one
  'هذا هو بريدك الإلكتروني الحالي: أدخل بريدًا مختلفًا',
  // Only a wallet signed in by email can change its email
  'لا يمكن تغيير البريد الإلكتروني إلا لمحفظة سُجّل الدخول إليها بالبريد الإلكتروني',
  // Email updated
  'تم تحديث البريد الإلكتروني',
  // Code sent again
  'تمت إعادة إرسال رمز التحقق',
  // Only the embedded wallet can switch between an EOA and a smart account here
  'لا يمكن هنا التبديل بين EOA وحساب ذكي إلا للمحفظة المدمجة',
  // This network has no smart account for this wallet
  'لا يوجد على هذه الشبكة حساب ذكي لهذه المحفظة',
  // Session revoked
  'تم إلغاء الجلسة',
  // Failed to disconnect
  'تعذّر قطع الاتصال',
  // Token Balance Unavailable
  'رصيد الرموز غير متاح',
  // Signature declined
  'تم رفض التوقيع',
  // This application might not support Smart Accounts
  'قد لا يدعم هذا التطبيق الحسابات الذكية',
  // Unsupported chain
  'شبكة غير مدعومة',
  // Something went wrong
  'حدث خطأ ما',
  // User rejected the request
  'رفض المستخدم الطلب',
  // Action not allowed
  'الإجراء غير مسموح به',
  // Failed to fetch transactions
  'تعذّر جلب المعاملات',
  // Failed to fetch NFTs
  'تعذّر جلب رموز NFT',
  // The wallet did not reconnect in time
  'لم تُعِد المحفظة الاتصال في الوقت المحدد',
  // Please try again after {seconds} seconds
  'يُرجى المحاولة مرة أخرى بعد {seconds} ثانية',
])
