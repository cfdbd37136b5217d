import type { I18nState, TextDirection } from '@airlock/core'
import { createFormatters, type Formatters } from '@airlock/core/internal'
import { useMemo } from 'react'
import { useAirlockInstance } from '../context.ts'
import { useStoreValue } from '../hooks/useStoreValue.ts'
import type { PluralMessage } from './define.ts'
import type { MessageParams } from './fill.ts'
import { plural } from './plural.ts'

const selectLocale = (s: I18nState) => s.locale
const selectDir = (s: I18nState) => s.dir

export interface LocaleTools {
  locale: Formatters['locale']
  dir: TextDirection
  /** Numbers, amounts, values and dates in the locale (each formatter's comment gives its rule). */
  format: Formatters
  /** The plural form of `message` for `count`, filled (`{count}` and `params`). */
  plural: (message: PluralMessage | string, count: number, params?: MessageParams) => string
}

/**
 * The current locale with its formatters, for views that show numbers, dates or plurals.
 *
 * @example
 * const { format } = useLocaleTools()
 * return <span>{format.balance(balance, 'ETH')}</span>
 */
export function useLocaleTools(): LocaleTools {
  const airlock = useAirlockInstance()
  const locale = useStoreValue(airlock.i18n, selectLocale)
  const dir = useStoreValue(airlock.i18n, selectDir)
  return useMemo(
    () => ({
      locale,
      dir,
      format: createFormatters(locale),
      plural: (message: PluralMessage | string, count: number, params?: MessageParams) =>
        plural(message, count, locale, params),
    }),
    [locale, dir],
  )
}
