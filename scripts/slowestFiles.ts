import { relative } from 'node:path'

/** One file of Vitest's JSON report: its path and when it started and ended (ms since epoch). */
export interface FileTiming {
  name: string
  startTime: number
  endTime: number
}

/** The `count` slowest files, slowest first, as aligned lines "12.3 s  path/to/file.test.ts". */
export function slowestFiles(files: readonly FileTiming[], root: string, count = 10): string[] {
  return [...files]
    .map((file) => ({ path: relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ path, seconds }) => `${seconds.toFixed(1).padStart(6)} s  ${path}`)
}
