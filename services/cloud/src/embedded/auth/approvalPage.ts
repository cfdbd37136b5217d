import { escapeHtml } from '../../onramp/sandbox/html.ts'

/** No script, no style sheet, nothing loaded: the page only says what happened. */
export const APPROVAL_PAGE_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'"

/** The page the device-approval link opens. */
export function approvalPage(result: { ok: true } | { ok: false; message: string }): string {
  const title = result.ok ? 'Device approved' : 'This link cannot approve a device'
  const body = result.ok ? 'Device approved, you can close this tab.' : result.message
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
</main>
</body>
</html>
`
}
