import { reservedLabelSet } from '@airlock/protocol/names'
import { describe, expect, it } from 'vitest'
import { NAME_RULE_TABLE } from '../../../../packages/protocol/src/names.fixtures.ts'
import { chainOfCoinType, coinTypeOfChain } from './coinType.ts'
import { formatRegistrationMessage, parseRegistrationMessage, UNBOUND_MESSAGE } from './message.ts'
import {
  checkLabel,
  checkName,
  NAME_MIN_LENGTH,
  NAME_RULE_MESSAGE,
  NameRuleMessages,
  NOTHING_RESERVED,
  nameSchema,
} from './rule.ts'

const RESERVED = reservedLabelSet()

describe('the name rule', () => {
  // The kit runs the same table (packages/core/src/names/constants.test.ts): both refuse alike.
  it.each(NAME_RULE_TABLE)('answers %s as the kit does: %s', (label, issue) => {
    expect(checkLabel(label, RESERVED)).toEqual(issue ? { ok: false, error: issue } : { ok: true, label })
  })

  it('takes letters, digits and hyphens, at least 4, normalised to lower case', () => {
    expect(NAME_MIN_LENGTH).toBe(4)
    for (const [input, label] of [
      ['alice', 'alice'],
      ['ALICE', 'alice'],
      [' Bob-1 ', 'bob-1'],
      ['1234', '1234'],
      ['a-b-c', 'a-b-c'],
    ]) {
      expect(checkLabel(input!, RESERVED), input).toEqual({ ok: true, label })
    }
    for (const input of ['abc', '', 'al_ice', '_alice', 'al ice', 'alïce', 'al.ice', 'al💥ce']) {
      expect(checkLabel(input, RESERVED), input).toEqual({ ok: false, error: NAME_RULE_MESSAGE })
    }
    // ENSIP-15 refuses these too; the rule says why in the kit's words.
    expect(checkLabel('AB--cd', RESERVED)).toEqual({
      ok: false,
      error: NameRuleMessages.HYPHENS_THIRD_FOURTH,
    })
    expect(checkLabel('a'.repeat(64), RESERVED)).toEqual({
      ok: false,
      error: 'A name has at most 63 characters',
    })
    expect(checkLabel('Admin', RESERVED)).toEqual({ ok: false, error: NameRuleMessages.RESERVED })
    expect(checkLabel('Admin', NOTHING_RESERVED)).toEqual({ ok: true, label: 'admin' })
  })

  it('reads a full name or a bare label under the parent, and nothing deeper or elsewhere', () => {
    expect(checkName('Alice.Airlock.eth', 'airlock.eth', RESERVED)).toEqual({
      ok: true,
      label: 'alice',
      name: 'alice.airlock.eth',
    })
    expect(checkName('alice', 'airlock.eth', RESERVED)).toEqual({
      ok: true,
      label: 'alice',
      name: 'alice.airlock.eth',
    })
    expect(checkName('a.alice.airlock.eth', 'airlock.eth', RESERVED).ok).toBe(false)
    expect(checkName('alice.other.eth', 'airlock.eth', RESERVED).ok).toBe(false)
    expect(checkName('abc.airlock.eth', 'airlock.eth', RESERVED)).toEqual({
      ok: false,
      error: NAME_RULE_MESSAGE,
    })
  })

  it('checks a configured parent name', () => {
    expect(nameSchema.parse('Airlock.ETH')).toBe('airlock.eth')
    expect(nameSchema.safeParse('airlock..eth').success).toBe(false)
    expect(nameSchema.safeParse('').success).toBe(false)
  })
})

describe('ENSIP-11 coin types', () => {
  it('are 60 for Ethereum and 0x80000000 | chainId for other EVM chains', () => {
    expect(coinTypeOfChain(1)).toBe(60)
    expect(coinTypeOfChain(31337)).toBe(0x80007a69)
    expect(coinTypeOfChain(10)).toBe(2147483658)
    expect(() => coinTypeOfChain(0x80000000)).toThrow(RangeError)
    expect(chainOfCoinType(60)).toBe(1)
    expect(chainOfCoinType(0x80007a69)).toBe(31337)
    expect(chainOfCoinType(0x80000000n)).toBe(0)
    expect(chainOfCoinType(0)).toBeUndefined()
    expect(chainOfCoinType(501)).toBeUndefined()
    expect(chainOfCoinType(0x100000000)).toBeUndefined()
  })
})

describe('the registration message', () => {
  const message = {
    name: 'alice.airlock.eth',
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    domain: 'app.example',
    projectId: 'my-project',
    chain: 'eip155:1',
    timestamp: 1764097857,
  } as const

  it('is one JSON object: name, address, domain, projectId, chain, timestamp, then attributes when any', () => {
    expect(formatRegistrationMessage(message)).toBe(
      '{"name":"alice.airlock.eth","address":"0x70997970C51812dc3A010C7d01b50e0d17dc79C8","domain":"app.example","projectId":"my-project","chain":"eip155:1","timestamp":1764097857}',
    )
    const withAttributes = formatRegistrationMessage({
      ...message,
      attributes: { avatar: 'https://a.example/1.png' },
    })
    expect(withAttributes).toMatch(/,"attributes":\{"avatar":"https:\/\/a.example\/1.png"\}\}$/)
    expect(parseRegistrationMessage(withAttributes)).toEqual({
      ok: true,
      message: { ...message, attributes: { avatar: 'https://a.example/1.png' } },
    })
    // Key order and spacing are free; a port belongs to the domain.
    const reordered = Object.fromEntries(Object.entries({ ...message, domain: '127.0.0.1:5173' }).reverse())
    expect(Object.keys(reordered)[0]).toBe('timestamp')
    expect(parseRegistrationMessage(JSON.stringify(reordered, null, 2)).ok).toBe(true)
  })

  it('refuses anything else, saying what is wrong', () => {
    expect(parseRegistrationMessage('register alice')).toEqual({
      ok: false,
      error: 'The message must be the JSON registration message (see docs/names.md)',
    })
    const refused = (value: unknown) => {
      const parsed = parseRegistrationMessage(JSON.stringify(value))
      return parsed.ok ? undefined : parsed.error
    }
    expect(refused({ ...message, timestamp: 1764097857.5 })).toBe(
      'Invalid registration message: timestamp: timestamp must be whole Unix seconds',
    )
    expect(refused({ ...message, address: '0x1234' })).toBe(
      'Invalid registration message: address: address must be an EVM address',
    )
    expect(refused({ ...message, extra: 1 })).toMatch(/Unrecognized key/)
    expect(refused({ ...message, attributes: { avatar: 'javascript:alert(1)' } })).toBe(
      'Invalid registration message: attributes: The avatar attribute must be an http(s) URL',
    )
    expect(refused({ ...message, domain: 'https://app.example/' })).toBe(
      'Invalid registration message: domain: domain must be the host of the page, e.g. app.example',
    )
    expect(refused({ ...message, chain: 'solana:1' })).toBe(
      'Invalid registration message: chain: chain must be an EVM chain as CAIP-2, e.g. eip155:1',
    )
    expect(refused({ ...message, projectId: undefined })).toMatch(/^Invalid registration message: projectId/)
    expect(refused({ name: message.name, address: message.address, timestamp: message.timestamp })).toBe(
      UNBOUND_MESSAGE,
    )
  })
})
