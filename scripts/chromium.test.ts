import { describe, expect, it } from 'vitest'
import { ensureChromium } from './chromium.ts'
import type { ToolEnvironment } from './debianTool.ts'

function environment(overrides: Partial<ToolEnvironment> & { files?: string[] } = {}) {
  const files = new Set(overrides.files ?? [])
  const apt: string[][] = []
  const env: ToolEnvironment = {
    exists: (path) => files.has(path),
    isRoot: false,
    isDebian: false,
    aptGet: (args) => {
      apt.push(args)
      if (args[0] === 'install') files.add('/usr/bin/chromium')
      return 0
    },
    log: () => {},
    ...overrides,
  }
  return { env, apt }
}

describe('ensureChromium', () => {
  it('uses CHROMIUM_PATH when it points at a file', () => {
    const { env } = environment({ files: ['/opt/chrome'] })
    expect(ensureChromium('/opt/chrome', env)).toBe('/opt/chrome')
  })

  it('says so when CHROMIUM_PATH points at nothing', () => {
    const { env } = environment()
    expect(() => ensureChromium('/nope', env)).toThrow('CHROMIUM_PATH is set to /nope, but no file is there.')
  })

  it("uses Debian's chromium when present", () => {
    const { env, apt } = environment({ files: ['/usr/bin/chromium'] })
    expect(ensureChromium('', env)).toBe('/usr/bin/chromium')
    expect(apt).toEqual([])
  })

  it('installs it with apt-get when root on Debian', () => {
    const { env, apt } = environment({ isRoot: true, isDebian: true })
    expect(ensureChromium('', env)).toBe('/usr/bin/chromium')
    expect(apt).toEqual([
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium'],
    ])
  })

  it('explains how to point the tests at a Chromium otherwise', () => {
    const { env, apt } = environment({ isRoot: false, isDebian: true })
    expect(() => ensureChromium('', env)).toThrow('CHROMIUM_PATH=/path/to/chromium npm test')
    expect(apt).toEqual([])
  })

  it('reports a failed install', () => {
    const { env } = environment({ isRoot: true, isDebian: true, aptGet: () => 100 })
    expect(() => ensureChromium('', env)).toThrow('apt-get update -qq failed (exit 100).')
  })
})
