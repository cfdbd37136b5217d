import { encodePermissionsContext } from '@airlock/embedded-wallet/smart-account'
import { describe, expect, it } from 'vitest'
import type { SmartAccountChain } from '../config.ts'
import { withSmartMethods } from './namespaces.ts'
import { prepareSmartRequest, readTransactionCall, SMART_METHODS } from './requests.ts'

const address = '0x1111111111111111111111111111111111111111'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const chain: SmartAccountChain = {
  chainId: 31337,
  entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  factory: '0xec37Be888DeDD42D5339da9eA774261a1638b4e3',
  sessionValidator: '0x5902d8B42c618c3869150BE1F9116e9Aa92e8c37',
  sponsored: true,
}
const smart = { chainId: 31337, smartAccount: true, chain, address }
const codeOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return (error as { code?: number }).code
  }
  return undefined
}

const grantRequest = {
  chainId: '0x7a69',
  address,
  expiry: Math.floor(Date.now() / 1000) + 3600,
  signer: { type: 'key', data: { id: '0x2222222222222222222222222222222222222222' } },
  permissions: [
    { type: 'contract-call', data: { address: token, calls: ['approve(address,uint256)'] }, policies: [] },
    {
      type: 'erc20-token-transfer',
      data: { address: token },
      policies: [{ type: 'token-allowance', data: { allowance: '0x3e8' } }],
    },
  ],
}

describe('prepareSmartRequest', () => {
  it('reads wallet_sendCalls: atomic for the smart account, 5760 for atomicRequired in EOA mode', () => {
    const batch = [
      { version: '2.0.0', chainId: '0x7a69', from: address, atomicRequired: true, calls: [{ to: token }] },
    ]
    expect(prepareSmartRequest('wallet_sendCalls', batch, smart)).toMatchObject({
      kind: 'calls',
      request: { atomicRequired: true, calls: [{ to: token }] },
    })
    expect(
      codeOf(() => prepareSmartRequest('wallet_sendCalls', batch, { ...smart, smartAccount: false })),
    ).toBe(5760)
    // A smart-account request on a chain without the smart account: 5710.
    expect(
      codeOf(() =>
        prepareSmartRequest('wallet_sendCalls', [{ calls: [{ to: token }] }], {
          ...smart,
          chainId: 1,
          chain: undefined,
        }),
      ),
    ).toBe(5710)
    // From another account: 4100.
    expect(
      codeOf(() => prepareSmartRequest('wallet_sendCalls', [{ from: token, calls: [{ to: token }] }], smart)),
    ).toBe(4100)
  })

  it('reads an ERC-7715 grant into the on-chain session: targets, selectors, token limit, expiry', () => {
    const prepared = prepareSmartRequest('wallet_grantPermissions', [grantRequest], smart)
    if (prepared?.kind !== 'grant') throw new Error('not a grant')
    expect(prepared.grant.session).toMatchObject({
      signer: '0x2222222222222222222222222222222222222222',
      validUntil: grantRequest.expiry,
      token,
      tokenLimit: 1000n,
      nativeLimit: 0n,
    })
    expect(prepared.grant.permissions).toEqual([
      { target: token, selector: '0x095ea7b3' },
      { target: token, selector: '0xa9059cbb' },
    ])
  })

  it('refuses grants it cannot honour, and grants and revocations in EOA mode (4200)', () => {
    expect(
      codeOf(() => prepareSmartRequest('wallet_grantPermissions', [{ ...grantRequest, expiry: 1 }], smart)),
    ).toBe(-32602)
    expect(
      codeOf(() =>
        prepareSmartRequest('wallet_grantPermissions', [{ ...grantRequest, chainId: '0x1' }], smart),
      ),
    ).toBe(-32602)
    expect(
      codeOf(() =>
        prepareSmartRequest('wallet_grantPermissions', [grantRequest], { ...smart, smartAccount: false }),
      ),
    ).toBe(4200)
    expect(
      codeOf(() =>
        prepareSmartRequest('wallet_revokePermissions', [{ permissionsContext: '0x' }], {
          ...smart,
          smartAccount: false,
        }),
      ),
    ).toBe(4200)
  })

  it('reads a revocation of a session this wallet issued, and refuses another validator’s', () => {
    const id = `0x${'cd'.repeat(32)}` as const
    const permissionsContext = encodePermissionsContext(chain.sessionValidator, id)
    expect(prepareSmartRequest('wallet_revokePermissions', [{ permissionsContext }], smart)).toEqual({
      kind: 'revoke',
      validator: chain.sessionValidator,
      sessionId: id,
    })
    const foreign = encodePermissionsContext(token, id)
    expect(
      codeOf(() => prepareSmartRequest('wallet_revokePermissions', [{ permissionsContext: foreign }], smart)),
    ).toBe(-32602)
    expect(
      codeOf(() => prepareSmartRequest('wallet_revokePermissions', [{ permissionsContext: '0x12' }], smart)),
    ).toBe(-32602)
  })

  it('leaves other methods alone', () => {
    expect(prepareSmartRequest('personal_sign', ['0x', address], smart)).toBeUndefined()
  })
})

describe('readTransactionCall', () => {
  it('one call from eth_sendTransaction; contract creation is refused', () => {
    expect(readTransactionCall([{ from: address, to: token, value: '0x5', data: '0x12' }])).toEqual({
      from: address,
      call: { to: token, value: 5n, data: '0x12' },
    })
    expect(readTransactionCall([{ from: address, to: token }]).call).toEqual({
      to: token,
      value: 0n,
      data: '0x',
    })
    expect(codeOf(() => readTransactionCall([{ from: address, data: '0x60' }]))).toBe(-32602)
  })
})

describe('withSmartMethods', () => {
  it('adds the EIP-5792 and ERC-7715 methods to the eip155 namespace once', () => {
    const namespaces = {
      eip155: {
        chains: ['eip155:31337'],
        accounts: [`eip155:31337:${address}`],
        methods: ['personal_sign', 'wallet_sendCalls'],
        events: ['accountsChanged'],
      },
    }
    const methods = withSmartMethods(namespaces).eip155?.methods
    expect(methods).toEqual([
      'personal_sign',
      'wallet_sendCalls',
      ...SMART_METHODS.filter((m) => m !== 'wallet_sendCalls'),
    ])
    expect(methods).toEqual(expect.arrayContaining(['wallet_grantPermissions', 'wallet_revokePermissions']))
    expect(withSmartMethods({})).toEqual({})
  })
})
