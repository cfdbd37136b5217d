import { hexToBytes, toHex } from 'viem'
import { packetToBytes } from 'viem/ens'
import { describe, expect, it } from 'vitest'
import { decodeDnsName, reverseAddressOf } from './gateway.ts'

describe('the names gateway', () => {
  it('reads names in DNS wire format', () => {
    expect(decodeDnsName(packetToBytes('alice.airlock.eth'))).toBe('alice.airlock.eth')
    expect(decodeDnsName(hexToBytes('0x00'))).toBe('')
    expect(decodeDnsName(hexToBytes('0x05616c696365'))).toBeUndefined()
    expect(decodeDnsName(hexToBytes('0x0a616c69636500'))).toBeUndefined()
    expect(decodeDnsName(hexToBytes(`${toHex(packetToBytes('alice.eth'))}00`))).toBeUndefined()
  })

  it('reads the address of ENSIP-19 reverse names', () => {
    const hex = '70997970c51812dc3a010c7d01b50e0d17dc79c8'
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(reverseAddressOf(`${hex}.addr.reverse`)).toBe(address)
    expect(reverseAddressOf(`${hex}.default.reverse`)).toBe(address)
    expect(reverseAddressOf(`${hex}.80007a69.reverse`)).toBe(address)
    expect(reverseAddressOf(`${hex}.1f5.reverse`)).toBeUndefined()
    expect(reverseAddressOf(`${hex.slice(2)}.addr.reverse`)).toBeUndefined()
    expect(reverseAddressOf('alice.airlock.eth')).toBeUndefined()
  })
})
