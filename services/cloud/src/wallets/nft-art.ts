import { createHash } from 'node:crypto'
import { escapeXml } from './svg.ts'

/** The ids history gives ERC-721 previews: nft-{contract, lower case}-{decimal token id}. */
const NFT_ID = /^nft-(0x[0-9a-fA-F]{40})-([0-9]{1,78})$/

export interface NftRef {
  /** Lower case, so the art does not depend on the address's checksum casing. */
  contract: string
  /** Decimal, without leading zeros. */
  tokenId: string
}

/** The contract and token of an nft-0x…-123 asset id, or null for any other id. */
export function parseNftId(id: string): NftRef | null {
  const match = NFT_ID.exec(id)
  if (!match) return null
  return { contract: match[1]!.toLowerCase(), tokenId: BigInt(match[2]!).toString() }
}

/** A deterministic stream of numbers in [0, 1): consecutive 32-bit words of sha256(seed#0), sha256(seed#1)… */
function randomStream(seed: string): () => number {
  let block = 0
  let bytes = Buffer.alloc(0)
  let offset = 0
  return () => {
    if (offset + 4 > bytes.length) {
      bytes = createHash('sha256').update(`${seed}#${block}`).digest()
      block += 1
      offset = 0
    }
    const value = bytes.readUInt32BE(offset) / 2 ** 32
    offset += 4
    return value
  }
}

type Random = () => number

const between = (random: Random, min: number, max: number) => min + random() * (max - min)
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!
const round = (value: number) => Math.round(value)

interface Palette {
  /** The two ends of the background gradient. */
  ground: readonly [string, string]
  /** Shape colours, in no particular order: each token picks its own. */
  colors: readonly [string, string, string, string]
  /** Small details: dots, thin rings. */
  ink: string
}

/** Hand-picked palettes: a collection keeps one, so its tokens read as a family. */
const PALETTES: readonly Palette[] = [
  { ground: ['#0f172a', '#312e81'], colors: ['#f472b6', '#fb923c', '#facc15', '#38bdf8'], ink: '#f8fafc' },
  { ground: ['#fff1e6', '#fde2e4'], colors: ['#ff6b6b', '#ffa94d', '#845ef7', '#20c997'], ink: '#343a40' },
  { ground: ['#03045e', '#0077b6'], colors: ['#00b4d8', '#90e0ef', '#ffd166', '#ef476f'], ink: '#caf0f8' },
  { ground: ['#1b4332', '#2d6a4f'], colors: ['#95d5b2', '#ffd166', '#f4a261', '#e76f51'], ink: '#f1faee' },
  { ground: ['#faedcd', '#e9d8a6'], colors: ['#e76f51', '#264653', '#2a9d8f', '#f4a261'], ink: '#264653' },
  { ground: ['#10002b', '#3c096c'], colors: ['#ff006e', '#8338ec', '#3a86ff', '#ffbe0b'], ink: '#ffffff' },
  { ground: ['#e0f7f1', '#bfe9da'], colors: ['#06d6a0', '#118ab2', '#ef476f', '#ffd166'], ink: '#073b4c' },
  { ground: ['#1f0a0a', '#5c1a1a'], colors: ['#ff7b00', '#ffb700', '#ff4d6d', '#ffe8d6'], ink: '#ffe8d6' },
  { ground: ['#f3e8ff', '#e4ccff'], colors: ['#7c3aed', '#db2777', '#f59e0b', '#06b6d4'], ink: '#3b0764' },
  { ground: ['#2e3440', '#434c5e'], colors: ['#88c0d0', '#bf616a', '#ebcb8b', '#a3be8c'], ink: '#eceff4' },
  { ground: ['#fff0f6', '#ffdeeb'], colors: ['#f06595', '#4dabf7', '#ffd43b', '#51cf66'], ink: '#862e9c' },
  { ground: ['#22223b', '#4a4e69'], colors: ['#f2cc8f', '#e07a5f', '#81b29a', '#f4f1de'], ink: '#f4f1de' },
  { ground: ['#2d0b3a', '#7a1f4b'], colors: ['#ff9e00', '#ff6d00', '#ffd6a5', '#f15bb5'], ink: '#fff3e0' },
  { ground: ['#e3f6fc', '#bfe6f5'], colors: ['#0077b6', '#00b4d8', '#ff8fab', '#fcbf49'], ink: '#023047' },
  { ground: ['#f1ebe0', '#e3d7c3'], colors: ['#e63946', '#1d3557', '#f4a000', '#457b9d'], ink: '#1d3557' },
  { ground: ['#001219', '#005f73'], colors: ['#94d2bd', '#ee9b00', '#ca6702', '#e9d8a6'], ink: '#e9d8a6' },
]

