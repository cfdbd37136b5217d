import { execFile } from 'node:child_process'
import { mkdir, readFile, rm } from 'node:fs/promises'
import { promisify } from 'node:util'
import { inject } from 'vitest'

const run = promisify(execFile)

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

/**
 * Makes `folder` a PGlite data folder holding the freshly initialised cluster of testPgliteDump, so the
 * first PGlite opened on it loads instead of running initdb (seconds, ten on a busy machine). Only the empty
 * cluster is copied: migrations still run on it as on a new folder. Without a dump the folder is left
 * alone and PGlite initialises it as usual.
 *
 * @example
 * const dataDir = join(await mkdtemp(join(tmpdir(), 'airlock-x-')), 'pglite')
 * await seedPgliteFolder(dataDir)
 * const cloud = await startTestCloud({ dataDir })
 */
export async function seedPgliteFolder(folder: string): Promise<void> {
  const path = inject('testPgliteDumpPath')
  if (!path) return
  await mkdir(folder, { recursive: true })
  try {
    // The dump is a plain tar of the data folder (PGlite's dumpDataDir 'none'), its members rooted at '/'.
    await run('tar', ['-xf', path, '-C', folder])
  } catch (error) {
    // No tar on this machine (or a broken dump): an empty folder, which PGlite initialises itself.
    console.warn(`The PGlite folder ${folder} was not seeded, PGlite runs initdb: ${error}`)
    await rm(folder, { recursive: true, force: true })
  }
}
