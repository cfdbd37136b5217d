import { afterEach, describe, expect, it } from 'vitest'
import { createMailer, type Mailer } from './sender.ts'
import { type DevSmtpServer, startDevSmtpServer } from './smtpServer.ts'
import { createMailboxStore } from './store.ts'

let server: DevSmtpServer | undefined
let mailer: Mailer | undefined
afterEach(async () => {
  mailer?.close()
  await server?.close()
})

describe('dev SMTP server', () => {
  it('receives mail sent by nodemailer over loopback and keeps it parsed', async () => {
    const store = createMailboxStore()
    server = await startDevSmtpServer({ store, port: 0, host: '127.0.0.1' })
    expect(server.url).toBe(`smtp://127.0.0.1:${server.port}`)
    mailer = createMailer(server.url, 'Tester <tester@airlock.localhost>')
    await mailer.send({
      to: 'Alice@Example.com',
      subject: 'Your code',
      text: 'Code 123456',
      html: '<p>Code <b>123456</b></p>',
    })
    const [message] = store.list('alice@example.com')
    expect(message).toMatchObject({
      to: ['alice@example.com'],
      from: 'Tester <tester@airlock.localhost>',
      subject: 'Your code',
      text: 'Code 123456',
      html: '<p>Code <b>123456</b></p>',
    })
    expect(Date.parse(message!.date)).toBeGreaterThan(Date.now() - 60_000)
  })
})