type Motif = 'blob' | 'rings' | 'stripes' | 'orbs' | 'arches'
const MOTIFS: readonly Motif[] = ['blob', 'rings', 'stripes', 'orbs', 'arches']

/** What every token of a contract shares: the palette and the main motif. */
function collectionStyle(contract: string) {
  const random = randomStream(`nft-collection:${contract}`)
  return { palette: pick(random, PALETTES), motif: pick(random, MOTIFS) }
}

/** The palette's colours in an order drawn from `random` (Fisher–Yates). */
function shuffled(random: Random, colors: readonly string[]): string[] {
  const out = [...colors]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/** A smooth closed curve through `points` corners around (cx, cy): Catmull-Rom turned into cubic Béziers. */
function blobPath(random: Random, cx: number, cy: number, radius: number): string {
  const count = 5 + Math.floor(random() * 3)
  const start = random() * Math.PI * 2
  const points = Array.from({ length: count }, (_, i) => {
    const angle = start + (i / count) * Math.PI * 2 + between(random, -0.25, 0.25)
    const r = radius * between(random, 0.72, 1.12)
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r] as const
  })
  const at = (i: number) => points[(i + count) % count]!
  let d = `M${round(at(0)[0])} ${round(at(0)[1])}`
  for (let i = 0; i < count; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)]
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${round(c1[0]!)} ${round(c1[1]!)} ${round(c2[0]!)} ${round(c2[1]!)} ${round(p2[0])} ${round(p2[1])}`
  }
  return `${d}Z`
}

/** "#42", or "#123…789" for ids too long for a corner. */
function badgeLabel(tokenId: string): string {
  return tokenId.length <= 7 ? `#${tokenId}` : `#${tokenId.slice(0, 3)}…${tokenId.slice(-3)}`
}

function shortAddress(contract: string): string {
  return `${contract.slice(0, 6)}…${contract.slice(-4)}`
}

/**
 * A deterministic 256×256 generative artwork for one ERC-721 token: a gradient ground, soft glows, the
 * collection's motif and a small accent, with a "#id" badge in the bottom-right corner. The contract picks
 * the palette and motif, so a collection reads as a family; the token picks which colours go where, the
 * shapes and where they sit. Nothing but shapes and escaped text: no script, links or external references.
 */
