import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { ProviderRpcError } from './errors.ts'
import { checkChain, checkFrom, describeFailure, isAddressString, typedDataOf } from './requestChecks.ts'

const account = privateKeyToAccount(generatePrivateKey())

describe('the checks before a signing request is shown', () => {
  it('accepts a request naming no account or ours, in any letter case', () => {
    expect(() => checkFrom(account, undefined)).not.toThrow()
    expect(() => checkFrom(account, account.address.toLowerCase())).not.toThrow()
  })

  it('refuses an account this wallet does not hold, or a name that is no address, with 4100', () => {
    for (const from of ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'me', 42])
      expect(() => checkFrom(account, from)).toThrow(
        expect.objectContaining({
          code: 4100,
          message: 'The request names an account this wallet does not hold',
        }),
      )
  })

  it('accepts the active chain however it is written, and no chain at all', () => {
    for (const named of [undefined, null, 31337, '0x7a69', '31337', 31337n])
      expect(() => checkChain(named, 31337)).not.toThrow()
  })

  it('refuses another chain, or a value that is no chain id, with -32602', () => {
    for (const named of [1, '0x1', 'mainnet', {}])
      expect(() => checkChain(named, 31337)).toThrow(expect.objectContaining({ code: -32602 }))
  })

  it('reads typed data from JSON or an object, without the EIP712Domain type', () => {
    const data = {
      domain: { chainId: 31337 },
      primaryType: 'Mail',
      types: {
        EIP712Domain: [{ name: 'chainId', type: 'uint256' }],
        Mail: [{ name: 'body', type: 'string' }],
      },
      message: { body: 'hi' },
    }
    for (const raw of [data, JSON.stringify(data)])
      expect(typedDataOf(raw).types).toEqual({ Mail: [{ name: 'body', type: 'string' }] })
  })

  it('turns a failure to describe a request into the error the dapp receives', () => {
    expect(describeFailure(new SyntaxError('x'))).toMatchObject({
      code: -32602,
      message: 'The typed data is not JSON',
    })
    const own = new ProviderRpcError(5760, 'own')
    expect(describeFailure(own)).toBe(own)
    expect(describeFailure(new Error('odd'))).toMatchObject({ code: 4200, message: 'odd' })
  })

  it('knows an address string', () => {
    expect(isAddressString(account.address)).toBe(true)
    expect(isAddressString('0x1234')).toBe(false)
    expect(isAddressString(undefined)).toBe(false)
  })
})
