import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Cloud, createCloud } from '../../app.ts'
import { startTestCloud } from '../../test/cloud.ts'
import { DB_KINDS, useTestDatabases } from '../../test/databases.ts'
import { lockSeconds } from './codeLock.ts'
import { MAX_LOCK_SECONDS } from './rules.ts'
import { embeddedClient } from './testkit.ts'

const databases = useTestDatabases()
const PROJECT = 'code-lock'
const DEVICE = 'device-a-0123456789'

let counter = 0
const newEmail = () => `guessed${++counter}.${Date.now()}@example.com`
const wrongFor = (otp: string) => (otp === '000000' ? '111111' : '000000')

/**
 * An attacker guesses the code of an address that has no account yet (a right guess would create its wallet).
 * The rate limits are off: the lock must hold on its own, as a window that refills every minute would let
 * the guessing go on all day.
 */
describe.each(DB_KINDS)('guessing email codes on %s', (kind) => {
  let cloud: Cloud
  const client = embeddedClient(() => cloud, PROJECT)
  const { call, lastCode, skipCooldown } = client

  beforeAll(async () => {
    cloud = await startTestCloud({ ...(await databases.options(kind)), indexer: false, rateLimit: false })
    await cloud.context.projects.create({ id: PROJECT, allowedOrigins: ['https://dapp.example.com'] })
  })
  afterAll(() => cloud?.close())

  const start = async (email: string) => {
    await skipCooldown(email)
    expect((await call('email/start', { body: { email, deviceId: DEVICE } })).status).toBe(200)
    return lastCode(email)
  }
  const verify = (email: string, otp: string) =>
    call<{ error?: string }>('email/verify', { body: { email, deviceId: DEVICE, otp } })
  /** Ends the address's current lock, as if its time had passed. */
  const endLock = (email: string) =>
    cloud.db.query(`update embedded_code_failures set locked_until = now() where email = $1`, [email])

  it('locks the address, not the code: fresh codes do not buy more guesses, and every refusal says when to retry', async () => {
    const email = newEmail()
    const answers: { status: number; error: string | undefined; retryAfter: string | null }[] = []
    let otp = ''
    // Three rounds of "ask for a fresh code, try five wrong ones": each new code used to reset the count.
    for (let round = 0; round < 3; round++) {
      otp = await start(email)
      for (let i = 0; i < 5; i++) {
        const answer = await verify(email, wrongFor(otp))
        answers.push({
          status: answer.status,
          error: answer.body.error,
          retryAfter: answer.headers.get('retry-after'),
        })
      }
    }
    expect(answers.slice(0, 4).map(({ error }) => error)).toEqual([
      'Invalid code: 4 attempts left.',
      'Invalid code: 3 attempts left.',
      'Invalid code: 2 attempts left.',
      'Invalid code: 1 attempt left.',
    ])
    // The fifth wrong code locks the address; the ten guesses on the fresh codes are not even checked.
    const locked = answers.slice(4)
    expect(locked.every(({ status }) => status === 429)).toBe(true)
    for (const { error, retryAfter } of locked) {
      const seconds = Number(retryAfter)
      expect(seconds).toBeGreaterThanOrEqual(50)
      expect(seconds).toBeLessThanOrEqual(60)
      expect(error).toBe(`Too many wrong codes for this email: please try again after ${seconds} seconds.`)
    }
    // Even the right code is refused while locked: a lucky guess in the lock creates no wallet.
    const right = await verify(email, otp)
    expect(right.status).toBe(429)
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThanOrEqual(50)
    expect(await cloud.db.query('select 1 from embedded_users where email = $1', [email])).toEqual([])

    // After the lock, five more wrong codes lock it again, for twice as long.
    await endLock(email)
    otp = await start(email)
    const second: number[] = []
    let last: Awaited<ReturnType<typeof verify>> | undefined
    for (let i = 0; i < 5; i++) {
      last = await verify(email, wrongFor(otp))
      second.push(last.status)
    }
    expect(second).toEqual([400, 400, 400, 400, 429])
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(110)
    expect(Number(last!.headers.get('retry-after'))).toBeLessThanOrEqual(120)

    // The owner's right code after the lock works, and starts the count afresh.
    await endLock(email)
    expect((await verify(email, otp)).status).toBe(200)
    otp = await start(email)
    expect((await verify(email, wrongFor(otp))).body).toEqual({ error: 'Invalid code: 4 attempts left.' })
  })

  it('the cooldown between two codes also says when to retry (Retry-After)', async () => {
    const email = newEmail()
    await start(email)
    const again = await call<{ error: string }>('email/start', { body: { email, deviceId: DEVICE } })
    expect(again.status).toBe(429)
    const seconds = Number(again.headers.get('retry-after'))
    expect(again.body.error).toBe(`Please try again after ${seconds} seconds`)
    expect(seconds).toBeGreaterThanOrEqual(29)
  })

  it.runIf(kind === 'postgres')(
    'keeps the count in the database: another instance (or a restart) sees the lock',
    async () => {
      const shared = await databases.options('postgres')
      const first = await createCloud({
        ...shared,
        port: 0,
        chains: [],
        projectsFile: null,
        logger: false,
        indexer: false,
        rateLimit: false,
      })
      const email = newEmail()
      try {
        await first.context.projects.create({ id: PROJECT, allowedOrigins: [] })
        const onFirst = embeddedClient(() => first, PROJECT)
        await onFirst.call('email/start', { body: { email, deviceId: DEVICE } })
        const otp = await onFirst.lastCode(email)
        for (let i = 0; i < 4; i++) {
          await onFirst.call('email/verify', { body: { email, deviceId: DEVICE, otp: wrongFor(otp) } })
        }
      } finally {
        await first.close()
      }
      const second = await createCloud({
        ...shared,
        port: 0,
        chains: [],
        projectsFile: null,
        logger: false,
        indexer: false,
        rateLimit: false,
      })
      try {
        const onSecond = embeddedClient(() => second, PROJECT)
        await onSecond.skipCooldown(email)
        await onSecond.call('email/start', { body: { email, deviceId: DEVICE } })
        const otp = await onSecond.lastCode(email)
        const fifth = await onSecond.call('email/verify', {
          body: { email, deviceId: DEVICE, otp: wrongFor(otp) },
        })
        expect(fifth.status).toBe(429)
        expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThanOrEqual(50)
      } finally {
        await second.close()
      }
    },
  )
})

describe('lockSeconds', () => {
  it('doubles from a minute each round, up to a day', () => {
    expect([1, 2, 3, 4].map(lockSeconds)).toEqual([60, 120, 240, 480])
    expect(lockSeconds(11)).toBe(61_440)
    expect(lockSeconds(12)).toBe(MAX_LOCK_SECONDS)
    expect(lockSeconds(10_000)).toBe(MAX_LOCK_SECONDS)
  })
})
