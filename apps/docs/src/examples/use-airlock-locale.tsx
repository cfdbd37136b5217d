// #region example
import type { AirlockLocale } from '@airlock/core'
import { useAirlockLocale } from '@airlock/react'

const names: Record<AirlockLocale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
  ko: '한국어',
  'zh-CN': '简体中文',
  ar: 'العربية',
}

export function LanguagePicker() {
  const { locale, locales, loading, error, setLocale } = useAirlockLocale()
  return (
    <label>
      Language {loading && '(loading…)'}
      <select
        value={locale}
        onChange={(event) => void setLocale(event.target.value as AirlockLocale)}
      >
        {locales.map((code) => (
          <option key={code} value={code}>
            {names[code]}
          </option>
        ))}
      </select>
      {error && <span role="alert">{error.message}</span>}
    </label>
  )
}
// #endregion example
