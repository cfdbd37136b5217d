import type { AirlockLocale, LocaleInput, TextDirection } from '@airlock/core'
import { AIRLOCK_LOCALES } from '@airlock/core'
import { useMemo } from 'react'
import { useAirlockInstance } from '../context.ts'
import { useStoreValue } from './useStoreValue.ts'

export interface AirlockLocaleState {
  /** The locale on screen. */
  locale: AirlockLocale
  /** Its text direction ('rtl' for Arabic); the kit's hosts carry it as `dir`. */
  dir: TextDirection
  /** A locale asked for whose texts are loading; the old texts stay on screen meanwhile. */
  loading: AirlockLocale | undefined
  /** Why the last locale asked for could not be shown. */
  error: Error | undefined
  /** Every locale the kit ships. */
  locales: readonly AirlockLocale[]
  /** Changes the locale without a reload; resolves once the new texts are on screen. */
  setLocale: (locale: LocaleInput) => Promise<void>
}

/**
 * The kit's language, and a way to change it at run time. A locale other than English is one chunk, fetched
 * the first time it is chosen.
 *
 * @example
 * function LanguagePicker() {
 *   const { locale, locales, setLocale } = useAirlockLocale()
 *   return (
 *     <select value={locale} onChange={(e) => setLocale(e.target.value as AirlockLocale)}>
 *       {locales.map((code) => <option key={code}>{code}</option>)}
 *     </select>
 *   )
 * }
 */
export function useAirlockLocale(): AirlockLocaleState {
  const airlock = useAirlockInstance()
  const locale = useStoreValue(airlock.i18n, (s) => s.locale)
  const dir = useStoreValue(airlock.i18n, (s) => s.dir)
  const loading = useStoreValue(airlock.i18n, (s) => s.loading)
  const error = useStoreValue(airlock.i18n, (s) => s.error)
  return useMemo(
    () => ({ locale, dir, loading, error, locales: AIRLOCK_LOCALES, setLocale: airlock.setLocale }),
    [airlock, locale, dir, loading, error],
  )
}
