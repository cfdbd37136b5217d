import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../../app.ts'
import { startTestCloud } from '../../test/cloud.ts'
import { createApproval } from './approvals.ts'
import { lockedFor, recordWrongCode } from './codeLock.ts'
import { issueCode } from './codeStore.ts'
import { purgeExpired } from './purge.ts'
import { createSession } from './sessions.ts'
import { hashToken } from './tokens.ts'
import { ensureUser } from './users.ts'

let cloud: Cloud
beforeAll(async () => {
  cloud = await startTestCloud({ indexer: false })
  await cloud.context.projects.create({ id: 'purge' })
})
afterAll(() => cloud?.close())

describe('purging expired embedded wallet rows', () => {
  it('deletes codes and links a day past expiry and expired sessions, nothing still usable', async () => {
    const db = cloud.db
    const key = await crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
    const user = await ensureUser(db, 'purge', 'p@example.com')
    for (const email of ['old@example.com', 'new@example.com']) {
      await issueCode(db, key, {
        projectId: 'purge',
        email,
        purpose: 'login',
        deviceId: 'device-0123456789ab',
      })
      await createApproval(db, { projectId: 'purge', email, deviceId: 'device-0123456789ab' })
    }
    const old = await createSession(db, {
      projectId: 'purge',
      userId: user.id,
      deviceId: 'device-0123456789ab',
    })
    await createSession(db, { projectId: 'purge', userId: user.id, deviceId: 'device-0123456789ab' })
    await db.query(
      `update embedded_codes set expires_at = now() - interval '25 hours' where email = 'old@example.com'`,
    )
    await db.query(
      `update embedded_device_approvals set expires_at = now() - interval '25 hours' where email = 'old@example.com'`,
    )
    // By its token: two sessions made in the same instant share an expiry.
    await db.query(
      `update embedded_sessions set expires_at = now() - interval '1 second' where token_hash = $1`,
      [hashToken(old.token)],
    )
    expect(await purgeExpired(db)).toEqual({ codes: 1, approvals: 1, sessions: 1 })
    expect(await purgeExpired(db)).toEqual({ codes: 0, approvals: 0, sessions: 0 })
    const left = await db.query<{ email: string }>('select email from embedded_codes where project_id = $1', [
      'purge',
    ])
    expect(left.map((row) => row.email)).toEqual(['new@example.com'])
  })

  it('forgets the wrong-code count of an address quiet for a week, and only that', async () => {
    const db = cloud.db
    const quiet = { projectId: 'purge', email: 'quiet@example.com' }
    const recent = { projectId: 'purge', email: 'recent@example.com' }
    for (let i = 0; i < 5; i++) {
      await recordWrongCode(db, quiet)
      await recordWrongCode(db, recent)
    }
    await db.query(
      `update embedded_code_failures set updated_at = now() - interval '8 days', locked_until = now() - interval '8 days'
       where email = $1`,
      [quiet.email],
    )
    await purgeExpired(db)
    const left = await db.query<{ email: string }>(
      'select email from embedded_code_failures where project_id = $1',
      ['purge'],
    )
    expect(left.map((row) => row.email)).toEqual([recent.email])
    expect(await lockedFor(db, recent)).toBeGreaterThan(50)
  })
})
