import { describe, expect, it } from 'vitest'
import { rpcMethodKind, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcAllowList.ts'

describe('embedded wallet RPC allow-list', () => {
  it('answers the safe methods without asking', () => {
    for (const method of [
      'eth_accounts',
      'eth_call',
      'eth_getBalance',
      'eth_chainId',
      'eth_getLogs',
      'wallet_getCapabilities',
      'wallet_getAssets',
      'eth_sendRawTransaction',
    ])
      expect(rpcMethodKind(method)).toBe('safe')
  })

  it('asks the visitor for the unsafe methods', () => {
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
      expect(rpcMethodKind(method)).toBe('unsafe')
  })

  it('refuses everything else, and no method is on both lists', () => {
    for (const method of [
      'debug_traceTransaction',
      'eth_sign',
      'hardhat_setBalance',
      'eth_signTypedData',
      '',
    ])
      expect(rpcMethodKind(method)).toBe('refused')
    expect(SAFE_RPC_METHODS.filter((m) => UNSAFE_RPC_METHODS.includes(m))).toEqual([])
  })

  it('is the frame’s own list: what the kit lets through, the frame answers or asks about', async () => {
    // Two copies because neither package may import the other (core imports no other Airlock package but the
    // protocol, and embedded-wallet none at all); this keeps them one list.
    const frame = await import('@airlock/embedded-wallet')
    // Answered by the package's provider itself (accounts, network switch), or Solana's accounts, which the
    // frame answers once the Solana adapter exists.
    const answeredBeforeTheFrame = [
      'eth_requestAccounts',
      'wallet_switchEthereumChain',
      'solana_getAccounts',
      'solana_requestAccounts',
    ]
    expect(SAFE_RPC_METHODS.filter((m) => !answeredBeforeTheFrame.includes(m)).sort()).toEqual(
      [...frame.SAFE_RPC_METHODS].sort(),
    )
    expect([...UNSAFE_RPC_METHODS].sort()).toEqual([...frame.UNSAFE_RPC_METHODS].sort())
  })
})
