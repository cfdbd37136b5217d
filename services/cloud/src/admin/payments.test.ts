import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/open.ts'
import { projectOfSecretKey } from '../payments/secretKeys.ts'
import { webhookEndpointOf } from '../payments/webhooks/endpoint.ts'
import { seedPgliteFolder } from '../test/pgliteDump.ts'
import { runAdmin } from './run.ts'

let dir: string
let env: Record<string, string>

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-admin-payments-'))
  env = { DATA_DIR: join(dir, 'pglite'), DATABASE_URL: '' }
  await seedPgliteFolder(env.DATA_DIR!)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

async function admin(...args: string[]) {
  let stdout = ''
  let stderr = ''
  const code = await runAdmin(args, {
    env: { ...process.env, ...env },
    out: (text) => (stdout += `${text}\n`),
    err: (text) => (stderr += `${text}\n`),
  })
  return { code, stdout, stderr }
}

/** Reads the folder the commands wrote, as the cloud would. */
async function inDatabase<T>(read: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const db = await openDatabase({ dataDir: env.DATA_DIR! })
  try {
    return await read(db)
  } finally {
    await db.close()
  }
}

const SLOW = { timeout: 120_000 }

describe('admin payments commands', () => {
  it('issue a secret key once, list it by prefix, revoke it', SLOW, async () => {
    expect((await admin('create', 'shop')).code).toBe(0)
    const created = await admin('create-secret-key', 'shop')
    expect(created.code).toBe(0)
    const key = /^(sk_[1-9A-HJ-NP-Za-km-z]{43})$/m.exec(created.stdout)?.[1]
    expect(key).toBeDefined()
    expect(await inDatabase((db) => projectOfSecretKey(db, key!))).toBe('shop')

    const listed = await admin('list')
    expect(listed.stdout).toContain(`secret keys: ${key!.slice(0, 11)}… active since`)
    expect(listed.stdout).not.toContain(key)

    const revoked = await admin('revoke-secret-key', key!.slice(0, 11))
    expect(revoked).toMatchObject({
      code: 0,
      stdout: `Revoked ${key!.slice(0, 11)}…: calls with it now answer 401\n`,
    })
    expect(await inDatabase((db) => projectOfSecretKey(db, key!))).toBeUndefined()
    const json = JSON.parse((await admin('list', '--json')).stdout)
    expect(json[0].secretKeys).toEqual([
      { prefix: key!.slice(0, 11), createdAt: expect.any(String), revokedAt: expect.any(String) },
    ])
  })

  it('set a webhook, print its signing secret once, remove it', SLOW, async () => {
    const set = await admin('set-webhook', 'shop', 'http://127.0.0.1:4100/webhooks/airlock')
    expect(set.code).toBe(0)
    const secret = /^(whsec_[1-9A-HJ-NP-Za-km-z]{32})$/m.exec(set.stdout)?.[1]
    expect(secret).toBeDefined()
    expect(await inDatabase((db) => webhookEndpointOf(db, 'shop'))).toEqual({
      url: 'http://127.0.0.1:4100/webhooks/airlock',
      secret,
    })
    expect((await admin('list')).stdout).toContain('payments webhook: http://127.0.0.1:4100/webhooks/airlock')
    expect((await admin('remove-webhook', 'shop')).stdout).toBe('Payment events of shop are no longer sent\n')
    expect(await inDatabase((db) => webhookEndpointOf(db, 'shop'))).toBeUndefined()
  })

  it('explain failures', SLOW, async () => {
    expect(await admin('create-secret-key', 'nope')).toMatchObject({
      code: 1,
      stderr: "Error: create-secret-key: No project with id 'nope'\n",
    })
    expect(await admin('revoke-secret-key', 'sk_unknown1')).toMatchObject({
      code: 1,
      stderr:
        "Error: revoke-secret-key: No secret key starts with 'sk_unknown1' (list shows each key's prefix)\n",
    })
    expect((await admin('set-webhook', 'shop', 'ftp://example.com')).stderr).toBe(
      'Error: set-webhook: url: A webhook URL starts with http:// or https://\n',
    )
    expect((await admin('set-webhook', 'shop')).code).toBe(2)
  })
})
