import { EMBEDDED_SAFE_RPC_METHODS, EMBEDDED_UNSAFE_RPC_METHODS } from '@airlock/protocol/rpc-methods'
import { describe, expect, it } from 'vitest'
import { ANSWERED_BY_THE_PROVIDER, rpcMethodKind } from './rpcAllowList.ts'

describe('the kit’s gate in front of the embedded wallet', () => {
  it('lets the safe methods through without asking', () => {
    for (const method of [
      'eth_accounts',
      'eth_call',
      'eth_getBalance',
      'eth_chainId',
      'eth_getLogs',
      'wallet_getCapabilities',
      'wallet_getAssets',
      'eth_sendRawTransaction',
      'net_version',
    ])
      expect(rpcMethodKind(method), method).toBe('safe')
  })

  it('shows ApproveTransaction for the unsafe methods', () => {
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'solana_signMessage',
      'solana_signAndSendTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
    ])
      expect(rpcMethodKind(method), method).toBe('unsafe')
  })

  it('refuses everything else', () => {
    for (const method of [
      'debug_traceTransaction',
      'eth_sign',
      'hardhat_setBalance',
      'eth_signTypedData',
      '',
    ])
      expect(rpcMethodKind(method), method).toBe('not-allowed')
  })

  it('is the frame’s allow-list, plus the methods the embedded provider answers in the page', () => {
    expect([...ANSWERED_BY_THE_PROVIDER].sort()).toEqual([
      'eth_requestAccounts',
      'solana_getAccounts',
      'solana_requestAccounts',
      'wallet_switchEthereumChain',
    ])
    for (const method of [...EMBEDDED_SAFE_RPC_METHODS, ...ANSWERED_BY_THE_PROVIDER])
      expect(rpcMethodKind(method), method).toBe('safe')
    for (const method of EMBEDDED_UNSAFE_RPC_METHODS) expect(rpcMethodKind(method), method).toBe('unsafe')
  })
})
