import type { AirlockLocale } from '@airlock/core'
import { intlLocale } from '@airlock/core/internal'
import type { PluralMessage } from './define.ts'
import { fill, type MessageParams } from './fill.ts'

// PluralRules are constants per locale; building one per render would cost more than the lookup.
const rules = new Map<AirlockLocale, Intl.PluralRules>()

/**
 * Picks the plural form for `count` in `locale` and fills it; `{count}` is the count.
 *
 * @example
 * plural({ one: '{count} wallet', other: '{count} wallets' }, 3, 'en') // '3 wallets'
 */
export function plural(
  message: PluralMessage | string,
  count: number,
  locale: AirlockLocale,
  params: MessageParams = {},
): string {
  const values = { count, ...params }
  if (typeof message === 'string') return fill(message, values)
  let rule = rules.get(locale)
  if (!rule) {
    rule = new Intl.PluralRules(intlLocale(locale))
    rules.set(locale, rule)
  }
  return fill(message[rule.select(count)] ?? message.other, values)
}
