import { describe, expect, it } from 'vitest'
import { citationKind, citationsIn, isChecked } from './citations.ts'

describe('citationKind', () => {
  it.each([
    ['// Spec section 9: 30 000 ms.', 'spec section'],
    ['* (spec sections 3, 4, 9)', 'spec section'],
    ['/** As spec §7 says. */', 'spec section'],
    ["// the specification's section 8 fallbacks", 'spec section'],
    ["// the wording is the spec's for this call", 'the spec'],
    ['// change them only together with the spec.', 'the spec'],
    ['* as the specification requires', 'the spec'],
    ['// a spec network answers 503', 'the spec'],
    ['// see the product-spec', 'product-spec'],
    ['// framing as in WIRE.md', 'WIRE.md'],
    ['// WIRE §3 rule 4', 'WIRE.md'],
    ['// WIRE rule 4: redelivery is harmless', 'WIRE.md'],
    ['// core imports no chain SDK (DESIGN section 1)', 'DESIGN.md'],
    ['// budgets: DESIGN.md §6', 'DESIGN.md'],
    ["// DESIGN's section 6 baseline", 'DESIGN.md'],
    ['// smart accounts (issue 20)', 'issue number'],
    ['// Issue #21: Solana', 'issue number'],
    ['// fixed in (#21)', 'issue number'],
    ['// run `issues show 23` for its text', 'issue number'],
  ])('refuses %s', (line, kind) => {
    expect(citationKind(line)).toBe(kind)
  })

  it.each([
    '// EIP-1193 4001 is a rejection; CAIP-2 ids name chains',
    '// the EIP-4361 spec fixes the message lines',
    '// per the WebAuthn specification, and RFC 6455 section 5 frames',
    '// OIDC id tokens carry a nonce',
    '// inspect the response; a specific chain; the spectrum of colours; speculative',
    '// tests/connect.spec.ts',
    '// devnet test accounts #0..#2; Airlock Punks #7; colour #101014',
    '// the visitor may issue 2 requests', // a verb, not a tracker
    '// https://github.com/wevm/viem/issues/21 explains the cache',
    '// Design: apps/docs/pages/siwx.md',
  ])('passes %s', (line) => {
    expect(citationKind(line)).toBeUndefined()
  })
})

describe('citationsIn', () => {
  it('reads comments only, with their line numbers and text', () => {
    const file = [
      "const url = 'spec section 9' // fine: the string is not a comment",
      '/**',
      ' * Thirty seconds (spec section 9).',
      ' */',
      `const template = \`issue 21 $\{1}\` // issue 20`,
      'const pattern = /DESIGN.md/ // plain',
    ].join('\n')
    expect(citationsIn('a.ts', file)).toEqual([
      { file: 'a.ts', line: 3, kind: 'spec section', text: '* Thirty seconds (spec section 9).' },
      { file: 'a.ts', line: 5, kind: 'issue number', text: '// issue 20' },
    ])
  })

  it('reads CSS and HTML comments and every markdown line', () => {
    expect(citationsIn('a.css', 'a { color: red } /* see WIRE.md */').map((c) => c.kind)).toEqual(['WIRE.md'])
    expect(citationsIn('a.html', '<p>the spec</p><!-- issue 4 -->').map((c) => c.kind)).toEqual([
      'issue number',
    ])
    expect(citationsIn('a.md', '# Title\n\nAs the spec says.').map((c) => c.line)).toEqual([3])
  })
})

describe('isChecked', () => {
  it('reads product code, scripts and docs, not tests or generated reports', () => {
    expect(isChecked('packages/core/src/errors.ts')).toBe(true)
    expect(isChecked('packages/react/src/theme/fonts.css')).toBe(true)
    expect(isChecked('docs/siwx.md')).toBe(true)
    expect(isChecked('scripts/test.ts')).toBe(true)
    expect(isChecked('packages/core/src/errors.test.ts')).toBe(false)
    expect(isChecked('packages/react/src/Modal.browser.test.tsx')).toBe(false)
    expect(isChecked('packages/core/src/index.test-d.ts')).toBe(false)
    expect(isChecked('e2e/helpers.ts')).toBe(false)
    expect(isChecked('services/cloud/src/test/postgres.ts')).toBe(false)
    expect(isChecked('packages/core/api/index.api.md')).toBe(false)
    expect(isChecked('packages/core/CHANGELOG.md')).toBe(false)
    expect(isChecked('services/cloud/migrations/001_initial.sql')).toBe(false)
    expect(isChecked('e2e/helpers.ts', { tests: true })).toBe(true)
  })
})
