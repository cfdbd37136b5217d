import { createPublicClient, http } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { foundry } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { chainIdOf, defaultEntryPoint } from './entryPoint.ts'

describe('defaultEntryPoint', () => {
  it('is EntryPoint v0.7 at its canonical address', () => {
    expect(defaultEntryPoint.address).toBe(entryPoint07Address)
    expect(defaultEntryPoint.version).toBe('0.7')
  })
})

describe('chainIdOf', () => {
  it("reads the client's chain id", () => {
    expect(chainIdOf(createPublicClient({ chain: foundry, transport: http('http://127.0.0.1:1') }))).toBe(
      31337,
    )
  })

  it('refuses a client without a chain: user operation hashes need one', () => {
    expect(() => chainIdOf(createPublicClient({ transport: http('http://127.0.0.1:1') }))).toThrow(
      'The smart account needs a client with a chain',
    )
  })
})
