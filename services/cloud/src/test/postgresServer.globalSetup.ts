import type { TestProject } from 'vitest/node'
import { startPostgres, type TestPostgres } from './postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared test PostgreSQL server (postgres://postgres@127.0.0.1:port), when it started. */
    testPostgresUrl: string | null
    /** Why it did not start (binaries missing...), shown by the tests that need it. */
    testPostgresError: string | null
  }
}

/**
 * One PostgreSQL server for the whole unit run: initdb and start cost seconds, and a test file needs a
 * fresh database, not a fresh server. A run without PostgreSQL installed still runs every other file;
 * the files that need it fail with the reason.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let server: TestPostgres | undefined
  try {
    server = await startPostgres()
    project.provide('testPostgresUrl', server.serverUrl)
    project.provide('testPostgresError', null)
  } catch (error) {
    project.provide('testPostgresUrl', null)
    project.provide('testPostgresError', error instanceof Error ? error.message : String(error))
  }
  return async () => {
    await server?.stop()
  }
}
