import { type AirlockLocale, intlLocale } from '@airlock/core'
import type { PluralMessage } from './define.ts'

export type MessageParams = Readonly<Record<string, string | number>>

/**
 * Puts `params` into a text's `{name}` placeholders; a placeholder without a value is left as written, so a
 * missing parameter shows instead of vanishing.
 *
 * @example
 * fill('Send to {address}', { address: '0xf3...b92266' }) // 'Send to 0xf3...b92266'
 */
export function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  )
}

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
