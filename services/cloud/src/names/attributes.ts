/**
 * A name's text records (ENS `text(node, key)`: avatar, url, description, com.twitter, …) are shown by pages
 * and wallets the cloud does not control, some of which put them in links, images or HTML. So a record is
 * refused when it is written if it could act as anything but text: a link that runs script, markup, control
 * characters. What was stored before these checks is filtered the same way when served.
 */

/** Text records, their limits. */
export const MAX_ATTRIBUTES = 16
export const MAX_ATTRIBUTE_KEY_LENGTH = 64
export const MAX_ATTRIBUTE_VALUE_LENGTH = 1024

/**
 * Records whose value is a URL a page opens or loads (ENS's avatar, url and header records): only an absolute
 * http(s) URL, the only schemes that neither run script (javascript:, vbscript:) nor carry their own page
 * (data:, blob:) nor open another application.
 */
export const URL_ATTRIBUTE_KEYS: readonly string[] = Object.freeze(['avatar', 'url', 'header'])

/** ENS text record keys: `avatar`, `com.twitter`, `org.telegram`, `eth.ens.delegate`. */
const KEY = /^[a-z0-9][a-z0-9._-]*$/i
/**
 * Characters no record needs: C0 and C1 controls but the line feed (descriptions have lines), and the
 * bidirectional overrides and isolates, which make text read in another order than it is stored.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/
/** The start of an HTML tag, comment or declaration: `<a`, `</`, `<!`, `<?`. */
const MARKUP = /<[a-z/!?]/i
/** A scheme that runs script or carries a page of its own, anywhere a renderer might read a link. */
const SCRIPT_SCHEME = /^\s*(javascript|vbscript|data|blob):/i

export const AttributeMessages = {
  KEY: 'An attribute key has letters, digits, dots, hyphens and underscores only',
  URL: (key: string) => `The ${key} attribute must be an http(s) URL`,
  SCRIPT: (key: string) => `The ${key} attribute must not be a javascript:, vbscript:, data: or blob: link`,
  MARKUP: (key: string) => `The ${key} attribute must not contain HTML markup`,
  CONTROL: (key: string) => `The ${key} attribute must not contain control characters`,
} as const

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** Why a text record may not be stored, or undefined when it may. */
export function attributeIssue(key: string, value: string): string | undefined {
  if (!KEY.test(key)) return AttributeMessages.KEY
  if (CONTROL.test(value)) return AttributeMessages.CONTROL(key)
  if (MARKUP.test(value)) return AttributeMessages.MARKUP(key)
  if (URL_ATTRIBUTE_KEYS.includes(key.toLowerCase())) {
    return isHttpUrl(value) ? undefined : AttributeMessages.URL(key)
  }
  if (SCRIPT_SCHEME.test(value)) return AttributeMessages.SCRIPT(key)
  return undefined
}

/** The records that pass `attributeIssue`: what is served of a name registered before the checks. */
export function safeAttributes(attributes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).filter(
      ([key, value]) => typeof value === 'string' && attributeIssue(key, value) === undefined,
    ),
  )
}
