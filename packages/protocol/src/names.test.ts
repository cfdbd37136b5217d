import { describe, expect, it } from 'vitest'
import { NAME_RULE_TABLE } from './names.fixtures.ts'
import {
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NameRuleMessages,
  nameLabelIssue,
  RESERVED_NAME_LABELS,
  reservedLabelSet,
} from './names.ts'

describe('the name rule', () => {
  it.each(NAME_RULE_TABLE)('%s: %s', (label, issue) => {
    expect(nameLabelIssue(label)).toBe(issue)
  })

  it('is 4 to 63 characters, worded once', () => {
    expect([NAME_MIN_LENGTH, NAME_MAX_LENGTH]).toEqual([4, 63])
    expect(NameRuleMessages).toEqual({
      RULE: 'A name has letters, digits and hyphens only, at least 4 characters',
      TOO_LONG: 'A name has at most 63 characters',
      HYPHEN_AT_EDGE: 'A name cannot start or end with a hyphen',
      HYPHENS_THIRD_FOURTH: 'A name cannot have hyphens as its third and fourth characters',
      RESERVED: 'This name is reserved',
    })
  })

  it('reserves only labels the rest of the rule admits, and the operator can add more', () => {
    for (const label of RESERVED_NAME_LABELS) {
      expect(nameLabelIssue(label, new Set()), label).toBeUndefined()
    }
    const reserved = reservedLabelSet([' Acme ', 'acme-pay', ''])
    expect(nameLabelIssue('acme', reserved)).toBe(NameRuleMessages.RESERVED)
    expect(nameLabelIssue('acmepay', reserved)).toBe(NameRuleMessages.RESERVED)
    expect(nameLabelIssue('admin', reserved)).toBe(NameRuleMessages.RESERVED)
    expect(nameLabelIssue('acme2', reserved)).toBeUndefined()
    expect(reserved.has('')).toBe(false)
  })
})
