import nodemailer from 'nodemailer'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

export const DEFAULT_MAIL_FROM = 'Airlock <no-reply@airlock.localhost>'

/**
 * Sends through an SMTP server named by URL (smtp://user:pass@host:587, smtps://…), the operator's or the dev
 * mailbox's. A pooled transport: codes are sent one request at a time, and reconnecting for each would add a
 * handshake to every email login.
 */
export function createMailer(smtpUrl: string, from: string = DEFAULT_MAIL_FROM): Mailer {
  const url = new URL(smtpUrl)
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    pool: true,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    // Loopback to the dev mailbox speaks plain SMTP; a real server is upgraded whenever it offers STARTTLS.
    ...(isLoopback(url.hostname) ? { ignoreTLS: true } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
    close: () => transport.close(),
  }
}

function isLoopback(hostname: string): boolean {
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]'
}
