import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/base.ts'
import { ErrorMessages } from '../errors.ts'
import { ChainNotSupportedError, ChainSwitchError, UnsupportedChainError } from './errors.ts'

describe('network errors', () => {
  it("UnsupportedChainError: 'Unsupported chain', with the chain", () => {
    const error = new UnsupportedChainError('polkadot:91b171bb158e2d3848fa23a9f1c25182')
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({ name: 'UnsupportedChainError', shortMessage: 'Unsupported chain' })
    expect(error.chain).toBe('polkadot:91b171bb158e2d3848fa23a9f1c25182')
  })

  it("ChainNotSupportedError: 'Chain is not supported'", () => {
    expect(new ChainNotSupportedError('eip155:5')).toMatchObject({
      name: 'ChainNotSupportedError',
      shortMessage: 'Chain is not supported',
      chain: 'eip155:5',
    })
  })

  it('ChainSwitchError: the one wording of a failed switch, code 4902, the cause kept', () => {
    const cause = Object.assign(new Error('Unrecognized chain ID'), { code: 4902 })
    const error = new ChainSwitchError('eip155:1', { cause })
    expect(error).toMatchObject({
      name: 'ChainSwitchError',
      shortMessage: ErrorMessages.CHAIN_SWITCH_FAILED('eip155:1'),
      code: 4902,
      chain: 'eip155:1',
    })
    expect(error.walk()).toBe(cause)
  })
})
