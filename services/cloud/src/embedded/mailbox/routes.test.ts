import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../../app.ts'
import { embeddedWalletOptionsFromEnv, parseServerEnv } from '../../env.ts'
import { fetchJson, startTestCloud } from '../../test/cloud.ts'
import { SOURCE_NODE_OPTIONS, TSX_BIN } from '../../test/tsx.ts'
import { embeddedClient } from '../auth/testkit.ts'
import type { EmbeddedWalletOptionsInput } from '../options.ts'

const PROJECT = 'mailbox'
const DEVICE = 'device-a-0123456789'
const SERVER = fileURLToPath(new URL('../../server.ts', import.meta.url))
const SECRET = 's'.repeat(64)
/** Side servers on free ports, as the test clouds run them. */
const FREE_PORTS = { MAILBOX_SMTP_PORT: '0', SECURE_SITE_PORT: '0', IDENTITY_PROVIDER_PORT: '0' }

/**
 * Runs server.ts until it exits or listens. A cloud that listens is asked for the dev mailbox's mail (no
 * credentials, as an attacker would) and stopped: its answer is what a production deployment leaked.
 */
function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX_BIN, [SERVER], {
      env: { ...process.env, NODE_OPTIONS: SOURCE_NODE_OPTIONS, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: tsx runs the server in a child process, which the kill must reach too.
      detached: true,
    })
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk
      const url = /Airlock cloud listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
      if (!url) return
      child.stdout.off('data', onData)
      fetch(`${url}/mailbox/messages`)
        .then(async (response) => {
          output += `\nGET /mailbox/messages -> ${response.status} ${await response.text()}`
        })
        .finally(() => process.kill(-(child.pid as number), 'SIGKILL'))
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, output }))
  })
}

describe('the dev mailbox never runs in production', () => {
  it('NODE_ENV=production without SMTP_URL: server.ts refuses to start, naming SMTP_URL', {
    timeout: 120_000,
  }, async () => {
    const result = await runServer({
      ...FREE_PORTS,
      NODE_ENV: 'production',
      EMBEDDED_WALLET_SECRET: SECRET,
      SMTP_URL: '',
      PORT: '0',
      ONRAMP_SANDBOX_PORT: '0',
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    })
    expect(result.output).not.toContain('GET /mailbox/messages')
    expect(result.code).toBe(1)
    expect(result.output).toMatch(/^Airlock cloud failed to start: .*SMTP_URL/m)
  })

  it('the environment layer of production turns it off; with no SMTP_URL createCloud refuses', async () => {
    const production = embeddedWalletOptionsFromEnv(
      parseServerEnv({ ...FREE_PORTS, EMBEDDED_WALLET_SECRET: SECRET }),
      'production',
    )
    const started = startTestCloud({ indexer: false, embeddedWallet: production }).then(async (cloud) => {
      // What an attacker reads from a production cloud that started anyway.
      const leaked = await fetch(`${cloud.url}/mailbox/messages`)
      await cloud.close()
      return `started, GET /mailbox/messages answered ${leaked.status}`
    })
    await expect(started).rejects.toThrow(/SMTP_URL/)
  })

  it('createCloud refuses the dev mailbox in production (requireSecret) and a cloud with no mail at all', async () => {
    const refused = (embeddedWallet: EmbeddedWalletOptionsInput) =>
      startTestCloud({ indexer: false, embeddedWallet }).then(async (cloud) => {
        await cloud.close()
        return 'started'
      })
    await expect(refused({ requireSecret: true, secret: SECRET })).rejects.toThrow(/SMTP_URL/)
    await expect(refused({ devMailbox: false })).rejects.toThrow(/SMTP_URL/)
  })
})

describe('the dev mailbox in development', () => {
  let cloud: Cloud
  const client = embeddedClient(() => cloud, PROJECT)

  beforeAll(async () => {
    cloud = await startTestCloud({ indexer: false })
    await cloud.context.projects.create({ id: PROJECT, allowedOrigins: ['https://dapp.example.com'] })
  })
  afterAll(() => cloud?.close())

  it('serves the page and JSON, newest first', async () => {
    const email = `visitor.${Date.now()}@example.com`
    await client.call('email/start', { body: { email, deviceId: DEVICE } })
    const messages = await client.mail(email)
    expect(messages).toHaveLength(1)
    expect(Object.keys(messages[0]!).sort()).toEqual(['date', 'from', 'html', 'subject', 'text', 'to'])
    const page = await fetch(`${cloud.url}/mailbox`)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await page.text()).toContain(messages[0]!.subject)
    expect(cloud.mailboxUrl).toBe(`${cloud.url}/mailbox`)
    const all = await fetchJson<{ date: string }[]>(`${cloud.url}/mailbox/messages`)
    const dates = all.body.map((message) => message.date)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('no page on another site may frame the mailbox (frame-ancestors)', async () => {
    for (const path of ['/mailbox', '/mailbox/mailbox.css', '/mailbox/messages']) {
      const response = await fetch(`${cloud.url}${path}`)
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      await response.arrayBuffer()
    }
  })
})
