import { existsSync, readFileSync } from 'node:fs'

export interface CoverageEntry {
  view: string
  theme: string
  violations: string[]
}

/** The modal's view names, read from the `ViewName` union in core's router store. */
export function viewNames(routerSource: string): string[] {
  const union = /export type ViewName =([\s\S]*?)\n\n/.exec(routerSource)?.[1] ?? ''
  return [...union.matchAll(/'(\w+)'/g)].map((m) => m[1] as string)
}

/**
 * What the browser tests' a11y checkpoints left undone: views not scanned in a theme, and scans that found
 * violations. Empty when every view was scanned in both themes and none had a violation.
 */
export function coverageGaps(
  views: readonly string[],
  entries: readonly CoverageEntry[],
  themes: readonly string[] = ['light', 'dark'],
): string[] {
  const gaps: string[] = []
  for (const view of views)
    for (const theme of themes) {
      const scans = entries.filter((e) => e.view === view && e.theme === theme)
      if (scans.length === 0) gaps.push(`${view} (${theme}): never scanned`)
      for (const scan of scans)
        for (const violation of scan.violations) gaps.push(`${view} (${theme}): ${violation.split('\n')[0]}`)
    }
  return gaps
}

/** Reads the JSON lines the checkpoints appended (none when no browser test ran). */
export function readCoverage(file: string): CoverageEntry[] {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CoverageEntry)
}
