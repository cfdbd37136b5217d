import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import { runMigrations } from '../db/migrate.ts'
import type { Db } from '../db/types.ts'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'
import { DEFAULT_PROJECT_FEATURES } from './features.ts'
import { createProjectStore, ProjectExistsError, ProjectNotFoundError, type ProjectStore } from './store.ts'

const databases = useTestDatabases()

describe.each(DB_KINDS)('project store on %s', (kind) => {
  let db: Db
  let store: ProjectStore
  beforeAll(async () => {
    db = await databases.open(kind)
    await runMigrations(db)
    store = createProjectStore(db, { cacheMs: 0 })
  })
  afterAll(() => db?.close())

  it('creates a project with defaults and reads it back', async () => {
    const created = await store.create({ id: 'plain' })
    expect(created).toEqual({
      id: 'plain',
      name: 'plain',
      allowedOrigins: [],
      features: DEFAULT_PROJECT_FEATURES,
      featureOverrides: {},
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    })
    expect(await store.get('plain')).toEqual(created)
    expect(await store.get('missing')).toBeUndefined()
  })

  it('normalises and de-duplicates origins, and merges feature overrides over the defaults', async () => {
    const project = await store.create({
      id: 'shop',
      name: 'My shop',
      allowedOrigins: ['HTTPS://Shop.Example.com', 'https://shop.example.com', 'http://localhost:*'],
      features: { swaps: false, socials: ['google', 'github'] },
    })
    expect(project.name).toBe('My shop')
    expect(project.allowedOrigins).toEqual(['https://shop.example.com', 'http://localhost:*'])
    expect(project.features).toEqual({
      ...DEFAULT_PROJECT_FEATURES,
      swaps: false,
      socials: ['google', 'github'],
    })
    expect(project.featureOverrides).toEqual({ swaps: false, socials: ['google', 'github'] })
  })

  it('refuses a taken id, invalid ids, origins and features', async () => {
    await expect(store.create({ id: 'plain' })).rejects.toThrow(ProjectExistsError)
    await expect(store.create({ id: 'plain' })).rejects.toThrow("A project with id 'plain' already exists")
    await expect(store.create({ id: 'has space' })).rejects.toThrow(ZodError)
    await expect(store.create({ id: 'x', allowedOrigins: ['not-an-origin'] })).rejects.toThrow(
      /is not an origin pattern/,
    )
    await expect(store.create({ id: 'x', features: { swaps: 'yes' } as never })).rejects.toThrow(
      'Expected boolean, received string',
    )
    await expect(store.create({ id: 'x', features: { unknown: true } as never })).rejects.toThrow(
      /Unrecognized key/,
    )
    expect(await store.get('x')).toBeUndefined()
  })

  it('replaces origins and features of an existing project only', async () => {
    const origins = await store.setAllowedOrigins('plain', ['https://*.plain.dev'])
    expect(origins.allowedOrigins).toEqual(['https://*.plain.dev'])
    const features = await store.setFeatures('plain', { email: false })
    expect(features.features).toEqual({ ...DEFAULT_PROJECT_FEATURES, email: false })
    expect(features.allowedOrigins).toEqual(['https://*.plain.dev'])
    // Replacing, not merging: swaps goes back to its default.
    await store.setFeatures('shop', { onramp: false })
    expect((await store.get('shop'))?.features).toEqual({ ...DEFAULT_PROJECT_FEATURES, onramp: false })
    expect(features.updatedAt.getTime()).toBeGreaterThanOrEqual(features.createdAt.getTime())

    await expect(store.setAllowedOrigins('nobody', [])).rejects.toThrow(ProjectNotFoundError)
    await expect(store.setFeatures('nobody', {})).rejects.toThrow("No project with id 'nobody'")
    await expect(store.setFeatures('bad id!', {})).rejects.toThrow(ProjectNotFoundError)
    await expect(store.setAllowedOrigins('plain', ['ftp://x.com'])).rejects.toThrow(
      /is not an origin pattern/,
    )
    expect((await store.get('plain'))?.allowedOrigins).toEqual(['https://*.plain.dev'])
  })

  it('upserts: creates, then replaces name, origins and features', async () => {
    const created = await store.upsert({ id: 'upserted', allowedOrigins: ['https://a.com'] })
    const replaced = await store.upsert({ id: 'upserted', name: 'Renamed', features: { activity: false } })
    expect(replaced).toMatchObject({
      name: 'Renamed',
      allowedOrigins: [],
      featureOverrides: { activity: false },
    })
    expect(replaced.createdAt).toEqual(created.createdAt)
  })

  it('lists projects by id', async () => {
    expect((await store.list()).map((project) => project.id)).toEqual(['plain', 'shop', 'upserted'])
  })

  it('survives rows edited by hand', async () => {
    await db.query(
      `insert into projects (id, name, allowed_origins, features) values ('odd', 'Odd', '"nope"'::jsonb, '{"swaps": false, "gone": 1}'::jsonb)`,
    )
    const odd = await store.get('odd')
    expect(odd?.allowedOrigins).toEqual([])
    expect(odd?.features).toEqual({ ...DEFAULT_PROJECT_FEATURES, swaps: false })
  })

  it('caches reads for cacheMs, and forgets an entry on its own writes', async () => {
    const cached = createProjectStore(db, { cacheMs: 60_000 })
    await cached.create({ id: 'cached', allowedOrigins: ['https://one.com'] })
    expect((await cached.get('cached'))?.allowedOrigins).toEqual(['https://one.com'])
    // Another writer (the admin command) is not seen until the entry expires…
    await store.setAllowedOrigins('cached', ['https://two.com'])
    expect((await cached.get('cached'))?.allowedOrigins).toEqual(['https://one.com'])
    // …but this store's own writes are.
    await cached.setAllowedOrigins('cached', ['https://three.com'])
    expect((await cached.get('cached'))?.allowedOrigins).toEqual(['https://three.com'])
  })
})
