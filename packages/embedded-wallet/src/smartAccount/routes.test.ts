import { describe, expect, it } from 'vitest'
import { bundlerUrl, paymasterUrl } from './routes.ts'

describe('cloud routes', () => {
  it('names the bundler with the project, the CAIP-2 chain and the Airlock bundler', () => {
    expect(bundlerUrl('http://api', 'p 1', 31337)).toBe(
      'http://api/v1/bundler?projectId=p+1&chainId=eip155%3A31337&bundler=airlock',
    )
  })

  it('names the paymaster with the project and the CAIP-2 chain', () => {
    expect(paymasterUrl('http://api', 'p', 1)).toBe('http://api/v1/paymaster?projectId=p&chainId=eip155%3A1')
  })

  it('keeps a path prefix and drops a trailing slash of the API url', () => {
    expect(paymasterUrl('https://x.example/cloud/', 'p', 1)).toBe(
      'https://x.example/cloud/v1/paymaster?projectId=p&chainId=eip155%3A1',
    )
  })
})
