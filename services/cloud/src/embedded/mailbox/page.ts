import { escapeHtml } from '../../onramp/sandbox/html.ts'
import type { MailboxMessage } from './store.ts'

/** Styles from a file of their own: the page's policy allows no inline style. */
export const MAILBOX_CSS = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1.5rem; color: #1b1b1f; }
h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
.hint { color: #55555c; margin: 0 0 1.5rem; }
article { border: 1px solid #d6d6dc; border-radius: .5rem; padding: 1rem; margin: 0 0 1rem; }
h2 { font-size: 1.1rem; margin: 0 0 .5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .1rem 1rem; margin: 0 0 .75rem; color: #3b3b42; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f4f6; padding: .75rem; border-radius: .375rem; margin: 0; font: 14px/1.5 ui-monospace, monospace; }
a { color: #1746c7; }
`

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g

/** Escaped text with its http(s) links clickable (the device-approval link is opened from here). */
function textWithLinks(text: string): string {
  let out = ''
  let last = 0
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0]
    out += escapeHtml(text.slice(last, match.index))
    out += `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(url)}</a>`
    last = match.index + url.length
  }
  return out + escapeHtml(text.slice(last))
}

function messageHtml(message: MailboxMessage): string {
  return `<article>
<h2>${escapeHtml(message.subject || '(no subject)')}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(message.to.join(', '))}</dd>
<dt>From</dt><dd>${escapeHtml(message.from)}</dd>
<dt>Received</dt><dd><time datetime="${escapeHtml(message.date)}">${escapeHtml(message.date)}</time></dd>
</dl>
<pre>${textWithLinks(message.text)}</pre>
</article>`
}

/**
 * The mailbox page: every mail the dev SMTP server received, newest first, as text (a mail's HTML part is
 * never rendered: it is data). It reloads itself every 5 seconds so a code shows up without a click.
 */
export function mailboxPage(messages: readonly MailboxMessage[]): string {
  const list = messages.length
    ? messages.map(messageHtml).join('\n')
    : '<p>No mail yet. Start an email login in the demo and the code shows up here.</p>'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>Airlock dev mailbox</title>
<link rel="stylesheet" href="/mailbox/mailbox.css">
</head>
<body>
<main>
<h1>Airlock dev mailbox</h1>
<p class="hint">Mail the cloud sent while no SMTP_URL is set, newest first. This page reloads every 5 seconds.</p>
${list}
</main>
</body>
</html>
`
}
