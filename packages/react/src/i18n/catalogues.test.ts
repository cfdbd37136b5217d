/// <reference types="vite/client" />
import type { LocaleCatalogue } from '@airlock/core'
import { AIRLOCK_LOCALES, type LocaleMessage } from '@airlock/core'
import { intlLocale } from '@airlock/core/internal'
import { describe, expect, it } from 'vitest'
import type { MessageNamespace } from './define.ts'
import { loadLocale } from './loadLocale.ts'

// Every English namespace (the files under en/), found by shape so a new namespace is checked without a list.
const english = Object.values(import.meta.glob<Record<string, unknown>>('./en/*.ts', { eager: true }))
  .flatMap((module) => Object.values(module))
  .filter(
    (value): value is MessageNamespace =>
      typeof value === 'object' && value !== null && 'ns' in value && 'en' in value,
  )

/** Texts that are the same in every language: brand names and symbols. */
const SAME_EVERYWHERE = new Set([
  'WalletConnect',
  'Farcaster',
  'Airlock',
  'UX by Airlock',
  'OK',
  'QR',
  'NFTs',
  'EOA',
])

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
const forms = (message: LocaleMessage) => (typeof message === 'string' ? [message] : Object.values(message))

describe.each(AIRLOCK_LOCALES.filter((code) => code !== 'en'))('the %s catalogue', (locale) => {
  let catalogue: LocaleCatalogue
  it('loads as its own chunk and names its locale', async () => {
    catalogue = await loadLocale(locale)
    expect(catalogue.locale).toBe(locale)
  })

  it('translates every namespace, with the keys of English and no others', async () => {
    catalogue ??= await loadLocale(locale)
    for (const namespace of english) {
      const translated = catalogue.messages[namespace.ns]
      expect(translated, `namespace ${namespace.ns}`).toBeDefined()
      expect(Object.keys(translated ?? {}).sort(), `keys of ${namespace.ns}`).toEqual(
        Object.keys(namespace.en).sort(),
      )
    }
    expect(Object.keys(catalogue.messages).sort()).toEqual(english.map((n) => n.ns).sort())
  })

  it('keeps every placeholder of the English, and leaves no text empty', async () => {
    catalogue ??= await loadLocale(locale)
    for (const namespace of english)
      for (const [key, en] of Object.entries(namespace.en)) {
        const message = catalogue.messages[namespace.ns]?.[key]
        if (message === undefined) continue
        const wanted = placeholders(forms(en).join(' ')).filter((name) => name !== 'count')
        for (const form of forms(message)) {
          expect(form.trim(), `${namespace.ns}.${key}`).not.toBe('')
          const kept = new Set(placeholders(form).filter((name) => name !== 'count'))
          expect(kept, `${namespace.ns}.${key}: ${form}`).toEqual(new Set(wanted))
        }
      }
  })

  it("gives plural texts every form the language's plural rules use", async () => {
    catalogue ??= await loadLocale(locale)
    const categories = new Intl.PluralRules(intlLocale(locale)).resolvedOptions().pluralCategories
    for (const namespace of english)
      for (const [key, en] of Object.entries(namespace.en)) {
        if (typeof en === 'string') continue
        const message = catalogue.messages[namespace.ns]?.[key]
        expect(typeof message, `${namespace.ns}.${key}`).toBe('object')
        for (const category of categories)
          expect(Object.keys(message as object), `${namespace.ns}.${key} in ${locale}`).toContain(category)
      }
  })

  it('translates rather than copies the English (a few loanwords aside)', async () => {
    catalogue ??= await loadLocale(locale)
    const copied: string[] = []
    let total = 0
    for (const namespace of english)
      for (const [key, en] of Object.entries(namespace.en)) {
        if (typeof en !== 'string' || SAME_EVERYWHERE.has(en) || /^[\s\d{}\W]*$/.test(en)) continue
        total += 1
        if (catalogue.messages[namespace.ns]?.[key] === en) copied.push(`${namespace.ns}.${key}: ${en}`)
      }
    // Wallet words some languages borrow ('Swap', 'Wallet' in German) may stay; a forgotten namespace may not.
    expect(copied.length, copied.join('\n')).toBeLessThanOrEqual(Math.ceil(total * 0.05))
  })
})
