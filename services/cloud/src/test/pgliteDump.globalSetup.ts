import { readFile, rename, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a freshly initialised PGlite cluster (see testPgliteDump), or null when making it failed. */
    testPgliteDumpPath: string | null
  }
}

/** The installed PGlite's version: hoisted to the root by npm workspaces, else beside the cloud. */
async function pgliteVersion(): Promise<string> {
  for (const root of ['../../../../', '../../']) {
    const manifest = new URL(`${root}node_modules/@electric-sql/pglite/package.json`, import.meta.url)
    try {
      const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version?: string }
      if (version) return version
    } catch {}
  }
  throw new Error('@electric-sql/pglite/package.json not found')
}

/**
 * Every in-memory PGlite of the tests would run initdb (seconds each, about a hundred of them per run);
 * a dump of one freshly initialised cluster, kept in the temp folder per PGlite version, lets them load
 * instead. Only the empty cluster is dumped: migrations still run in every test as in production.
 */
export default async function setup(project: TestProject): Promise<void> {
  try {
    const file = join(tmpdir(), `airlock-pglite-${await pgliteVersion()}.tar`)
    const exists = await stat(file).then(
      (info) => info.size > 0,
      () => false,
    )
    if (!exists) {
      const pglite = await PGlite.create('memory://')
      const dump = await pglite.dumpDataDir('none')
      await pglite.close()
      // Another run may be writing the same file: write aside, then rename, which is atomic.
      const partial = `${file}.${process.pid}.partial`
      await writeFile(partial, new Uint8Array(await dump.arrayBuffer()))
      await rename(partial, file)
    }
    project.provide('testPgliteDumpPath', file)
  } catch (error) {
    console.warn(`No PGlite dump for the tests, each database runs initdb: ${error}`)
    project.provide('testPgliteDumpPath', null)
  }
}
