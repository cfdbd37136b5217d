import { describe, expect, it } from 'vitest'
import { defineLocale, defineMessages } from './define.ts'
import { resolveMessages } from './useMessages.ts'

const greetings = defineMessages('greetings', {
  hello: 'Hello',
  bye: 'Goodbye',
  items: { one: '1', other: 'n' },
})

describe('resolveMessages', () => {
  it('is the English itself without a catalogue', () => {
    expect(resolveMessages(greetings, undefined)).toBe(greetings.en)
  })

  it('takes the locale text per key and English for a key it lacks or leaves empty', () => {
    const es = defineLocale('es', { greetings: { hello: 'Hola', bye: '' } })
    expect(resolveMessages(greetings, es)).toEqual({
      hello: 'Hola',
      bye: 'Goodbye',
      items: { one: '1', other: 'n' },
    })
  })

  it('ignores keys English does not have, so a stale catalogue cannot add texts', () => {
    const fr = defineLocale('fr', { greetings: { hello: 'Bonjour', removed: 'x' } })
    expect(Object.keys(resolveMessages(greetings, fr))).toEqual(['hello', 'bye', 'items'])
  })

  it('falls back to English for a namespace the catalogue lacks', () => {
    expect(resolveMessages(greetings, defineLocale('de', {}))).toBe(greetings.en)
  })

  it('returns the same object for one catalogue, so views do not re-render for nothing', () => {
    const ja = defineLocale('ja', { greetings: { hello: 'こんにちは' } })
    expect(resolveMessages(greetings, ja)).toBe(resolveMessages(greetings, ja))
  })
})
