import { airlockDevnet, base, mainnet, optimism, polygon, solana } from '@airlock/core'
import { truncateAddress } from '@airlock/core/internal'
import { describe, expect, it } from 'vitest'
import { receiveMessages } from '../../../i18n/en/receive.ts'
import { addressGroups, receiveNetworks, receiveNetworksLabel } from './receiveSummary.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('receiveNetworks', () => {
  const configured = [airlockDevnet, mainnet, solana, optimism, base]

  it("keeps the account's namespace only, in the dapp's order", () => {
    expect(receiveNetworks(configured, 'eip155', undefined).map((n) => n.name)).toEqual([
      airlockDevnet.name,
      mainnet.name,
      optimism.name,
      base.name,
    ])
    expect(receiveNetworks(configured, 'solana', undefined)).toEqual([solana])
    expect(receiveNetworks(configured, undefined, undefined)).toEqual([])
  })

  it('puts the active network first', () => {
    expect(receiveNetworks(configured, 'eip155', optimism).map((n) => n.name)).toEqual([
      optimism.name,
      airlockDevnet.name,
      mainnet.name,
      base.name,
    ])
  })

  it('ignores an active network that is not configured (unsupported chain)', () => {
    expect(receiveNetworks(configured, 'eip155', polygon).map((n) => n.name)).toEqual([
      airlockDevnet.name,
      mainnet.name,
      optimism.name,
      base.name,
    ])
  })
})

describe('receiveNetworksLabel', () => {
  it('names one, two or three networks', () => {
    expect(receiveNetworksLabel(['Airlock Devnet'])).toBe('Receive on Airlock Devnet')
    expect(receiveNetworksLabel(['Airlock Devnet', 'Ethereum'])).toBe(
      'Receive on Airlock Devnet and Ethereum',
    )
    expect(receiveNetworksLabel(['Airlock Devnet', 'Ethereum', 'Base'])).toBe(
      'Receive on Airlock Devnet, Ethereum and Base',
    )
  })

  it('names two and counts the rest from four on', () => {
    expect(receiveNetworksLabel(['Airlock Devnet', 'Ethereum', 'Base', 'Polygon'])).toBe(
      'Receive on Airlock Devnet, Ethereum and 2 more',
    )
    expect(receiveNetworksLabel(['A', 'B', 'C', 'D', 'E', 'F'])).toBe('Receive on A, B and 4 more')
  })

  it('says so when there is no network', () => {
    expect(receiveNetworksLabel([])).toBe('No network configured for this address')
  })

  it("reads in a locale's words, its list separator and its plural forms", () => {
    const de = {
      ...receiveMessages.en,
      noNetwork: 'Kein Netzwerk',
      receiveOn: 'Empfangen auf {networks}',
      receiveOnMore: {
        one: 'Empfangen auf {networks} und {count} weiterem',
        other: 'Empfangen auf {networks} und {count} weiteren',
      },
      listSeparator: '; ',
      listLast: '{list} und {last}',
    }
    expect(receiveNetworksLabel([], de, 'de')).toBe('Kein Netzwerk')
    expect(receiveNetworksLabel(['A', 'B', 'C'], de, 'de')).toBe('Empfangen auf A; B und C')
    expect(receiveNetworksLabel(['A', 'B', 'C', 'D', 'E'], de, 'de')).toBe(
      'Empfangen auf A; B und 3 weiteren',
    )
    // The count picks the form: Arabic has a 'two' category English lacks.
    const ar = { ...de, receiveOnMore: { two: 'two: {count}', few: 'few: {count}', other: 'other: {count}' } }
    expect(receiveNetworksLabel(['A', 'B', 'C', 'D'], ar, 'ar')).toBe('two: 2')
    expect(receiveNetworksLabel(['A', 'B', 'C', 'D', 'E'], ar, 'ar')).toBe('few: 3')
  })
})

describe('addressGroups', () => {
  const text = (groups: ReturnType<typeof addressGroups>) => groups.map((g) => g.map((p) => p.text).join(''))

  it('cuts an EVM address into 0x and ten groups of four that join back to the address', () => {
    const groups = addressGroups(ADDRESS)
    expect(text(groups)).toEqual([
      '0x',
      'f39F',
      'd6e5',
      '1aad',
      '88F6',
      'F4ce',
      '6aB8',
      '8272',
      '79cf',
      'fFb9',
      '2266',
    ])
    expect(text(groups).join('')).toBe(ADDRESS)
  })

  it('marks exactly the characters the truncated form shows (4 at the start, 6 at the end)', () => {
    const groups = addressGroups(ADDRESS)
    const key = groups.flatMap((g) => g.filter((p) => p.key).map((p) => p.text)).join('')
    const [start, end] = truncateAddress(ADDRESS).split('...')
    expect(key).toBe(`${start}${end}`)
    expect(groups[1]).toEqual([
      { text: 'f3', key: true },
      { text: '9F', key: false },
    ])
    expect(groups[9]).toEqual([
      { text: 'fF', key: false },
      { text: 'b9', key: true },
    ])
  })

  it('groups addresses without a 0x prefix from their first character', () => {
    const solanaAddress = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    const groups = addressGroups(solanaAddress)
    expect(text(groups)[0]).toBe('7EcD')
    expect(text(groups).join('')).toBe(solanaAddress)
    expect(
      groups
        .flat()
        .filter((p) => p.key)
        .map((p) => p.text)
        .join(''),
    ).toBe(`${solanaAddress.slice(0, 4)}${solanaAddress.slice(-6)}`)
  })

  it('marks a short string whole', () => {
    expect(
      addressGroups('0xabc')
        .flat()
        .every((p) => p.key),
    ).toBe(true)
  })
})
