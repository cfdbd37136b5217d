import { describe, expect, it } from 'vitest'
import { readGrantRequest, readRevokeRequest } from './permissionRequest.ts'
import { encodePermissionsContext, PermissionRequestError } from './permissions.ts'

const key = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const counter = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const account = '0x2222222222222222222222222222222222222222'
const validator = '0x3333333333333333333333333333333333333333'
const sessionId = `0x${'11'.repeat(32)}` as const

const grant = (overrides: Record<string, unknown> = {}) => ({
  chainId: '0x7a69',
  expiry: Math.floor(Date.now() / 1000) + 3600,
  signer: { type: 'key', data: { id: key } },
  permissions: [{ type: 'contract-call', data: { address: counter, calls: ['increment()'] }, policies: [] }],
  ...overrides,
})

describe('readGrantRequest', () => {
  it('reads a grant for the active chain and this account', () => {
    const parsed = readGrantRequest(grant({ address: account }), { chainId: 31337, address: account })
    expect(parsed).toMatchObject({ chainId: 31337, address: account })
    expect(parsed.permissions).toHaveLength(1)
  })

  it('refuses another chain (-32602), another account (4100) and a malformed request (-32602)', () => {
    expect(() => readGrantRequest(grant({ chainId: '0x1' }), { chainId: 31337, address: account })).toThrow(
      expect.objectContaining({
        code: -32602,
        message: 'The request is for chain 1, not the active chain 31337',
      }),
    )
    expect(() => readGrantRequest(grant({ address: key }), { chainId: 31337, address: account })).toThrow(
      expect.objectContaining({
        code: 4100,
        message: 'The request names an account this wallet does not hold',
      }),
    )
    expect(() => readGrantRequest({}, { chainId: 31337, address: account })).toThrow(PermissionRequestError)
  })
})

describe('readRevokeRequest', () => {
  it('reads the session of a context this wallet issued', () => {
    const permissionsContext = encodePermissionsContext(validator, sessionId)
    expect(readRevokeRequest({ permissionsContext }, { sessionValidator: validator })).toEqual({
      validator,
      sessionId,
    })
  })

  it('refuses a malformed context and one on another validator (-32602)', () => {
    expect(() => readRevokeRequest({ permissionsContext: '0x12' }, { sessionValidator: validator })).toThrow(
      expect.objectContaining({
        code: -32602,
        message: 'The permissionsContext is not one this wallet issued',
      }),
    )
    expect(() => readRevokeRequest(undefined, { sessionValidator: validator })).toThrow(
      expect.objectContaining({
        code: -32602,
      }),
    )
    const permissionsContext = encodePermissionsContext(account, sessionId)
    expect(() => readRevokeRequest({ permissionsContext }, { sessionValidator: validator })).toThrow(
      expect.objectContaining({
        code: -32602,
        message: 'The permissionsContext is not one this wallet issued',
      }),
    )
  })
})
