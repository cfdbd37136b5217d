/** Inter ships with the package; no font is downloaded from elsewhere. */
const FONT_URL = new URL('../../assets/inter-latin-wght-normal.woff2', import.meta.url).href
export const FONT_FAMILY = 'AirlockInter'

/**
 * Registers the font through the FontFace API: a shadow root cannot declare @font-face, and a global
 * stylesheet is what we promise not to add.
 */
export function ensureFont(doc: Document) {
  if (typeof FontFace === 'undefined' || !doc.fonts) return
  let present = false
  doc.fonts.forEach((face) => {
    if (face.family === FONT_FAMILY || face.family === `"${FONT_FAMILY}"`) present = true
  })
  if (present) return
  const face = new FontFace(FONT_FAMILY, `url(${FONT_URL}) format('woff2')`, {
    weight: '100 900',
    style: 'normal',
    display: 'swap',
  })
  doc.fonts.add(face)
  face.load().catch(() => {
    // The system font stack takes over; nothing to tell the visitor.
  })
}
