import type { AirlockLocale, LocaleCatalogue, LocaleMessage } from '@airlock/core'

/** Plural forms keyed by `Intl.PluralRules` category; `other` is required in every language. */
export type PluralMessage = Exclude<LocaleMessage, string>

/** One namespace's English texts: strings with `{name}` placeholders, or plural forms. */
export type Messages = Readonly<Record<string, LocaleMessage>>

/** A namespace of texts: its name in catalogues and its English, which ships with the views that show it. */
export interface MessageNamespace<M extends Messages = Messages> {
  readonly ns: string
  readonly en: M
}

/** The texts as a view reads them: plain strings stay strings, plural forms stay plural forms. */
export type Resolved<M> = { readonly [K in keyof M]: M[K] extends string ? string : PluralMessage }

/**
 * What a locale provides for a namespace: every key of the English (a missing one is a compile error), a string
 * where English has a string and plural forms where English has them.
 */
export type Translation<N extends MessageNamespace> = Resolved<N['en']>

/**
 * Declares a namespace of English texts. Import it from the views that show the texts, so each text ships in the
 * chunk of its view; other locales translate it key by key.
 *
 * @example
 * export const sendMessages = defineMessages('send', { reviewSend: 'Review Send', sendTo: 'Send to {address}' })
 */
export function defineMessages<M extends Messages>(ns: string, en: M): MessageNamespace<M> {
  return { ns, en }
}

/**
 * Declares a locale's catalogue from its namespaces.
 *
 * @example
 * export default defineLocale('es', { button, shell, send })
 */
export function defineLocale(
  locale: Exclude<AirlockLocale, 'en'>,
  messages: LocaleCatalogue['messages'],
): LocaleCatalogue {
  return { locale, messages }
}
