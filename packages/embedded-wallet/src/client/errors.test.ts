import { describe, expect, it } from 'vitest'
import {
  EmbeddedWalletError,
  FrameClosedError,
  FrameLoadError,
  FrameRequestTimeoutError,
  FrameResponseError,
  RpcNotAllowedError,
} from './errors.ts'

describe('frame client errors', () => {
  it('carry name, shortMessage, details and cause like viem errors', () => {
    const cause = new Error('offline')
    const error = new FrameLoadError({ cause })
    expect(error).toBeInstanceOf(EmbeddedWalletError)
    expect(error.name).toBe('FrameLoadError')
    expect(error.shortMessage).toBe('Could not load embedded wallet, try again later')
    expect(error.cause).toBe(cause)
  })

  it('name the timeout as the alert does', () => {
    const error = new FrameRequestTimeoutError('CONNECT_OTP', 30_000)
    expect(error.shortMessage).toBe('Embedded Wallet Request Timed Out')
    expect(error.details).toBe('CONNECT_OTP got no answer in 30000 ms')
    expect(error.message).toContain('Details: CONNECT_OTP got no answer in 30000 ms')
    expect(error.event).toBe('CONNECT_OTP')
  })

  it("use the frame's message, else 'An error occurred'", () => {
    expect(
      new FrameResponseError('CONNECT_EMAIL', { message: 'Please try again after 12 seconds' }).shortMessage,
    ).toBe('Please try again after 12 seconds')
    expect(new FrameResponseError('CONNECT_EMAIL', { message: '' }).shortMessage).toBe('An error occurred')
    expect(
      new FrameResponseError('RPC_REQUEST', { message: 'User rejected the request.', code: 4001 }).code,
    ).toBe(4001)
  })

  it('say a closed connection and a refused method in the catalogue’s words', () => {
    expect(new FrameClosedError().shortMessage).toBe('Connection already closed')
    const refused = new RpcNotAllowedError('eth_sign')
    expect(refused.shortMessage).toBe('Requested RPC call is not allowed')
    expect(refused.code).toBe(4200)
  })
})
