import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloud } from './app.ts'
import { readMigrations } from './db/migrate.ts'
import { fetchJson, startTestCloud } from './test/cloud.ts'
import { useTestDatabases } from './test/databases.ts'
import { seedPgliteFolder } from './test/pgliteDump.ts'

const databases = useTestDatabases()
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-cloud-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('createCloud on PGlite', () => {
  it('listens on 127.0.0.1, answers healthz after a real query, loads the demo project, logs JSON', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).trim().split('\n'))
        done()
      },
    })
    const cloud = await startTestCloud({ projectsFile: undefined, logger: { level: 'info', stream } })
    try {
      expect(cloud.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(cloud.app.server.address()).toMatchObject({ address: '127.0.0.1' })
      expect(cloud.db.kind).toBe('pglite')
      const health = await fetchJson(`${cloud.url}/healthz`)
      expect(health).toMatchObject({ status: 200, body: { status: 'ok', db: 'ok' } })
      expect(await cloud.context.projects.get('airlock-demo')).toMatchObject({
        allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
      })
      const logs = lines.map((line) => JSON.parse(line) as { msg: string; level: number })
      expect(logs.map((log) => log.msg)).toEqual(
        expect.arrayContaining([
          'database ready',
          'projects loaded',
          'incoming request',
          'request completed',
        ]),
      )
    } finally {
      await cloud.close()
    }
  })

  it('answers unknown routes and methods with JSON 404', async () => {
    const cloud = await startTestCloud()
    try {
      expect(await fetchJson(`${cloud.url}/nope?x=1`)).toMatchObject({
        status: 404,
        body: { error: 'Not found: GET /nope' },
      })
      expect(await fetchJson(`${cloud.url}/healthz`, { method: 'DELETE' })).toMatchObject({
        status: 404,
        body: { error: 'Not found: DELETE /healthz' },
      })
    } finally {
      await cloud.close()
    }
  })

  it('reports the database as down on healthz with 503', async () => {
    const cloud = await startTestCloud()
    try {
      await cloud.db.close()
      expect(await fetchJson(`${cloud.url}/healthz`)).toMatchObject({
        status: 503,
        body: { status: 'error', db: 'error', error: 'Database query failed' },
      })
    } finally {
      await cloud.close()
    }
  })

  it('refuses invalid options with a readable message', async () => {
    await expect(
      createCloud({ chains: [{ caipNetworkId: 'eip155', rpcUrl: 'ws://x' }], port: -1, logger: false }),
    ).rejects.toThrow(
      /^Invalid cloud options: port: Number must be greater than or equal to 0; chains\.0\.caipNetworkId: A CAIP-2 chain id looks like eip155:31337; chains\.0\.rpcUrl: An RPC URL must start with http:\/\/ or https:\/\//,
    )
    await expect(
      startTestCloud({
        chains: [
          { caipNetworkId: 'eip155:1', rpcUrl: 'http://a' },
          { caipNetworkId: 'eip155:1', rpcUrl: 'http://b' },
        ],
      }),
    ).rejects.toThrow('chains: eip155:1 is configured twice')
    await expect(
      startTestCloud({ chains: [{ caipNetworkId: 'eip155:1', rpcUrl: 'http://a', spamTokens: ['0x12'] }] }),
    ).rejects.toThrow('chains.0.spamTokens.0: Expected an EVM address')
  })

  it('fails to start on a bad projects file, and releases the database', async () => {
    const dataDir = join(dir, 'bad-projects')
    // An initialised cluster (no initdb): what is tested is the cloud on a folder, not PGlite's first start.
    await seedPgliteFolder(dataDir)
    const projectsFile = join(dir, 'bad-projects.json')
    await writeFile(projectsFile, '{"projects": [{"id": "x", "allowedOrigins": ["*"]}]}')
    await expect(startTestCloud({ dataDir, projectsFile })).rejects.toThrow(
      /The projects file .*bad-projects\.json is invalid: projects\.0\.allowedOrigins\.0: '\*' is not an origin pattern/,
    )
    expect(existsSync(`${dataDir}.lock`)).toBe(false)
    const cloud = await startTestCloud({ dataDir })
    await cloud.close()
  })

  it('closes gracefully: running requests finish, then the port and the database are released', async () => {
    let received: () => void = () => {}
    const requestArrived = new Promise<void>((resolve) => {
      received = resolve
    })
    // A node that answers the test's call after 300 ms. The cloud's own background calls to the node (its
    // indexer's) are answered at once and do not count as the test's request arriving: close must start while
    // the test's request is inside the cloud, not before the cloud received it.
    const slowNode: Server = createServer((request: IncomingMessage, response) => {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        const fromTest = body.includes('web3_clientVersion')
        if (fromTest) received()
        setTimeout(
          () => {
            response.setHeader('content-type', 'application/json')
            response.end(JSON.stringify({ jsonrpc: '2.0', id: 0, result: '0x1' }))
          },
          fromTest ? 300 : 0,
        )
      })
    })
    await new Promise<void>((resolve) => slowNode.listen(0, '127.0.0.1', resolve))
    const dataDir = join(dir, 'graceful')
    await seedPgliteFolder(dataDir)
    const cloud = await startTestCloud({
      dataDir,
      chains: [
        { caipNetworkId: 'eip155:1', rpcUrl: `http://127.0.0.1:${(slowNode.address() as AddressInfo).port}` },
      ],
    })
    try {
      await cloud.context.projects.create({ id: 'slow' })
      const inFlight = fetchJson(`${cloud.url}/v1/?chainId=eip155:1&projectId=slow`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 'q', method: 'web3_clientVersion' }),
      })
      await requestArrived
      const closeStarted = Date.now()
      const closed = cloud.close()
      expect(await inFlight).toMatchObject({ status: 200, body: { jsonrpc: '2.0', id: 'q', result: '0x1' } })
      await closed
      // Not held open by the finished request's keep-alive connection.
      expect(Date.now() - closeStarted).toBeLessThan(5_000)
      await expect(fetch(`${cloud.url}/healthz`)).rejects.toThrow()
      expect(existsSync(`${dataDir}.lock`)).toBe(false)
      await expect(cloud.db.query('select 1')).rejects.toThrow()
      await expect(cloud.close()).resolves.toBeUndefined()
      // The API calls buffered before close were written.
      const reopened = await startTestCloud({ dataDir })
      expect(await reopened.db.query('select project_id, path from api_calls')).toEqual([
        { project_id: 'slow', path: '/v1/' },
      ])
      await reopened.close()
    } finally {
      await cloud.close()
      slowNode.close()
    }
  })
})

describe('createCloud on PostgreSQL', () => {
  it('runs two instances on one database, migrated once, with the projects of the file', async () => {
    const options = await databases.options('postgres')
    const [first, second] = await Promise.all([
      startTestCloud({ ...options, projectsFile: undefined }),
      startTestCloud({ ...options, projectsFile: undefined }),
    ])
    try {
      expect(first.db.kind).toBe('postgres')
      for (const cloud of [first, second]) {
        expect(await fetchJson(`${cloud.url}/healthz`)).toMatchObject({
          status: 200,
          body: { status: 'ok', db: 'ok' },
        })
      }
      const shipped = (await readMigrations()).map((migration) => ({ version: migration.version }))
      expect(await first.db.query('select version from schema_migrations order by version')).toEqual(shipped)
      // A project created through one instance is served by the other.
      await first.context.projects.create({ id: 'shared' })
      expect((await fetchJson(`${second.url}/v1/supported-chains?projectId=shared`)).status).toBe(200)
      expect((await fetchJson(`${second.url}/v1/supported-chains?projectId=airlock-demo`)).status).toBe(200)
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })
})
