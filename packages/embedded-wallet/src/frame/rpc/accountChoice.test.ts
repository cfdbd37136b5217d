import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { namedAccount, pick } from './accountChoice.ts'
import type { SmartScope } from './smartRpc.ts'

const owner = privateKeyToAccount(generatePrivateKey())
const smartAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const scope = { account: { address: smartAddress } } as unknown as SmartScope

describe('which account answers a request', () => {
  it('reads the account each signing method names', () => {
    expect(namedAccount('personal_sign', ['0xdead', owner.address])).toBe(owner.address)
    expect(namedAccount('eth_signTypedData_v4', [owner.address, '{}'])).toBe(owner.address)
    expect(namedAccount('eth_sendTransaction', [{ from: smartAddress }])).toBe(smartAddress)
    expect(namedAccount('wallet_sendCalls', [{ from: smartAddress }])).toBe(smartAddress)
    expect(namedAccount('eth_sendUserOperation', [{}])).toBeUndefined()
  })

  it('takes the named account: the smart account, or the EOA (undefined)', () => {
    expect(pick(smartAddress.toLowerCase(), owner, scope, 'eoa')).toBe(scope)
    expect(pick(owner.address, owner, scope, 'smartAccount')).toBeUndefined()
  })

  it('takes the preferred account when the request names none', () => {
    expect(pick(undefined, owner, scope, 'smartAccount')).toBe(scope)
    expect(pick(null, owner, scope, 'eoa')).toBeUndefined()
    expect(pick(undefined, owner, undefined, 'smartAccount')).toBeUndefined()
  })

  it('refuses an account this wallet does not hold with 4100', () => {
    expect(() => pick('0x5FbDB2315678afecb367f032d93F642f64180aa3', owner, scope, 'eoa')).toThrow(
      expect.objectContaining({ code: 4100 }),
    )
    expect(() => pick(smartAddress, owner, undefined, 'eoa')).toThrow(expect.objectContaining({ code: 4100 }))
  })
})
