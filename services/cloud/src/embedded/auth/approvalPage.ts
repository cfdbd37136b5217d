import { escapeHtml } from '../../onramp/sandbox/html.ts'

/**
 * No script, no style sheet, nothing loaded; the one form posts back to the page's own URL; no page of any
 * site may frame it (a framed button could be clicked through a decoy).
 */
export const APPROVAL_PAGE_CSP =
  "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

/**
 * What the device-approval link shows: `confirm` (opened, nothing approved yet: a mail scanner that opens
 * links must not approve a browser, so approving takes the button, which posts the form), then `approved`, or
 * why the link cannot approve.
 */
export type ApprovalPageState =
  | { kind: 'confirm'; token: string }
  | { kind: 'approved' }
  | { kind: 'refused'; message: string }

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`
}

/** The page the device-approval link opens, and the one its button's POST answers. */
export function approvalPage(state: ApprovalPageState): string {
  if (state.kind === 'approved') {
    return page('Device approved', '<p>Device approved, you can close this tab.</p>')
  }
  if (state.kind === 'refused') {
    return page('This link cannot approve a device', `<p>${escapeHtml(state.message)}</p>`)
  }
  // No action: the browser posts to this page's own URL, whatever prefix a proxy serves the API under.
  return page(
    'Approve this browser?',
    `<p>A new browser is logging in to your wallet with your email. Approve it only if you started this login yourself, just now.</p>
<form method="post">
<input type="hidden" name="token" value="${escapeHtml(state.token)}">
<button type="submit">Approve this browser</button>
</form>
<p>If you did not, close this tab: nothing is approved without the button.</p>`,
  )
}
