import { describe, expect, it } from 'vitest'
import {
  EMBEDDED_SAFE_RPC_METHODS,
  EMBEDDED_UNSAFE_RPC_METHODS,
  EVM_NODE_METHODS,
  embeddedRpcMethodKind,
} from './rpcMethods.ts'

/** Methods that make a node sign with keys it holds, run its administration, or name its own accounts. */
const NODE_PRIVILEGED = [
  'eth_sendTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'personal_sign',
  'personal_unlockAccount',
  'eth_accounts',
  'eth_coinbase',
  'hardhat_setBalance',
  'evm_mine',
  'debug_traceTransaction',
  'admin_peers',
]

describe('EVM_NODE_METHODS: what anyone may ask an EVM node', () => {
  it('holds the public chain reads, filters, and the broadcast of an already signed transaction', () => {
    for (const method of [
      'eth_chainId',
      'eth_call',
      'eth_getBalance',
      'eth_getLogs',
      'eth_newFilter',
      'eth_getFilterChanges',
      'eth_blobBaseFee',
      'eth_sendRawTransaction',
      'net_version',
      'web3_clientVersion',
    ])
      expect(EVM_NODE_METHODS, method).toContain(method)
  })

  it('holds nothing that signs with the node’s keys, administers it, or names its own accounts', () => {
    for (const method of NODE_PRIVILEGED) expect(EVM_NODE_METHODS, method).not.toContain(method)
  })
})

describe('the embedded wallet’s allow-list', () => {
  it('answers every node read without asking', () => {
    for (const method of EVM_NODE_METHODS) expect(embeddedRpcMethodKind(method), method).toBe('safe')
  })

  it.each([
    'eth_accounts',
    'eth_call',
    'eth_getBalance',
    'eth_chainId',
    'eth_getLogs',
    'wallet_getCapabilities',
    'wallet_getCallsStatus',
    'wallet_getAssets',
    'eth_sendRawTransaction',
    'eth_getTransactionReceipt',
    'eth_getUserOperationReceipt',
    // Every read the cloud's gateway forwards goes there without a prompt, these two included.
    'net_version',
    'eth_blobBaseFee',
  ])('%s is safe', (method) => {
    expect(embeddedRpcMethodKind(method)).toBe('safe')
  })

  it.each([
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
  ])('%s needs the visitor’s approval', (method) => {
    expect(embeddedRpcMethodKind(method)).toBe('unsafe')
  })

  it.each([
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'debug_traceTransaction',
    'hardhat_setBalance',
    'eth_call ',
    '',
  ])('%j is not allowed', (method) => {
    expect(embeddedRpcMethodKind(method)).toBe('not-allowed')
  })

  it('keeps the two lists apart, each method once', () => {
    expect(
      EMBEDDED_SAFE_RPC_METHODS.filter((method) => EMBEDDED_UNSAFE_RPC_METHODS.includes(method)),
    ).toEqual([])
    expect(new Set(EMBEDDED_SAFE_RPC_METHODS).size).toBe(EMBEDDED_SAFE_RPC_METHODS.length)
    expect(new Set(EVM_NODE_METHODS).size).toBe(EVM_NODE_METHODS.length)
  })
})
