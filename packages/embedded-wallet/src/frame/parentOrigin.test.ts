import { describe, expect, it } from 'vitest'
import { findParentOrigin } from './parentOrigin.ts'

describe('findParentOrigin', () => {
  const parent = {}
  it('prefers ancestorOrigins', () => {
    expect(
      findParentOrigin({
        parent,
        location: { ancestorOrigins: { length: 1, 0: 'http://127.0.0.1:5173' } },
        document: { referrer: 'https://other.example/page' },
      }),
    ).toBe('http://127.0.0.1:5173')
  })

  it("falls back to the referrer's origin", () => {
    expect(
      findParentOrigin({ parent, location: {}, document: { referrer: 'https://app.example/x?y' } }),
    ).toBe('https://app.example')
  })

  it('has none at the top level or without a referrer', () => {
    const top = { location: {}, document: { referrer: 'https://app.example/' } } as { parent?: unknown }
    top.parent = top
    expect(findParentOrigin(top as Parameters<typeof findParentOrigin>[0])).toBeUndefined()
    expect(findParentOrigin({ parent, location: {}, document: { referrer: '' } })).toBeUndefined()
  })
})
