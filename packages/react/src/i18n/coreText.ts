import type { I18nState, LocaleCatalogue } from '@airlock/core'
import { useCallback } from 'react'
import { useAirlockInstance } from '../context.ts'
import { useStoreValue } from '../hooks/useStoreValue.ts'
import { fill } from './fill.ts'

interface Template {
  pattern: RegExp
  names: string[]
  translation: string
}

// A catalogue's templated keys compiled once ('Approving {symbol}' → /^Approving (.+?)$/).
const compiled = new WeakMap<LocaleCatalogue, Template[]>()

function templatesOf(catalogue: LocaleCatalogue, table: Readonly<Record<string, unknown>>): Template[] {
  let templates = compiled.get(catalogue)
  if (!templates) {
    templates = []
    for (const [key, translation] of Object.entries(table)) {
      if (!key.includes('{') || typeof translation !== 'string' || translation === '') continue
      const names: string[] = []
      const source = key
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1]
          if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          names.push(name)
          return '(.+?)'
        })
        .join('')
      templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, translation })
    }
    compiled.set(catalogue, templates)
  }
  return templates
}

/**
 * A text the core wrote (a toast, a form error) in the catalogue's locale: the core keeps its exact English (the
 * texts headless users and tests match), and the catalogue's `core` namespace is keyed by that
 * English. A text no key matches (a wallet's own error, say) is shown as it came.
 *
 * @example
 * translateCoreText('Swapped 1 USDC for 0.0004 ETH', es) // 'Se intercambió 1 USDC por 0.0004 ETH'
 */
export function translateCoreText(text: string, catalogue: LocaleCatalogue | undefined): string {
  const table = catalogue?.messages.core
  if (!catalogue || !table) return text
  const exact = table[text]
  if (typeof exact === 'string' && exact !== '') return exact
  for (const { pattern, names, translation } of templatesOf(catalogue, table)) {
    const match = pattern.exec(text)
    if (match)
      return fill(translation, Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])))
  }
  return text
}

const selectCatalogue = (s: I18nState) => s.catalogue

/**
 * Translates texts that come from the core's stores into the kit's locale.
 *
 * @example
 * const coreText = useCoreText()
 * return <p role="alert">{coreText(send.error)}</p>
 */
export function useCoreText(): (text: string) => string {
  const airlock = useAirlockInstance()
  const catalogue = useStoreValue(airlock.i18n, selectCatalogue)
  return useCallback((text: string) => translateCoreText(text, catalogue), [catalogue])
}
