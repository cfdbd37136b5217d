import { describe, expect, it, vi } from 'vitest'
import type { LocaleCatalogue, LocaleLoader } from './catalogue.ts'
import { createI18nStore } from './store.ts'

const catalogue = (locale: LocaleCatalogue['locale']): LocaleCatalogue => ({
  locale,
  messages: { button: { connectWallet: `connect in ${locale}` } },
})

function deferredLoader() {
  const pending = new Map<string, (c: LocaleCatalogue) => void>()
  const loader: LocaleLoader = vi.fn(
    (locale) => new Promise<LocaleCatalogue>((resolve) => pending.set(locale, resolve)),
  )
  return { loader, resolve: (locale: LocaleCatalogue['locale']) => pending.get(locale)?.(catalogue(locale)) }
}

describe('createI18nStore', () => {
  it('starts in English with no catalogue and nothing to load', () => {
    const store = createI18nStore()
    expect(store.getState()).toMatchObject({
      locale: 'en',
      dir: 'ltr',
      catalogue: undefined,
      loading: undefined,
    })
  })

  it('shows a statically imported catalogue from the first state', () => {
    const store = createI18nStore(catalogue('ar'))
    expect(store.getState()).toMatchObject({ locale: 'ar', dir: 'rtl' })
    expect(store.getState().catalogue?.locale).toBe('ar')
  })

  it('keeps the old locale on screen while the new one loads, then switches in one update', async () => {
    const store = createI18nStore('en')
    const { loader, resolve } = deferredLoader()
    store.setLoader(loader)
    const states: string[] = []
    store.subscribe((s) => states.push(`${s.locale}/${s.loading ?? '-'}/${s.catalogue?.locale ?? '-'}`))
    const done = store.setLocale('fr')
    expect(store.getState()).toMatchObject({ locale: 'en', loading: 'fr' })
    resolve('fr')
    await done
    expect(store.getState()).toMatchObject({ locale: 'fr', dir: 'ltr', loading: undefined })
    expect(states).toEqual(['en/fr/-', 'fr/-/fr'])
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('lets only the newest request land when an older chunk arrives late', async () => {
    const store = createI18nStore()
    const { loader, resolve } = deferredLoader()
    store.setLoader(loader)
    const slow = store.setLocale('ja')
    const fast = store.setLocale('ko')
    resolve('ko')
    await fast
    resolve('ja')
    await slow
    expect(store.getState().locale).toBe('ko')
  })

  it('waits for a loader when a locale is asked for before the UI registers one', async () => {
    const store = createI18nStore('de')
    expect(store.getState()).toMatchObject({ locale: 'en', loading: 'de' })
    const { loader, resolve } = deferredLoader()
    store.setLoader(loader)
    resolve('de')
    await vi.waitFor(() => expect(store.getState().locale).toBe('de'))
  })

  it("picks 'auto' from the visitor languages", () => {
    const store = createI18nStore('auto', () => ['ar-EG', 'en'])
    expect(store.getState().loading).toBe('ar')
  })

  it('goes back to English without loading anything', async () => {
    const store = createI18nStore(catalogue('es'))
    await store.setLocale('en')
    expect(store.getState()).toMatchObject({ locale: 'en', catalogue: undefined, dir: 'ltr' })
  })

  it('keeps the locale and reports the error when a chunk fails to load', async () => {
    const store = createI18nStore()
    store.setLoader(() => Promise.reject(new Error('chunk failed')))
    await expect(store.setLocale('es')).rejects.toThrow('chunk failed')
    expect(store.getState()).toMatchObject({ locale: 'en', loading: undefined })
    expect(store.getState().error?.message).toBe('chunk failed')
  })

  it('refuses a locale it does not ship', async () => {
    const store = createI18nStore()
    // @ts-expect-error: the type already refuses it; a plain JS caller gets an error.
    await expect(store.setLocale('it')).rejects.toThrow('Unknown locale: it')
  })
})
