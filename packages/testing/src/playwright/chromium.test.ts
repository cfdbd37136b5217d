import { describe, expect, it } from 'vitest'
import { chromiumArgs } from '../chromium.ts'
import { airlockChromium } from './chromium.ts'

describe('airlockChromium', () => {
  it("gives CHROMIUM_PATH and Airlock's flags without --headless, which Playwright adds itself", () => {
    const options = airlockChromium({ env: { CHROMIUM_PATH: process.execPath } })
    expect(options.executablePath).toBe(process.execPath)
    expect(options.args).not.toContain('--headless')
    expect(options.args).toEqual(chromiumArgs.filter((arg) => arg !== '--headless'))
  })

  it('appends extra flags after its own', () => {
    const options = airlockChromium({ env: { CHROMIUM_PATH: process.execPath }, args: ['--lang=fr'] })
    expect(options.args.at(-1)).toBe('--lang=fr')
  })

  it('says what to do when CHROMIUM_PATH points nowhere', () => {
    expect(() => airlockChromium({ env: { CHROMIUM_PATH: '/nowhere/chrome' } })).toThrow(
      'CHROMIUM_PATH is set to /nowhere/chrome, but there is no file there.',
    )
  })
})
