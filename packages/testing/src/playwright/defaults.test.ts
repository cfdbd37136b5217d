import { testAccounts } from '@airlock/devnet'
import { describe, expect, it } from 'vitest'
import { defaultChains, defaultKeysFor, hardhatPrivateKeys, rpcUrlFromEnv } from './defaults.ts'

describe('the fixture defaults', () => {
  it("are the ten public Hardhat keys, the same as the devnet's funded accounts", () => {
    expect(hardhatPrivateKeys).toEqual(testAccounts.map((account) => account.privateKey))
  })

  it('give each Playwright worker its own account, wrapping after ten', () => {
    expect(defaultKeysFor(0)).toEqual([hardhatPrivateKeys[0]])
    expect(defaultKeysFor(3)).toEqual([hardhatPrivateKeys[3]])
    expect(defaultKeysFor(10)).toEqual([hardhatPrivateKeys[0]])
    expect(defaultKeysFor(13)).toEqual([hardhatPrivateKeys[3]])
  })

  it('read the node from AIRLOCK_TEST_RPC_URL, else 127.0.0.1:8545', () => {
    expect(rpcUrlFromEnv({})).toBe('http://127.0.0.1:8545')
    expect(rpcUrlFromEnv({ AIRLOCK_TEST_RPC_URL: '' })).toBe('http://127.0.0.1:8545')
    expect(rpcUrlFromEnv({ AIRLOCK_TEST_RPC_URL: 'http://127.0.0.1:9545' })).toBe('http://127.0.0.1:9545')
  })

  it('put the wallet on chain 31337 at that node', () => {
    expect(defaultChains('http://127.0.0.1:9545')).toEqual([
      { id: 31337, name: 'Hardhat', rpcUrl: 'http://127.0.0.1:9545' },
    ])
  })
})
