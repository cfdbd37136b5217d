import { EVM_NODE_METHODS } from '@airlock/protocol/rpc-methods'
import { describe, expect, it } from 'vitest'
import { forwardedMethods } from './rpc.ts'

describe('forwardedMethods: the reads a wallet sends on to its chain’s node', () => {
  it('are every method anyone may ask a node: reads, filters, and signed transactions', () => {
    expect([...forwardedMethods].sort()).toEqual([...EVM_NODE_METHODS].sort())
    for (const method of [
      'eth_call',
      'eth_newFilter',
      'eth_getFilterChanges',
      'net_version',
      'eth_sendRawTransaction',
    ])
      expect(forwardedMethods.has(method), method).toBe(true)
  })

  it('never include what makes the node sign with its own keys or name its own accounts', () => {
    for (const method of [
      'eth_sendTransaction',
      'eth_sign',
      'personal_sign',
      'eth_accounts',
      'eth_coinbase',
      'hardhat_mine',
    ])
      expect(forwardedMethods.has(method), method).toBe(false)
  })
})
