import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { MailboxStore } from './store.ts'

/** Codes and links fit in a few kilobytes; anything near this is not a mail of ours. */
const MAX_MESSAGE_BYTES = 1_000_000

export interface DevSmtpServer {
  /** smtp://127.0.0.1:<port>, what nodemailer sends to. */
  url: string
  port: number
  close(): Promise<void>
}

export interface DevSmtpServerOptions {
  store: MailboxStore
  /** 0 picks a free port. */
  port: number
  host: '127.0.0.1'
  onError?: (error: Error) => void
}

/**
 * The dev mailbox's SMTP side: a real SMTP server on loopback that accepts any mail and keeps it, parsed,
 * in the store. No AUTH and no STARTTLS: it is reachable from this machine only, and without them nodemailer
 * needs no credentials or certificate to reach it.
 */
export async function startDevSmtpServer(options: DevSmtpServerOptions): Promise<DevSmtpServer> {
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    size: MAX_MESSAGE_BYTES,
    rejectOversized: true,
    banner: 'Airlock dev mailbox',
    logger: false,
    // The client is this machine: no reverse DNS query, which would wait on a resolver when offline.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase())
      simpleParser(stream)
        .then((mail) => {
          options.store.add({
            to: envelopeTo,
            from: (mail.from?.value ?? [])
              .map((sender) => (sender.name ? `${sender.name} <${sender.address}>` : (sender.address ?? '')))
              .join(', '),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            date: new Date().toISOString(),
          })
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  server.on('error', (error: Error) => options.onError?.(error))
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://${options.host}:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
