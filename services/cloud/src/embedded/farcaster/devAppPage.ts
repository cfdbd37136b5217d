import { escapeHtml } from '../../onramp/sandbox/html.ts'
import type { FarcasterDevAccount } from './config.ts'

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f1f1f}
button{display:block;width:100%;margin:.5rem 0;padding:.75rem;border-radius:.75rem;border:1px solid #7c65c1;background:#7c65c1;color:#fff;font:inherit;cursor:pointer}
.note{color:#666;font-size:.875rem}</style></head>
<body><main>${body}</main></body>
</html>`

/**
 * The dev relay's stand-in for the Farcaster app (development only): the page the ConnectingFarcaster link and
 * QR code open. The visitor picks a devnet Farcaster account; the relay signs the Sign In With Farcaster
 * message with that account's custody key, as the app would. No script, so a strict CSP holds.
 */
export function devAppPage(options: {
  action: string
  channelToken: string
  domain: string
  accounts: readonly FarcasterDevAccount[]
}): string {
  const buttons = options.accounts
    .map(
      (account) =>
        `<button type="submit" name="fid" value="${account.fid}">Sign in as @${escapeHtml(account.username)} (${escapeHtml(account.displayName)}, fid ${account.fid})</button>`,
    )
    .join('\n')
  return page(
    'Sign in with Farcaster – Airlock dev relay',
    `<h1>Sign in to ${escapeHtml(options.domain)}</h1>
<p>${escapeHtml(options.domain)} asks you to sign in with Farcaster.</p>
<form method="post" action="${escapeHtml(options.action)}">
<input type="hidden" name="channelToken" value="${escapeHtml(options.channelToken)}">
${buttons || '<p role="alert">No Farcaster test accounts are configured on this cloud.</p>'}
</form>
<p class="note">Airlock's development Farcaster relay: it signs with the devnet's test custody keys, standing in for the Farcaster app.</p>`,
  )
}

/** What the page says once it answered, or why it could not. */
export function devAppResultPage(title: string, message: string): string {
  return page(`${title} – Airlock dev relay`, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`)
}
