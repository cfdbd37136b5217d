import { describe, expect, it } from 'vitest'
import { validateAuthenticate } from './authenticate.ts'
import { thrown } from './validators.fixtures.ts'

describe('validateAuthenticate', () => {
  const auth = (overrides: Record<string, unknown> = {}) => ({
    chains: ['eip155:1', 'eip155:137'],
    uri: 'https://app.example/login',
    domain: 'app.example',
    nonce: 'n0nce',
    ...overrides,
  })
  const plain = (message: string) => ({ code: 5, message })

  it('accepts eip155 chains with uri, domain and nonce', () => {
    expect(() => validateAuthenticate(auth())).not.toThrow()
  })

  it('uses the official messages', () => {
    const cases: [Record<string, unknown> | undefined, string][] = [
      [auth({ chains: [] }), 'chains is required and must be a non-empty array'],
      [auth({ chains: 'eip155:1' }), 'chains is required and must be a non-empty array'],
      [undefined, 'chains is required and must be a non-empty array'],
      [auth({ uri: '' }), 'uri is required parameter'],
      [auth({ domain: undefined }), 'domain is required parameter'],
      [auth({ nonce: ' ' }), 'nonce is required parameter'],
      [
        auth({ chains: ['eip155:1', 'solana:abc'] }),
        'Multi-namespace requests are not supported. Please request single namespace only.',
      ],
      [
        auth({ chains: ['solana:abc'] }),
        'Only eip155 namespace is supported for authenticated sessions. Please use .connect() for non-eip155 chains.',
      ],
    ]
    for (const [params, message] of cases) {
      const error = thrown(() => validateAuthenticate(params))
      expect(error.toJsonRpcError()).toEqual(plain(message))
    }
  })
})
