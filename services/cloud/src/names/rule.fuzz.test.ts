import { nameRuleIssue, normalizeLabel } from '@airlock/core/internal'
import { RESERVED_NAME_LABELS, reservedLabelSet } from '@airlock/protocol/names'
import { fuzzRuns } from '@airlock/testing/fuzz'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkLabel } from './rule.ts'

/*
 * The kit checks a label as the visitor types it, the cloud when the name is registered: for anything typed
 * on a keyboard in ASCII they must refuse the same labels with the same words, or the kit would let a
 * visitor sign for a name the cloud refuses (or hide one it takes). The cloud's ENS normalisation maps some
 * other scripts' letters to ASCII ones; there the kit may only be stricter.
 */

const RUNS = fuzzRuns()
/** What labels are made of: the rule's characters, the ones it refuses, and the reserved words. */
const asciiPiece = fc.oneof(
  fc.constantFrom(...'abcxyzABCXYZ0189-_. '.split('')),
  fc.constantFrom('--', 'xn--', ...RESERVED_NAME_LABELS),
)
const otherPiece = fc.constantFrom('ï', 'é', 'Ａ', 'ß', '💥', '\u200d', 'а' /* Cyrillic */)
const label = (piece: fc.Arbitrary<string>) =>
  fc.array(piece, { maxLength: 10 }).map((pieces) => pieces.join(''))

const reserved = reservedLabelSet()
const cloudIssue = (input: string) => {
  const checked = checkLabel(input, reserved)
  return checked.ok ? undefined : checked.error
}

describe('the name rule, kit and cloud', () => {
  it('answer every ASCII label alike', () => {
    fc.assert(
      fc.property(label(asciiPiece), (input) => {
        expect(cloudIssue(input)).toBe(nameRuleIssue(normalizeLabel(input)))
      }),
      { numRuns: RUNS },
    )
  })

  it('never lets the kit take a label the cloud refuses', () => {
    fc.assert(
      fc.property(label(fc.oneof(asciiPiece, otherPiece)), (input) => {
        if (nameRuleIssue(normalizeLabel(input)) === undefined) expect(cloudIssue(input)).toBeUndefined()
      }),
      { numRuns: RUNS },
    )
  })
})
