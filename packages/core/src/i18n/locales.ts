/** The locales the kit ships catalogues for; English is bundled, the others load when chosen. */
export const AIRLOCK_LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ja', 'ko', 'zh-CN', 'ar'] as const

/** A locale the kit ships, as a BCP 47 tag. */
export type AirlockLocale = (typeof AIRLOCK_LOCALES)[number]

export type TextDirection = 'ltr' | 'rtl'

const RTL: ReadonlySet<string> = new Set(['ar'])

export function isAirlockLocale(value: unknown): value is AirlockLocale {
  return typeof value === 'string' && (AIRLOCK_LOCALES as readonly string[]).includes(value)
}

/** Which way a locale's text runs. */
export function localeDirection(locale: AirlockLocale): TextDirection {
  return RTL.has(locale) ? 'rtl' : 'ltr'
}

/**
 * The first shipped locale that matches the visitor's languages (`navigator.languages`), by full tag and then by
 * language ('pt-PT' reads Portuguese as 'pt-BR', 'zh-TW' Chinese as 'zh-CN'); English when none does.
 *
 * @example
 * matchLocale(['de-AT', 'en']) // 'de'
 */
export function matchLocale(languages: readonly string[]): AirlockLocale {
  for (const tag of languages) {
    const exact = AIRLOCK_LOCALES.find((code) => code.toLowerCase() === tag.toLowerCase())
    if (exact) return exact
    const language = tag.split('-')[0]?.toLowerCase()
    const sameLanguage = AIRLOCK_LOCALES.find((code) => code.split('-')[0]?.toLowerCase() === language)
    if (sameLanguage) return sameLanguage
  }
  return 'en'
}

/**
 * The tag handed to `Intl`: English is en-US (numbers with 2 fraction digits, short month and day), Arabic
 * keeps Latin digits so amounts and addresses read the same as in the wallet that signs them.
 */
export function intlLocale(locale: AirlockLocale): string {
  if (locale === 'en') return 'en-US'
  if (locale === 'ar') return 'ar-u-nu-latn'
  return locale
}
