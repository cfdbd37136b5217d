import { describe, expect, it } from 'vitest'
import { intlLocale, isAirlockLocale, localeDirection, matchLocale } from './locales.ts'

describe('matchLocale', () => {
  it('takes the first of the visitor languages the kit ships', () => {
    expect(matchLocale(['it', 'de-AT', 'fr'])).toBe('de')
    expect(matchLocale(['pt-BR'])).toBe('pt-BR')
    expect(matchLocale(['zh-CN', 'en'])).toBe('zh-CN')
  })

  it('matches by language when the region differs', () => {
    expect(matchLocale(['pt-PT'])).toBe('pt-BR')
    expect(matchLocale(['zh-TW'])).toBe('zh-CN')
    expect(matchLocale(['ar-EG'])).toBe('ar')
    expect(matchLocale(['ES-mx'])).toBe('es')
  })

  it('falls back to English', () => {
    expect(matchLocale(['it', 'nl'])).toBe('en')
    expect(matchLocale([])).toBe('en')
  })
})

describe('locale facts', () => {
  it('runs Arabic right to left and the others left to right', () => {
    expect(localeDirection('ar')).toBe('rtl')
    expect(localeDirection('ja')).toBe('ltr')
    expect(localeDirection('en')).toBe('ltr')
  })

  it('knows which tags it ships', () => {
    expect(isAirlockLocale('ko')).toBe(true)
    expect(isAirlockLocale('it')).toBe(false)
    expect(isAirlockLocale(undefined)).toBe(false)
  })

  it('formats English as en-US and Arabic with Latin digits', () => {
    expect(intlLocale('en')).toBe('en-US')
    expect(new Intl.NumberFormat(intlLocale('ar')).format(12)).toBe('12')
  })
})
