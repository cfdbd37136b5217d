import { readFile } from 'node:fs/promises'
import { inject } from 'vitest'

let loading: Promise<Blob | undefined> | undefined

/**
 * The freshly initialised PGlite cluster of pgliteDump.globalSetup.ts, for `pgliteMemoryDump`: an
 * in-memory database loads it instead of running initdb. Undefined when there is none.
 */
export function testPgliteDump(): Promise<Blob | undefined> {
  loading ??= (async () => {
    const path = inject('testPgliteDumpPath')
    return path ? new Blob([await readFile(path)]) : undefined
  })()
  return loading
}
