import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { coverageGaps, viewNames } from './a11yCoverage.ts'

describe('a11y coverage', () => {
  it("reads every view name from core's router", () => {
    const names = viewNames(
      readFileSync(join(import.meta.dirname, '../packages/core/src/modal/router.ts'), 'utf8'),
    )
    expect(names).toContain('Connect')
    expect(names).toContain('SmartSessions')
    expect(names.length).toBeGreaterThanOrEqual(32)
  })

  it('names views not scanned in a theme and scans with violations', () => {
    const gaps = coverageGaps(
      ['Connect', 'Send'],
      [
        { view: 'Connect', theme: 'light', violations: [] },
        { view: 'Connect', theme: 'dark', violations: ['color-contrast (serious): ... -> .x\n  fix'] },
        { view: 'Send', theme: 'light', violations: [] },
      ],
    )
    expect(gaps).toEqual([
      'Connect (dark): color-contrast (serious): ... -> .x',
      'Send (dark): never scanned',
    ])
  })

  it('is empty when every view was scanned clean in both themes', () => {
    const clean = (view: string) => ['light', 'dark'].map((theme) => ({ view, theme, violations: [] }))
    expect(coverageGaps(['A', 'B'], [...clean('A'), ...clean('B')])).toEqual([])
  })
})
