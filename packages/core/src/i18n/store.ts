import { createStore } from 'zustand/vanilla'
import type { LocaleCatalogue, LocaleLoader } from './catalogue.ts'
import {
  type AirlockLocale,
  isAirlockLocale,
  localeDirection,
  matchLocale,
  type TextDirection,
} from './locales.ts'

export interface I18nState {
  /** The locale on screen. */
  locale: AirlockLocale
  dir: TextDirection
  /** Its texts; undefined for English, which the views carry themselves. */
  catalogue: LocaleCatalogue | undefined
  /** A locale asked for whose catalogue is on its way (the old one stays on screen until it arrives). */
  loading: AirlockLocale | undefined
  /** Why the last locale asked for could not be shown. */
  error: Error | undefined
}

/** What `locale` accepts: a shipped locale, 'auto' (the visitor's languages), or a catalogue imported statically. */
export type LocaleInput = AirlockLocale | 'auto' | LocaleCatalogue

function resolveInput(
  input: LocaleInput,
  languages: () => readonly string[],
): AirlockLocale | LocaleCatalogue {
  if (input === 'auto') return matchLocale(languages())
  return input
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])
}

/**
 * The locale of one kit instance. Asking for a locale whose catalogue is not here waits for a loader (the UI
 * registers one); the switch then happens in one update, so no view shows half of each language.
 */
export function createI18nStore(
  initial: LocaleInput = 'en',
  languages: () => readonly string[] = browserLanguages,
) {
  const first = resolveInput(initial, languages)
  const store = createStore<I18nState>(() =>
    typeof first === 'string'
      ? {
          locale: 'en',
          dir: 'ltr',
          catalogue: undefined,
          loading: first === 'en' ? undefined : first,
          error: undefined,
        }
      : {
          locale: first.locale,
          dir: localeDirection(first.locale),
          catalogue: first,
          loading: undefined,
          error: undefined,
        },
  )
  let loader: LocaleLoader | undefined
  // Only the newest request may land: a slow chunk must not replace a locale chosen after it.
  let generation = 0

  function apply(catalogue: LocaleCatalogue | undefined, locale: AirlockLocale) {
    store.setState({ locale, dir: localeDirection(locale), catalogue, loading: undefined, error: undefined })
  }

  async function load(locale: AirlockLocale, mine: number): Promise<void> {
    if (locale === 'en') return apply(undefined, 'en')
    if (!loader) {
      // Kept until a loader arrives (the UI registers it when it mounts).
      store.setState({ loading: locale, error: undefined })
      return
    }
    store.setState({ loading: locale, error: undefined })
    try {
      const catalogue = await loader(locale)
      if (mine === generation) apply(catalogue, locale)
    } catch (cause) {
      if (mine !== generation) return
      const error = cause instanceof Error ? cause : new Error(String(cause))
      store.setState({ loading: undefined, error })
      throw error
    }
  }

  /**
   * Shows the kit in `input`; resolves once it is on screen. With no loader yet, it resolves at once and the
   * locale follows when one is registered.
   */
  function setLocale(input: LocaleInput): Promise<void> {
    const next = resolveInput(input, languages)
    generation += 1
    if (typeof next !== 'string') {
      apply(next, next.locale)
      return Promise.resolve()
    }
    if (!isAirlockLocale(next)) return Promise.reject(new RangeError(`Unknown locale: ${String(next)}`))
    if (next === store.getState().locale && !store.getState().loading) return Promise.resolve()
    return load(next, generation)
  }

  /** Registers how catalogues are fetched; returns the unregister. A locale waiting for one loads now. */
  function setLoader(next: LocaleLoader): () => void {
    loader = next
    const waiting = store.getState().loading
    if (waiting) {
      generation += 1
      load(waiting, generation).catch(() => {
        // The error is in the state for the UI to show; nobody awaits this load.
      })
    }
    return () => {
      if (loader === next) loader = undefined
    }
  }

  return Object.assign(store, { setLocale, setLoader })
}

export type I18nStore = ReturnType<typeof createI18nStore>
