import { escapeHtml } from '../../onramp/sandbox/html.ts'
import type { OutgoingMail } from '../mailbox/sender.ts'
import { APPROVAL_TTL_MINUTES, CODE_TTL_MINUTES } from './rules.ts'

export interface CodeMailInput {
  to: string
  code: string
  /** The project's name, so the visitor knows which app asked. */
  appName: string
  /** VERIFY_DEVICE: the link that approves this browser. */
  approvalUrl?: string
}

const paragraphs = (lines: readonly string[]) => lines.map((line) => `<p>${line}</p>`).join('\n')

/** The login mail: the code first (the subject too, so a mail list shows it), the approval link when asked. */
export function loginCodeMail(input: CodeMailInput): OutgoingMail {
  const expiry = `It expires in ${CODE_TTL_MINUTES} minutes and works once.`
  const ignore = `If you did not try to log in to ${input.appName}, ignore this mail: nothing happens without the code.`
  const text = [`Your ${input.appName} login code is ${input.code}.`, expiry]
  const html = [
    `Your ${escapeHtml(input.appName)} login code is <strong>${escapeHtml(input.code)}</strong>.`,
    expiry,
  ]
  if (input.approvalUrl) {
    const approve = `A new browser is logging in to your wallet. Approve it with this link (valid ${APPROVAL_TTL_MINUTES} minutes):`
    text.push(approve, input.approvalUrl)
    html.push(escapeHtml(approve), `<a href="${escapeHtml(input.approvalUrl)}">Approve this browser</a>`)
  }
  text.push(ignore)
  html.push(escapeHtml(ignore))
  return {
    to: input.to,
    subject: `${input.code} is your ${input.appName} login code`,
    text: text.join('\n\n'),
    html: paragraphs(html),
  }
}

/** The update-email mails: the first to the current address, the second to the new one. */
export function updateEmailMail(input: {
  to: string
  code: string
  appName: string
  step: 'primary' | 'secondary'
  newEmail: string
}): OutgoingMail {
  const what =
    input.step === 'primary'
      ? `Someone asked to change the email of your ${input.appName} wallet to ${input.newEmail}. Confirm with code ${input.code}.`
      : `Confirm ${input.newEmail} as the new email of your ${input.appName} wallet with code ${input.code}.`
  const tail = `It expires in ${CODE_TTL_MINUTES} minutes. If you did not ask for this, ignore this mail.`
  return {
    to: input.to,
    subject: `${input.code} is your ${input.appName} email change code`,
    text: `${what}\n\n${tail}`,
    html: paragraphs([escapeHtml(what), escapeHtml(tail)]),
  }
}
