import { open, readFile, rm } from 'node:fs/promises'

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function holderOf(lockFile: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt(await readFile(lockFile, 'utf8'), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

/**
 * PGlite is one PostgreSQL backend inside this process with no cross-process locking: a second process (or
 * a second instance here) opening the same folder would write to it blindly and corrupt it. A lock file
 * beside the folder refuses that with a readable message; a lock left by a dead process is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, 'wx')
      await handle.writeFile(String(process.pid))
      await handle.close()
      return () => rm(lockFile, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = await holderOf(lockFile)
      if (pid !== undefined && isAlive(pid)) {
        const who = pid === process.pid ? 'another database instance in this process' : `process ${pid}`
        throw new Error(
          `The PGlite data folder ${dataDir} is in use by ${who}. PGlite allows one user at a time: stop ` +
            'the cloud first (or use another DATA_DIR), or run it on PostgreSQL with DATABASE_URL.',
        )
      }
      await rm(lockFile, { force: true })
    }
  }
  throw new Error(`Could not lock the PGlite data folder ${dataDir} (${lockFile} keeps reappearing)`)
}
