import { describe, expect, it } from 'vitest'
import { NAME_RULE_TABLE } from '../../../protocol/src/names.fixtures.ts'
import {
  evmCoinType,
  isNameLike,
  NAME_MIN_LENGTH,
  NameMessages,
  nameRuleIssue,
  normalizeLabel,
  registrationMessage,
} from './constants.ts'

describe('name rule', () => {
  // The cloud runs the same table (services/cloud/src/names/rule.test.ts): both refuse alike.
  it.each(NAME_RULE_TABLE)('answers %s as the cloud does: %s', (label, issue) => {
    expect(nameRuleIssue(label)).toBe(issue)
    expect(nameRuleIssue(label.toUpperCase())).toBe(issue)
  })

  it('is at least 4 characters', () => {
    expect(NAME_MIN_LENGTH).toBe(4)
    expect(nameRuleIssue('abc')).toBe(NameMessages.RULE)
    expect(nameRuleIssue('ab')).toBe('A name has letters, digits and hyphens only, at least 4 characters')
    expect(nameRuleIssue('abcd')).toBeUndefined()
  })

  it('allows letters, digits and hyphens only', () => {
    expect(nameRuleIssue('ab-c9')).toBeUndefined()
    expect(nameRuleIssue('a_bcd')).toBe(NameMessages.RULE)
    expect(nameRuleIssue('ab cd')).toBe(NameMessages.RULE)
    expect(nameRuleIssue('abc.d')).toBe(NameMessages.RULE)
    expect(nameRuleIssue('éclair')).toBe(NameMessages.RULE)
  })

  it('refuses a hyphen first or last, hyphens third and fourth, and reserved names', () => {
    expect(nameRuleIssue('-abc')).toBe('A name cannot start or end with a hyphen')
    expect(nameRuleIssue('abc-')).toBe(NameMessages.HYPHEN_AT_EDGE)
    expect(nameRuleIssue('xn--abc')).toBe('A name cannot have hyphens as its third and fourth characters')
    expect(nameRuleIssue('Admin')).toBe('This name is reserved')
    expect(nameRuleIssue('admin1')).toBeUndefined()
  })

  it('is at most a DNS label long', () => {
    expect(nameRuleIssue('a'.repeat(63))).toBeUndefined()
    expect(nameRuleIssue('a'.repeat(64))).toBe(NameMessages.TOO_LONG)
  })

  it('reads the label in lower case, without spaces around it or the parent', () => {
    expect(normalizeLabel('  Alice ')).toBe('alice')
    expect(normalizeLabel('Alice.Airlock.eth')).toBe('alice')
    expect(normalizeLabel('alice.other.eth')).toBe('alice.other.eth')
  })
})

describe('name fallbacks', () => {
  it('are worded as the catalogue words them', () => {
    expect(NameMessages.SUGGESTIONS_FAILED).toBe('Error fetching name suggestions')
    expect(NameMessages.NAMES_FOR_ADDRESS_FAILED).toBe('Error fetching names for address')
    expect(NameMessages.REGISTRATION_FAILED).toBe('Error registering name')
    expect(NameMessages.RESOLUTION_FAILED).toBe('Error resolving name')
  })
})

describe('registration', () => {
  it('uses ENSIP-11 coin types: 60 on Ethereum mainnet, else 0x80000000 | chainId, unsigned', () => {
    expect(evmCoinType(1)).toBe(60)
    expect(evmCoinType(31337)).toBe(2147514985)
    expect(evmCoinType(10)).toBe(0x8000000a)
    expect(evmCoinType(8453)).toBeGreaterThan(0)
  })

  it('signs exactly JSON.stringify({ name, address, domain, projectId, chain, timestamp })', () => {
    const binding = { chain: 'eip155:1', projectId: 'p', domain: 'app.example:8443' }
    expect(registrationMessage('alice.airlock.eth', '0xAbC', binding, 1764097857)).toBe(
      '{"name":"alice.airlock.eth","address":"0xAbC","domain":"app.example:8443","projectId":"p","chain":"eip155:1","timestamp":1764097857}',
    )
  })
})

describe('isNameLike (Send accepts a name as receiver)', () => {
  it.each(['alice.airlock.eth', 'bob.eth', ' Carol.Airlock.ETH '])('%s is a name', (text) => {
    expect(isNameLike(text)).toBe(true)
  })
  it.each(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'alice', 'alice.', '.eth', 'a..eth', ''])(
    '%s is not',
    (text) => {
      expect(isNameLike(text)).toBe(false)
    },
  )
})
