import { describe, expect, it } from 'vitest'
import { assetImage } from './images.ts'
import { parseNftId, renderNftArt } from './nft-art.ts'
import { renderBadge } from './svg.ts'

const CONTRACT = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const OTHER = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
const nft = (tokenId: string | number, contract = CONTRACT) => assetImage(`nft-${contract}-${tokenId}`)

/** Tags open and close in order, attributes are quoted, and every & starts an entity: XML a parser accepts. */
function expectWellFormed(svg: string) {
  const stack: string[] = []
  for (const [, closing, name, attributes, selfClosing] of svg.matchAll(
    /<(\/?)([a-zA-Z]+)([^<>]*?)(\/?)>/g,
  )) {
    expect(attributes).toMatch(/^(\s+[a-zA-Z][a-zA-Z0-9:-]*="[^"<]*")*\s*$/)
    if (closing) expect(stack.pop()).toBe(name)
    else if (!selfClosing) stack.push(name!)
  }
  expect(stack).toEqual([])
  expect(svg.replace(/<[^<>]*>/g, '')).not.toMatch(/[<>]/)
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/)
}

function colors(svg: string): Set<string> {
  return new Set(svg.match(/#[0-9a-f]{6}\b/g))
}

describe('parseNftId', () => {
  it('reads the contract and token of history preview ids, and nothing else', () => {
    expect(parseNftId(`nft-${CONTRACT}-7`)).toEqual({ contract: CONTRACT, tokenId: '7' })
    expect(parseNftId(`nft-${CONTRACT.toUpperCase().replace('0X', '0x')}-007`)).toEqual({
      contract: CONTRACT,
      tokenId: '7',
    })
    for (const id of [
      'nft-zzz',
      'nft-1',
      `nft-${CONTRACT}`,
      `nft-${CONTRACT}-`,
      `nft-${CONTRACT}-1a`,
      'ethereum',
    ]) {
      expect(parseNftId(id), id).toBeNull()
    }
    expect(parseNftId(`nft-${CONTRACT.slice(0, -1)}-1`)).toBeNull()
  })
})

describe('NFT art', () => {
  it('is a small, deterministic, self-contained square SVG with the token id badge', () => {
    const svg = nft(7)
    expect(nft(7)).toBe(svg)
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="256" height="256" viewBox="0 0 256 256"/,
    )
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(svg).toContain('>#7</text>')
    expect(svg).toContain(`<title>NFT #7 of 0x5fbd…0aa3</title>`)
    expectWellFormed(svg)
    expect(svg).not.toMatch(/<script|javascript:|href=|<style|<image|foreignObject|url\((?!#)|on\w+=/i)
  })

  it('differs between tokens, and tokens of one contract share its palette', () => {
    const images = ['1', '2', '3', '42', '1337'].map((tokenId) => nft(tokenId))
    expect(new Set(images).size).toBe(images.length)
    const [first, second] = images.map(colors) as [Set<string>, Set<string>]
    expect([...first].filter((color) => second.has(color)).length).toBeGreaterThanOrEqual(5)
    expect(nft(1, OTHER)).not.toBe(images[0])
  })

  it('stays under 3 kB and well formed for any token', () => {
    const contracts = Array.from({ length: 40 }, (_, i) => `0x${i.toString(16).padStart(2, '0').repeat(20)}`)
    for (const contract of contracts) {
      for (const tokenId of ['0', '1', '99', '123456', '9'.repeat(53)]) {
        const svg = nft(tokenId, contract)
        expect(svg.length, `${contract} ${tokenId}`).toBeLessThan(3000)
        expectWellFormed(svg)
      }
    }
  })

  it('ignores the address casing and leading zeros', () => {
    const checksummed = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    expect(assetImage(`nft-${checksummed}-007`)).toBe(nft(7))
  })

  it('shortens a long token id in the badge but keeps it whole in the title', () => {
    const tokenId = '115792089237316195423570985008687907853269984665640564039457'
    const svg = renderNftArt({ contract: CONTRACT, tokenId })
    expect(svg).toContain('>#115…457</text>')
    expect(svg).toContain(`<title>NFT #${tokenId} of 0x5fbd…0aa3</title>`)
  })

  it('leaves malformed nft ids and other asset ids to the lettered badge', () => {
    for (const id of ['nft-zzz', 'nft-1', `nft-${CONTRACT}-x`]) {
      const svg = assetImage(id)
      expect(svg).toBe(
        renderBadge({ seed: `asset:${id}`, label: `N${id[4]!.toUpperCase()}`, shape: 'circle', title: id }),
      )
      expect(svg).toContain('viewBox="0 0 96 96"')
    }
    expect(assetImage('ethereum')).toContain('>ET</text>')
  })
})
