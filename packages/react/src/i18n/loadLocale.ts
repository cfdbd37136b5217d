import type { LocaleCatalogue } from '@airlock/core'
import type { LocaleLoader } from '@airlock/core/internal'

type Loadable = Parameters<LocaleLoader>[0]

// One dynamic import per locale, so each is its own chunk, fetched only when chosen.
const LOADERS: Record<Loadable, () => Promise<{ default: LocaleCatalogue }>> = {
  es: () => import('./locales/es.ts'),
  fr: () => import('./locales/fr.ts'),
  de: () => import('./locales/de.ts'),
  'pt-BR': () => import('./locales/pt-BR.ts'),
  ja: () => import('./locales/ja.ts'),
  ko: () => import('./locales/ko.ts'),
  'zh-CN': () => import('./locales/zh-CN.ts'),
  ar: () => import('./locales/ar.ts'),
}

/** Fetches one locale's catalogue chunk. */
export const loadLocale: LocaleLoader = (locale) => LOADERS[locale]().then((m) => m.default)
