import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { airlockSessionValidatorAbi, airlockSmartAccountAbi } from './abi.ts'
import {
  decodePermissionsContext,
  encodePermissionsContext,
  grantCalls,
  grantResponse,
  newSessionId,
  PermissionRequestError,
  parseGrantRequest,
  selectorOf,
} from './permissions.ts'

const now = 1_800_000_000
const key = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const counter = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const token = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const account = '0x2222222222222222222222222222222222222222'
const validator = '0x3333333333333333333333333333333333333333'

function request(overrides: Record<string, unknown> = {}) {
  return {
    chainId: '0x7a69',
    expiry: now + 3600,
    signer: { type: 'key', data: { id: key } },
    permissions: [
      {
        type: 'contract-call',
        data: { address: counter, calls: ['increment()', '0xd09de08a'] },
        policies: [],
      },
      {
        type: 'native-token-transfer',
        data: { ticker: 'ETH' },
        policies: [{ type: 'token-allowance', data: { allowance: '0x2386f26fc10000' } }],
      },
      {
        type: 'erc20-token-transfer',
        data: { address: token, ticker: 'TKN' },
        policies: [{ type: 'token-allowance', data: { allowance: '1000' } }],
      },
    ],
    ...overrides,
  }
}

describe('ERC-7715 grants', () => {
  it('turns a request into a session and its (target, selector) allow-list', () => {
    const grant = parseGrantRequest(request(), now)
    expect(grant.chainId).toBe(31337)
    expect(grant.session).toEqual({
      signer: key,
      validAfter: 0,
      validUntil: now + 3600,
      nativeLimit: 10_000_000_000_000_000n,
      token,
      tokenLimit: 1000n,
    })
    // increment() twice (signature and selector) is one entry; transfer on the token.
    expect(grant.permissions).toEqual([
      { target: counter, selector: '0xd09de08a' },
      { target: token, selector: '0xa9059cbb' },
    ])
  })

  it('reads function signatures with names and selectors', () => {
    expect(selectorOf('function transfer(address to, uint256 amount)')).toBe('0xa9059cbb')
    expect(selectorOf('transfer(address,uint256)')).toBe('0xa9059cbb')
    expect(selectorOf('0xA9059CBB')).toBe('0xa9059cbb')
    expect(() => selectorOf('not a function')).toThrow("'not a function' is not a function signature")
  })

  it('takes an account signer and an uncompressed public key', () => {
    expect(parseGrantRequest(request({ signer: { type: 'account', data: { id: key } } }), now).signer).toBe(
      key,
    )
    const publicKey =
      '0x04ba5734d8f7091719471e7f7ed6b9df170dc70cc661ca05e688601ad984f068b0d67351e5f06073092499336ab0839ef8a521afd334e53807205fa2f08eec74f4'
    expect(parseGrantRequest(request({ signer: { type: 'key', data: { id: publicKey } } }), now).signer).toBe(
      key,
    )
  })

  it('refuses required unsupported permissions and policies, and leaves optional ones out', () => {
    const rate = { type: 'rate-limit', data: { count: 1, interval: 60 } }
    expect(() =>
      parseGrantRequest(
        request({
          permissions: [
            {
              type: 'contract-call',
              data: { address: counter, calls: ['increment()'] },
              policies: [rate],
              required: true,
            },
          ],
        }),
        now,
      ),
    ).toThrow("Policy type 'rate-limit' is not supported (supported: token-allowance)")
    expect(() =>
      parseGrantRequest(
        request({ permissions: [{ type: { custom: 'nft' }, data: {}, policies: [], required: true }] }),
        now,
      ),
    ).toThrow("Permission type 'nft' is not supported")
    const grant = parseGrantRequest(
      request({
        permissions: [
          { type: 'contract-call', data: { address: counter, calls: ['increment()'] }, policies: [] },
          {
            type: 'contract-call',
            data: { address: token, calls: ['approve(address,uint256)'] },
            policies: [rate],
          },
        ],
      }),
      now,
    )
    expect(grant.permissions).toEqual([{ target: counter, selector: '0xd09de08a' }])
    expect(grant.granted).toHaveLength(1)
  })

  it.each([
    ['a past expiry', { expiry: now - 1 }, 'The expiry is in the past'],
    ['no signer', { signer: undefined }, 'The request has no signer'],
    ['a wallet signer', { signer: { type: 'wallet' } }, "Signer type 'wallet' is not supported"],
    ['no permissions', { permissions: [] }, 'The request has no permissions'],
    [
      'a contract call without calls',
      { permissions: [{ type: 'contract-call', data: { address: counter }, policies: [] }] },
      `The contract-call permission for ${counter} names no calls`,
    ],
    [
      'a native transfer without allowance',
      { permissions: [{ type: 'native-token-transfer', data: { ticker: 'ETH' }, policies: [] }] },
      'A native-token-transfer permission needs a token-allowance policy',
    ],
    [
      'two tokens',
      {
        permissions: [
          {
            type: 'erc20-token-transfer',
            data: { address: token },
            policies: [{ type: 'token-allowance', data: { allowance: '1' } }],
          },
          {
            type: 'erc20-token-transfer',
            data: { address: counter },
            policies: [{ type: 'token-allowance', data: { allowance: '1' } }],
          },
        ],
      },
      'Only one ERC-20 token per permission request is supported',
    ],
  ])('refuses %s', (_, overrides, message) => {
    let error: unknown
    try {
      parseGrantRequest(request(overrides), now)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(PermissionRequestError)
    expect(error).toMatchObject({ code: -32602 })
    expect((error as Error).message).toContain(message)
  })

  it('grants with installModule when the validator is not installed, then enableSession', () => {
    const grant = parseGrantRequest(request(), now)
    const sessionId = newSessionId()
    const calls = grantCalls({ account, validator, sessionId, ...grant, validatorInstalled: false })
    expect(calls.map((call) => call.to)).toEqual([account, validator])
    expect(decodeFunctionData({ abi: airlockSmartAccountAbi, data: calls[0]?.data ?? '0x' })).toEqual({
      functionName: 'installModule',
      args: [1n, validator, '0x'],
    })
    const enable = decodeFunctionData({ abi: airlockSessionValidatorAbi, data: calls[1]?.data ?? '0x' })
    expect(enable.functionName).toBe('enableSession')
    expect(enable.args?.[0]).toBe(sessionId)
    expect(grantCalls({ account, validator, sessionId, ...grant, validatorInstalled: true })).toHaveLength(1)
  })

  it('answers with the granted permissions and abi.encode(validator, id) as the context', () => {
    const grant = parseGrantRequest(request(), now)
    const sessionId = newSessionId()
    const answer = grantResponse({ grant, account, validator, sessionId })
    expect(answer.expiry).toBe(now + 3600)
    expect(answer.signerData).toEqual({ submitToAddress: account })
    expect(answer.grantedPermissions).toHaveLength(3)
    expect(answer.permissionsContext).toHaveLength(2 + 128)
    expect(decodePermissionsContext(answer.permissionsContext)).toEqual({ validator, sessionId })
    expect(encodePermissionsContext(validator, sessionId)).toBe(answer.permissionsContext)
    expect(() => decodePermissionsContext('0x12')).toThrow('not one this wallet issued')
    expect(newSessionId()).not.toBe(sessionId)
  })
})
