import type { AirlockLocale } from './locales.ts'

/** One message: a text with `{name}` placeholders, or plural forms keyed by `Intl.PluralRules` category. */
export type LocaleMessage =
  | string
  | Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>

/**
 * The texts of one locale, by namespace and key. The UI package ships one per locale (a chunk each); English
 * is not one of them, it stays inside the views that show it.
 */
export interface LocaleCatalogue {
  readonly locale: AirlockLocale
  readonly messages: Readonly<Record<string, Readonly<Record<string, LocaleMessage>>>>
}

/** Fetches a locale's catalogue (the React package passes its chunk loader). */
export type LocaleLoader = (locale: Exclude<AirlockLocale, 'en'>) => Promise<LocaleCatalogue>