export function renderNftArt({ contract, tokenId }: NftRef): string {
  const { palette, motif } = collectionStyle(contract)
  const random = randomStream(`nft:${contract}:${tokenId}`)
  const id = createHash('sha256').update(`${contract}:${tokenId}`).digest('hex').slice(0, 6)
  const [c0, c1, c2, c3] = shuffled(random, palette.colors) as [string, string, string, string]
  const ink = palette.ink
  const [g0, g1] = random() < 0.5 ? palette.ground : [palette.ground[1], palette.ground[0]]

  const defs = [
    `<linearGradient id="b${id}" gradientTransform="rotate(${round(between(random, 0, 360))} .5 .5)">`,
    `<stop stop-color="${g0}"/><stop offset="1" stop-color="${g1}"/></linearGradient>`,
    `<filter id="f${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="30"/></filter>`,
  ]
  const body: string[] = [`<rect width="256" height="256" fill="url(#b${id})"/>`]

  // Two soft glows on opposite sides give the ground depth.
  const gx = between(random, 30, 226)
  const gy = between(random, 30, 226)
  body.push(
    `<g filter="url(#f${id})" opacity=".55">`,
    `<circle cx="${round(gx)}" cy="${round(gy)}" r="${round(between(random, 56, 80))}" fill="${c2}"/>`,
    `<circle cx="${round(256 - gx)}" cy="${round(256 - gy)}" r="${round(between(random, 48, 72))}" fill="${c3}"/></g>`,
  )

  const cx = round(between(random, 100, 156))
  const cy = round(between(random, 96, 140))
  switch (motif) {
    case 'blob': {
      const r = between(random, 70, 88)
      const blob = blobPath(random, cx, cy, r)
      defs.push(
        `<linearGradient id="m${id}" x2="1" y2="1"><stop stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/></linearGradient>`,
      )
      body.push(
        `<path d="${blob}" fill="#000" opacity=".2" transform="translate(6 9)"/>`,
        `<path d="${blob}" fill="url(#m${id})"/>`,
        `<path d="${blobPath(random, cx + round(between(random, -22, 22)), cy + round(between(random, -22, 22)), r * 0.4)}" fill="${c2}"/>`,
      )
      break
    }
    case 'rings': {
      const count = 3 + Math.floor(random() * 3)
      const outer = between(random, 80, 98)
      const colors = [c0, c1, c2, c3]
      const step = outer / (count + 0.5)
      body.push(`<circle cx="${cx}" cy="${cy}" r="${round(outer + 6)}" fill="#000" opacity=".15"/>`)
      for (let i = 0; i < count; i++) {
        body.push(`<circle cx="${cx}" cy="${cy}" r="${round(outer - i * step)}" fill="${colors[i % 4]}"/>`)
      }
      body.push(`<circle cx="${cx}" cy="${cy}" r="${round(step / 2)}" fill="${ink}"/>`)
      break
    }
    case 'stripes': {
      const r = round(between(random, 72, 90))
      const gap = pick(random, [14, 18, 22])
      const tilt = round(between(random, -60, 60))
      defs.push(`<clipPath id="c${id}"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>`)
      let stripes = ''
      for (let y = cy - r * 1.5; y < cy + r * 1.5; y += gap)
        stripes += `M${round(cx - r * 1.5)} ${round(y)}h${r * 3}`
      body.push(
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c0}"/>`,
        `<path d="${stripes}" stroke="${c1}" stroke-width="${gap / 2}" clip-path="url(#c${id})" transform="rotate(${tilt} ${cx} ${cy})"/>`,
      )
      const angle = between(random, 0, Math.PI * 2)
      body.push(
        `<circle cx="${round(cx + Math.cos(angle) * r * 0.75)}" cy="${round(cy + Math.sin(angle) * r * 0.75)}" r="${round(r * between(random, 0.26, 0.38))}" fill="${c2}"/>`,
      )
      break
    }
    case 'orbs': {
      const colors = [c0, c1, c2, c3]
      const count = 3 + Math.floor(random() * 2)
      for (let i = 0; i < count; i++) {
        const r = between(random, 36, 62) * (1 - i * 0.14)
        const angle = between(random, 0, Math.PI * 2)
        const distance = i === 0 ? 0 : between(random, 30, 58)
        body.push(
          `<circle cx="${round(cx + Math.cos(angle) * distance)}" cy="${round(cy + Math.sin(angle) * distance)}" r="${round(r)}" fill="${colors[i]}" opacity="${i === 0 ? 1 : 0.88}"/>`,
        )
      }
      break
    }
    case 'arches': {
      // Nested semicircles standing on a base line, like a Bauhaus rainbow.
      const count = 3 + Math.floor(random() * 2)
      const outer = between(random, 84, 100)
      const base = round(between(random, 170, 196))
      const x = round(between(random, 108, 148))
      const colors = [c0, c1, c2, c3]
      const step = outer / count
      const turn = pick(random, [0, 0, 0, 90, 180, 270])
      body.push(turn ? `<g transform="rotate(${turn} 128 128)">` : '<g>')
      for (let i = 0; i < count; i++) {
        const r = round(outer - i * step)
        body.push(`<path d="M${x - r} ${base}a${r} ${r} 0 0 1 ${2 * r} 0Z" fill="${colors[i % 4]}"/>`)
      }
      const sun = round(between(random, 16, 24))
      body.push(
        `<circle cx="${round(x + between(random, -60, 60))}" cy="${round(base - outer - sun - between(random, 6, 22))}" r="${sun}" fill="${ink}"/></g>`,
      )
      break
    }
  }

  // A token accent: a dot grid, a thin ring, or a half disc.
  const accent = Math.floor(random() * 3)
  const ax = round(between(random, 30, 200))
  const ay = round(between(random, 28, 60))
  if (accent === 0) {
    let dots = ''
    for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) dots += `M${ax + i * 11} ${ay + j * 11}h0`
    body.push(`<path d="${dots}" stroke="${ink}" stroke-width="5" stroke-linecap="round" opacity=".7"/>`)
  } else if (accent === 1) {
    body.push(
      `<circle cx="${ax}" cy="${ay}" r="${round(between(random, 12, 20))}" fill="none" stroke="${ink}" stroke-width="3" opacity=".7"/>`,
    )
  } else {
    const r = round(between(random, 12, 18))
    body.push(
      `<path d="M${ax - r} ${ay}a${r} ${r} 0 0 1 ${2 * r} 0Z" fill="${c3}" transform="rotate(${round(between(random, 0, 360))} ${ax} ${ay})"/>`,
    )
  }

  // The badge: a translucent pill, sized to its text, in the bottom-right corner.
  const label = badgeLabel(tokenId)
  const width = round(
    [...label].reduce((sum, char) => sum + (char === '…' ? 20 : char === '#' ? 14 : 12.5), 22),
  )
  body.push(
    `<rect x="${236 - width}" y="208" width="${width}" height="30" rx="15" fill="#000" fill-opacity=".45"/>`,
    `<text x="${236 - width / 2}" y="223" dy=".35em" text-anchor="middle" fill="#fff" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="20" font-weight="600">${escapeXml(label)}</text>`,
  )

  const title = escapeXml(`NFT #${tokenId} of ${shortAddress(contract)}`)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<defs>${defs.join('')}</defs>`,
    body.join(''),
    '</svg>',
  ].join('')
}
