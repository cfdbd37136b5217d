import { encode, QrCodeDataType } from 'uqr'
import { describe, expect, it } from 'vitest'
import { qrLayout } from './QrCode.tsx'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const PAIRING_URI = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1730000000`

describe('qrLayout', () => {
  it('draws the alignment pattern of a small code solid, not as dots', () => {
    const { alignments, dots, count } = qrLayout(ADDRESS)
    expect(count).toBe(33)
    // Version 4 has one alignment pattern, centred 6 modules in from the bottom-right corner.
    expect(alignments).toEqual([[count - 9, count - 9]])
    const inAlignment = ([x, y]: [number, number]) =>
      x >= count - 9 && x < count - 4 && y >= count - 9 && y < count - 4
    expect(dots.filter(inAlignment)).toEqual([])
  })

  it('leaves out the alignment pattern under the logo and keeps the others', () => {
    const { alignments, count } = qrLayout(PAIRING_URI)
    const { types } = encode(PAIRING_URI, { ecc: 'Q', border: 0 })
    const total = types.flat().filter((t) => t === QrCodeDataType.Alignment).length / 25
    expect(total).toBeGreaterThan(1)
    const centre = (count - 5) / 2
    expect(alignments).not.toContainEqual([centre, centre])
    expect(alignments.length).toBe(total - 1)
  })

  it('keeps every dark data module outside the finders, alignments and logo as a dot', () => {
    const { dots, alignments, count } = qrLayout(ADDRESS)
    const { data } = encode(ADDRESS, { ecc: 'Q', border: 0 })
    const finder = (x: number, y: number) =>
      (x < 7 && y < 7) || (x >= count - 7 && y < 7) || (x < 7 && y >= count - 7)
    const alignment = (x: number, y: number) =>
      alignments.some(([ax, ay]) => x >= ax && x < ax + 5 && y >= ay && y < ay + 5)
    let hole = Math.floor(count * 0.22)
    if (hole % 2 === 0) hole += 1
    const start = (count - hole) / 2
    const logo = (x: number, y: number) => x >= start && x < start + hole && y >= start && y < start + hole
    const expected = data.flatMap((row, y) =>
      row.flatMap((on, x) => (on && !finder(x, y) && !alignment(x, y) && !logo(x, y) ? [[x, y]] : [])),
    )
    expect(dots).toEqual(expected)
  })
})
