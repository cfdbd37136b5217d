import { describe, expect, it } from 'vitest'
import {
  CHAIN_NAMESPACES,
  isCaipAddress,
  isCaipNetworkId,
  isChainNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
  toCaipNetworkId,
  validateCaipAddress,
} from './caip.ts'
import {
  InvalidCaip2NetworkIdError,
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
} from './caipErrors.ts'

/** The typed error `run` throws, to check its class, name and the catalogue's short message. */
function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('nothing was thrown')
}

const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('CHAIN_NAMESPACES', () => {
  it('lists every chain namespace', () => {
    expect([...CHAIN_NAMESPACES].sort()).toEqual(['bip122', 'cosmos', 'eip155', 'polkadot', 'solana'])
  })

  it('only holds namespaces that satisfy the CAIP-2 namespace grammar', () => {
    for (const namespace of CHAIN_NAMESPACES) expect(namespace).toMatch(/^[-a-z0-9]{3,8}$/)
  })

  it('recognises only those namespaces, not inherited object keys', () => {
    expect(isChainNamespace('eip155')).toBe(true)
    expect(isChainNamespace('tron')).toBe(false)
    expect(isChainNamespace('toString')).toBe(false)
    expect(isChainNamespace(1)).toBe(false)
  })
})

describe('parseCaipNetworkId', () => {
  it('splits namespace and reference', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ chainNamespace: 'eip155', chainId: '1' })
    expect(parseCaipNetworkId(SOLANA_MAINNET)).toEqual({
      chainNamespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it('accepts a 32-character reference with - and _', () => {
    const reference = `a-_${'b'.repeat(29)}`
    expect(parseCaipNetworkId(`cosmos:${reference}`).chainId).toBe(reference)
  })

  it.each([
    ['no separator', 'eip155'],
    ['too many parts', 'eip155:1:2'],
    ['empty namespace', ':1'],
    ['empty reference', 'eip155:'],
    ['empty string', ''],
    ['unknown namespace', 'tron:1'],
    ['namespace with capitals', 'EIP155:1'],
    ['namespace outside the grammar', 'ab:1'],
    ['reference too long', `eip155:${'1'.repeat(33)}`],
    ['reference with a dot', 'eip155:1.0'],
    ['reference with a space', 'eip155: 1'],
  ])('rejects %s with the CAIP-2 message', (_, id) => {
    const error = thrown(() => parseCaipNetworkId(id))
    expect(error).toBeInstanceOf(InvalidCaip2NetworkIdError)
    expect(error).toMatchObject({ shortMessage: 'Invalid CAIP-2 network id', value: id })
  })
})

describe('parseCaipAddress', () => {
  it('splits namespace, reference and address', () => {
    expect(parseCaipAddress(`eip155:10:${EVM_ADDRESS}`)).toEqual({
      chainNamespace: 'eip155',
      chainId: '10',
      address: EVM_ADDRESS,
    })
  })

  it.each([
    ['a network id only', 'eip155:1'],
    ['an empty address', 'eip155:1:'],
    ['too many parts', `eip155:1:${EVM_ADDRESS}:x`],
    ['an unknown namespace', `tron:1:${EVM_ADDRESS}`],
    ['an address with a slash', 'eip155:1:0xab/cd'],
    ['an address over 128 characters', `eip155:1:${'a'.repeat(129)}`],
  ])('rejects %s with the CAIP-10 message', (_, address) => {
    const error = thrown(() => parseCaipAddress(address))
    expect(error).toBeInstanceOf(InvalidCaip10AddressError)
    expect(error).toMatchObject({ shortMessage: 'Invalid CAIP-10 address', value: address })
  })
})

describe('validateCaipAddress', () => {
  it('returns a valid address unchanged', () => {
    expect(validateCaipAddress(`${SOLANA_MAINNET}:7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU`)).toBe(
      `${SOLANA_MAINNET}:7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU`,
    )
  })

  it('throws the wallet/storage message, not the parser one', () => {
    for (const bad of ['eip155:1', `nope:1:${EVM_ADDRESS}`]) {
      const error = thrown(() => validateCaipAddress(bad))
      expect(error).toBeInstanceOf(InvalidCaipAddressError)
      expect(error).toMatchObject({ name: 'InvalidCaipAddressError', shortMessage: 'Invalid CAIP Address' })
    }
  })
})

describe('builders', () => {
  it('builds a network id from a numeric or string reference', () => {
    expect(toCaipNetworkId('eip155', 8453)).toBe('eip155:8453')
    expect(toCaipNetworkId('bip122', '000000000019d6689c085ae165831e93')).toBe(
      'bip122:000000000019d6689c085ae165831e93',
    )
  })

  it('refuses to build an invalid network id', () => {
    expect(() => toCaipNetworkId('eip155', '')).toThrow('Invalid CAIP-2 network id')
    expect(() => toCaipNetworkId('eip155', 'a:b')).toThrow('Invalid CAIP-2 network id')
  })

  it('builds an address that parses back', () => {
    const address = toCaipAddress('eip155:1', EVM_ADDRESS)
    expect(address).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(parseCaipAddress(address).address).toBe(EVM_ADDRESS)
  })

  it('refuses to build an invalid address', () => {
    expect(() => toCaipAddress('eip155:1', '')).toThrow('Invalid CAIP-10 address')
    expect(() => toCaipAddress('eip155:1', 'a:b')).toThrow('Invalid CAIP-10 address')
  })
})

describe('type guards', () => {
  it('tell network ids from addresses', () => {
    expect(isCaipNetworkId('eip155:1')).toBe(true)
    expect(isCaipNetworkId(`eip155:1:${EVM_ADDRESS}`)).toBe(false)
    expect(isCaipAddress(`eip155:1:${EVM_ADDRESS}`)).toBe(true)
    expect(isCaipAddress('eip155:1')).toBe(false)
  })

  it('reject non-strings', () => {
    expect(isCaipNetworkId(undefined)).toBe(false)
    expect(isCaipNetworkId({ toString: () => 'eip155:1' })).toBe(false)
    expect(isCaipAddress(null)).toBe(false)
  })
})
