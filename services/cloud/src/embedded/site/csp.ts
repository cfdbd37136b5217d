import { DEFAULT_FRAME_ANCESTORS } from '@airlock/protocol/origins'

/**
 * The origins that may embed the frame: the project's allow-list, and the development hosts only when the
 * operator turned them on (`withDefaults`). The patterns are CSP host sources already
 * (https://*.example.com, http://localhost:*), see @airlock/protocol/origins, so they go into
 * frame-ancestors as they are.
 */
export function frameAncestors(projectOrigins: readonly string[], withDefaults: boolean): string[] {
  return [...new Set([...(withDefaults ? DEFAULT_FRAME_ANCESTORS : []), ...projectOrigins])]
}

/**
 * The frame page's policy: scripts and styles from its own origin only (no inline code), network calls to
 * itself and the cloud's API only, and embeddable only by the project's origins: a page elsewhere that
 * frames it gets a blocked frame, so it cannot drive it or overlay its approval card.
 */
export function frameCsp(input: { apiOrigin: string; ancestors: readonly string[] }): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${input.apiOrigin}`,
    `frame-ancestors ${input.ancestors.length ? input.ancestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ')
}

/** For every answer that is not the frame page itself (assets, errors): nothing runs, nothing embeds it. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"

/**
 * The social login popup's last page (social-callback.html): its own script only, embeddable by nothing.
 * It needs no project: it only hands the result on to the page that opened the popup.
 */
export const CALLBACK_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
