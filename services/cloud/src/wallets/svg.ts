import { createHash } from 'node:crypto'

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** XML 1.0 allows no other control characters, lone surrogates or U+FFFE/U+FFFF: one makes the image unparsable. */
function isXmlChar(char: string): boolean {
  const code = char.codePointAt(0)!
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d
  if (code >= 0xd800 && code <= 0xdfff) return false
  return code !== 0xfffe && code !== 0xffff
}

/** Text and attribute values of generated SVG: registry names are data, never markup. */
export function escapeXml(text: string): string {
  return [...text]
    .filter(isXmlChar)
    .join('')
    .replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!)
}

/** Up to two letters or digits: the first of the first two words ("Trust Wallet" -> "TW", "Zerion" -> "ZE"). */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? []
  const [first, second] = words
  if (!first) return '?'
  const letters = second ? [...first][0]! + [...second][0]! : [...first].slice(0, 2).join('')
  return letters.toLocaleUpperCase('en-US')
}

export type BadgeShape = 'rounded' | 'circle'

export interface BadgeOptions {
  /** Drives the colours: the same seed always gives the same image. */
  seed: string
  /** The short text drawn in the middle. */
  label: string
  shape: BadgeShape
  /** Accessible name, e.g. the wallet's full name. */
  title: string
}

/** Two hues far enough apart to read as a gradient, and dark enough for white text. */
function palette(seed: string) {
  const hash = createHash('sha256').update(seed).digest()
  const hue = hash.readUInt16BE(0) % 360
  const shift = 40 + (hash[2]! % 80)
  const saturation = 55 + (hash[3]! % 25)
  const angle = hash[4]! % 2 === 0 ? { x2: '1', y2: '1' } : { x2: '1', y2: '0' }
  return {
    from: `hsl(${hue}, ${saturation}%, 42%)`,
    to: `hsl(${(hue + shift) % 360}, ${saturation}%, 30%)`,
    angle,
    gradientId: `g${hash.subarray(5, 9).toString('hex')}`,
  }
}

function fontSize(label: string) {
  const length = [...label].length
  return length <= 2 ? 40 : length === 3 ? 32 : length === 4 ? 25 : 20
}

/**
 * A deterministic 96×96 SVG: a gradient square (rounded) or disc with the label in white. Every piece of
 * text is escaped; the document has no script, links or external references.
 */
export function renderBadge({ seed, label, shape, title }: BadgeOptions): string {
  const { from, to, angle, gradientId } = palette(seed)
  const background =
    shape === 'rounded'
      ? `<rect width="96" height="96" rx="24" fill="url(#${gradientId})"/>`
      : `<circle cx="48" cy="48" r="48" fill="url(#${gradientId})"/>`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="${angle.x2}" y2="${angle.y2}">`,
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    background,
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" fill="#fff" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="${fontSize(label)}" font-weight="600">${escapeXml(label)}</text>`,
    '</svg>',
  ].join('')
}
