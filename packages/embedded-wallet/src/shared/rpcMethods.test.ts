import { describe, expect, it } from 'vitest'
import { rpcMethodKind, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods.ts'

describe('rpcMethodKind', () => {
  it.each([
    'eth_accounts',
    'eth_call',
    'eth_getBalance',
    'eth_chainId',
    'eth_getLogs',
    'wallet_getCapabilities',
    'wallet_getAssets',
    'eth_sendRawTransaction',
    'eth_getTransactionReceipt',
  ])('%s is safe', (method) => {
    expect(rpcMethodKind(method)).toBe('safe')
  })

  it.each([
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'solana_signMessage',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
  ])('%s needs approval', (method) => {
    expect(rpcMethodKind(method)).toBe('unsafe')
  })

  it.each(['eth_sign', 'eth_signTransaction', 'debug_traceTransaction', 'hardhat_setBalance', ''])(
    '%s is not allowed',
    (method) => {
      expect(rpcMethodKind(method)).toBe('not-allowed')
    },
  )

  it('keeps the two lists apart', () => {
    expect(SAFE_RPC_METHODS.filter((method) => UNSAFE_RPC_METHODS.includes(method))).toEqual([])
  })
})
