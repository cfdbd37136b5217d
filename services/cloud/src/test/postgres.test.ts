import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { findPostgresBin, startPostgres } from './postgres.ts'

describe('test PostgreSQL server', () => {
  it('finds Debian binaries', () => {
    expect(findPostgresBin()).toMatch(/^\/usr\/lib\/postgresql\/\d+\/bin$/)
  })

  it('starts on loopback, creates databases, and stops completely', async () => {
    const server = await startPostgres()
    let port: string
    try {
      const url = new URL(server.url)
      port = url.port
      expect(url.hostname).toBe('127.0.0.1')
      expect(url.pathname).toBe('/airlock_test')
      const other = await server.createDatabase('other_db')
      for (const connectionString of [server.url, other]) {
        const client = new pg.Client({ connectionString })
        await client.connect()
        const rows = (await client.query('select current_database() as name')).rows
        await client.end()
        expect(rows[0].name).toBe(new URL(connectionString).pathname.slice(1))
      }
    } finally {
      await server.stop()
    }
    const client = new pg.Client({ connectionString: server.url, connectionTimeoutMillis: 1_000 })
    await expect(client.connect()).rejects.toThrow()
    expect(port).not.toBe('')
    await expect(server.stop()).resolves.toBeUndefined()
  })
})
