import { signRelayJwt } from '@airlock/protocol'
import { freeLoopbackPort } from '@airlock/testing'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Cloud, createCloud } from '../app.ts'
import type { VerifyAnswer } from '../embedded/auth/service.ts'
import { embeddedClient } from '../embedded/auth/testkit.ts'
import { errorMessage } from '../errors.ts'
import { startTestCloud } from '../test/cloud.ts'
import { connectRelay, newSeed, relayUrlOf } from '../test/relayClient.ts'
import { REDACTED, redactSecrets, serializeError, withRedaction } from './redact.ts'

describe('redactSecrets', () => {
  it('masks URL passwords, secret query parameters and bearer tokens, and keeps the rest', () => {
    expect(redactSecrets('connect postgres://app:hunter2@db.internal:5432/app failed')).toBe(
      `connect postgres://app:${REDACTED}@db.internal:5432/app failed`,
    )
    expect(redactSecrets('rediss://:pa55@cache:6380/0')).toBe(`rediss://:${REDACTED}@cache:6380/0`)
    expect(redactSecrets('smtp://mailer:s3cret@smtp.example.com:587')).toBe(
      `smtp://mailer:${REDACTED}@smtp.example.com:587`,
    )
    expect(redactSecrets('/relay?auth=eyJhbGciOi.x.y&projectId=shop&ua=wc')).toBe(
      `/relay?auth=${REDACTED}&projectId=shop&ua=wc`,
    )
    expect(redactSecrets('/cb?state=s1&code=abc&Token=t')).toBe(
      `/cb?state=s1&code=${REDACTED}&Token=${REDACTED}`,
    )
    expect(redactSecrets('authorization: Bearer abc.def-ghi')).toBe(`authorization: Bearer ${REDACTED}`)
    expect(redactSecrets('/v1/balance?projectId=shop&currency=usd')).toBe(
      '/v1/balance?projectId=shop&currency=usd',
    )
    expect(redactSecrets('https://user@example.com/x')).toBe('https://user@example.com/x')
  })

  it('serializes errors and error strings masked, keeping code and status', () => {
    const error = Object.assign(new Error('no route to redis://:pw@host:6379'), { code: 'ECONNREFUSED' })
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: `no route to redis://:${REDACTED}@host:6379`,
      code: 'ECONNREFUSED',
    })
    expect(serializeError('failed: postgres://u:p@h/d')).toBe(`failed: postgres://u:${REDACTED}@h/d`)
  })

  it('masks any string field and the message of a log line, and credentials in headers', async () => {
    const lines: string[] = []
    const app = Fastify({
      logger: withRedaction({ level: 'info', stream: { write: (line: string) => void lines.push(line) } }),
    })
    app.log.info(
      { where: 'postgres://u:pw-1234@h/d', password: 'pw-5678', nested: { seed: 'seed-9' } },
      'at redis://:pw-0000@h',
    )
    app.log.info({ req: { headers: { authorization: 'Bearer tok-1' } } }, 'headers')
    await app.close()
    const log = lines.join('')
    for (const secret of ['pw-1234', 'pw-5678', 'seed-9', 'pw-0000', 'tok-1'])
      expect(log).not.toContain(secret)
    expect(log).toContain(`postgres://u:${REDACTED}@h/d`)
  })

  it('leaves a disabled logger disabled and keeps the caller’s level', () => {
    expect(withRedaction(false)).toBe(false)
    expect(withRedaction({ level: 'warn' })).toMatchObject({ level: 'warn' })
  })
})

describe('secrets never reach the log through real flows', () => {
  const lines: string[] = []
  const logger = { level: 'trace', stream: { write: (line: string) => void lines.push(line) } }
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud({ logger, onramp: { sandbox: false }, indexer: false })
    await cloud.context.projects.create({ id: 'logs', allowedOrigins: ['https://dapp.example.com'] })
  })
  afterAll(() => cloud?.close())

  it('relay JWTs, one-time codes, session and approval tokens, and a database password', async () => {
    const secrets: string[] = []
    // Relay: the JWT in ?auth=, and as a bearer header; a refused page too.
    const jwt = () =>
      signRelayJwt({ seed: newSeed(), aud: relayUrlOf(cloud), iat: Math.floor(Date.now() / 1000) })
    const [inQuery, inHeader, ofPage] = [jwt(), jwt(), jwt()]
    secrets.push(inQuery, inHeader, ofPage)
    const relay = await connectRelay(relayUrlOf(cloud), { auth: inQuery, projectId: 'logs' })
    await relay.request('irn_subscribe', { topic: 'c'.repeat(64) })
    relay.socket.close()
    const bearer = await connectRelay(relayUrlOf(cloud), { auth: inHeader, bearer: true, projectId: 'logs' })
    await bearer.request('irn_subscribe', { topic: 'd'.repeat(64) })
    bearer.socket.close()
    const refused = await connectRelay(relayUrlOf(cloud), {
      auth: ofPage,
      projectId: null,
      headers: { origin: 'https://dapp.example.com' },
    })
    expect((await refused.closed).code).toBe(3000)

    // Email login: the code, the session, and a second device's approval link (a token in the query).
    const { call, lastCode, approvalLink, skipCooldown } = embeddedClient(() => cloud, 'logs')
    const email = 'logs@example.com'
    const login = async (deviceId: string) => {
      await call('email/start', { body: { email, deviceId } })
      const otp = await lastCode(email)
      secrets.push(otp)
      const verified = await call<VerifyAnswer>('email/verify', { body: { email, deviceId, otp } })
      return verified.body
    }
    const first = await login('device-one-0123456789')
    secrets.push(first.session)
    await call('wallet', {
      token: first.session,
      body: { address: `0x${'ab'.repeat(20)}`, authShare: '0x01aa11aa11', recoveryShare: '0x03cc33cc33' },
    })
    await call('session', { token: first.session })
    await skipCooldown(email)
    await login('device-two-0123456789')
    const link = await approvalLink(email)
    secrets.push(new URL(link).searchParams.get('token') ?? '')
    await (await fetch(link)).text()

    // A database URL whose server is not there: the start fails, its password stays out of the log.
    const password = 'Db-Pa55-w0rd-xyz'
    secrets.push(password)
    const port = await freeLoopbackPort()
    const failed = await createCloud({
      port: 0,
      databaseUrl: `postgres://airlock:${password}@127.0.0.1:${port}/airlock`,
      chains: [],
      projectsFile: null,
      logger,
    }).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(failed).toBeInstanceOf(Error)
    // What server.ts prints when the start fails.
    expect(redactSecrets(errorMessage(failed))).not.toContain(password)

    await cloud.context.usage.flush()
    const log = lines.join('')
    // The flows did log: requests with their (masked) URLs.
    expect(log).toContain('/v1/embedded/device/approve?token=[redacted]')
    expect(secrets.every((secret) => secret.length >= 6)).toBe(true)
    for (const secret of secrets) expect(log, 'a secret in the log').not.toContain(secret)
  })
})
