/** A hatch-and-ring mark, so the test wallet is recognisable in screenshots of wallet lists. */
const svg = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
  '<rect width="96" height="96" rx="22" fill="#1f6feb"/>',
  '<circle cx="48" cy="48" r="27" fill="none" stroke="#fff" stroke-width="7"/>',
  '<path d="M48 29v38M29 48h38" stroke="#fff" stroke-width="7" stroke-linecap="round"/>',
  '<circle cx="48" cy="48" r="7" fill="#ffd33d"/>',
  '</svg>',
].join('')

export const defaultIcon = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
