import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runMigrations } from '../db/migrate.ts'
import type { Db } from '../db/types.ts'
import { webhookEndpointOf } from '../payments/webhooks/endpoint.ts'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'
import { DEFAULT_PROJECT_FEATURES } from './features.ts'
import { DEFAULT_PROJECTS_FILE, readProjectsFile, syncProjectsFile } from './file.ts'
import { createProjectStore } from './store.ts'

const databases = useTestDatabases()
const WEBHOOK_SECRET = 'whsec_1111111111111111111111111111111'
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-projects-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

async function file(name: string, content: string) {
  const path = join(dir, name)
  await writeFile(path, content)
  return path
}

describe('projects file', () => {
  it('ships the demo project allowing localhost and 127.0.0.1 on any port, with default features', async () => {
    expect(await readProjectsFile(DEFAULT_PROJECTS_FILE)).toEqual([
      {
        id: 'airlock-demo',
        name: 'Airlock demo',
        allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
        features: {},
      },
    ])
  })

  it('names the file and the problem', async () => {
    await expect(readProjectsFile(join(dir, 'missing.json'))).rejects.toThrow(
      /Cannot read the projects file .*missing\.json: file not found/,
    )
    await expect(readProjectsFile(await file('broken.json', '{"projects": ['))).rejects.toThrow(
      /The projects file .*broken\.json is not valid JSON/,
    )
    await expect(readProjectsFile(await file('shape.json', '{"projects": [{"name": "x"}]}'))).rejects.toThrow(
      /The projects file .*shape\.json is invalid: projects\.0\.id: Required/,
    )
    await expect(
      readProjectsFile(await file('origin.json', '{"projects": [{"id": "a", "allowedOrigins": ["nope"]}]}')),
    ).rejects.toThrow(/projects\.0\.allowedOrigins\.0: 'nope' is not an origin pattern/)
    await expect(
      readProjectsFile(await file('twice.json', '{"projects": [{"id": "a"}, {"id": "a"}]}')),
    ).rejects.toThrow(/project 'a' is listed twice/)
    await expect(
      readProjectsFile(
        await file(
          'hook.json',
          '{"projects": [{"id": "a", "paymentsWebhook": {"url": "x", "secret": "s"}}]}',
        ),
      ),
    ).rejects.toThrow(/paymentsWebhook\.url: A webhook URL is an absolute/)
    await expect(readProjectsFile(await file('extra.json', '{"projects": [], "other": 1}'))).rejects.toThrow(
      /Unrecognized key\(s\) in object: 'other'/,
    )
  })
})

describe.each(DB_KINDS)('syncing the projects file on %s', (kind) => {
  it('upserts the listed projects and leaves the others alone', async () => {
    const db: Db = await databases.open(kind)
    try {
      await runMigrations(db)
      const store = createProjectStore(db, { cacheMs: 0 })
      await store.create({ id: 'made-by-admin' })
      await store.create({ id: 'demo', allowedOrigins: ['https://changed-by-admin.com'] })
      const path = await file(
        `sync-${kind}.json`,
        JSON.stringify({
          projects: [
            { id: 'demo', name: 'Demo', allowedOrigins: ['http://localhost:*'] },
            {
              id: 'second',
              features: { swaps: false },
              paymentsWebhook: { url: 'http://127.0.0.1:4100/hook', secret: WEBHOOK_SECRET },
            },
          ],
        }),
      )
      const synced = await syncProjectsFile(store, path, db)
      expect(synced.map((project) => project.id)).toEqual(['demo', 'second'])
      expect(await store.get('demo')).toMatchObject({ name: 'Demo', allowedOrigins: ['http://localhost:*'] })
      expect((await store.get('second'))?.features).toEqual({ ...DEFAULT_PROJECT_FEATURES, swaps: false })
      expect(await webhookEndpointOf(db, 'second')).toEqual({
        url: 'http://127.0.0.1:4100/hook',
        secret: WEBHOOK_SECRET,
      })
      expect(await webhookEndpointOf(db, 'demo')).toBeUndefined()
      expect((await store.list()).map((project) => project.id)).toEqual(['demo', 'made-by-admin', 'second'])
      // A second start changes nothing.
      await syncProjectsFile(store, path, db)
      expect(await store.list()).toHaveLength(3)
    } finally {
      await db.close()
    }
  })
})
