import type { LocaleCatalogue, LocaleLoader } from '@airlock/core'

type Loadable = Parameters<LocaleLoader>[0]

// One dynamic import per locale, so each is its own chunk, fetched only when chosen.
const LOADERS: Record<Loadable, () => Promise<{ default: LocaleCatalogue }>> = {
  es: () => import('./locales/es/index.ts'),
  fr: () => import('./locales/fr/index.ts'),
  de: () => import('./locales/de/index.ts'),
  'pt-BR': () => import('./locales/pt-BR/index.ts'),
  ja: () => import('./locales/ja/index.ts'),
  ko: () => import('./locales/ko/index.ts'),
  'zh-CN': () => import('./locales/zh-CN/index.ts'),
  ar: () => import('./locales/ar/index.ts'),
}

/** Fetches one locale's catalogue chunk. */
export const loadLocale: LocaleLoader = (locale) => LOADERS[locale]().then((m) => m.default)
