/** JSON safe inside an inline <script>: no `<` that could close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

export interface AttestationFrame {
  jwt: string
  /** The origin of the page that framed this one: the only window the JWT is posted to. */
  origin: string
  /** The CSP nonce of the one script. */
  nonce: string
}

/**
 * The page the official browser client loads in a hidden iframe: it posts
 * `JSON.stringify({type: 'verify_attestation', attestation})` to its parent, with an explicit target origin.
 */
export function attestationFrameHtml({ jwt, origin, nonce }: AttestationFrame): string {
  const message = JSON.stringify({ type: 'verify_attestation', attestation: jwt })
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><title>Verify</title></head><body>',
    `<script nonce="${nonce}">window.parent.postMessage(${scriptJson(message)}, ${scriptJson(origin)})</script>`,
    '</body></html>',
  ].join('\n')
}
