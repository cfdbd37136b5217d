import { describe, expect, it } from 'vitest'
import { formatSiweMessage, toChecksumAddress } from './message.ts'

const base = {
  accountAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  chainId: 'eip155:31337' as const,
  domain: 'dapp.example.com',
  uri: 'https://dapp.example.com/app',
  version: '1',
  nonce: '0123456789abcdef',
  issuedAt: '2026-11-25T12:00:00.000Z',
}

describe('EIP-4361 messages (CAIP-122 for eip155)', () => {
  it('writes every field in the order of EIP-4361, the address with its EIP-55 checksum', () => {
    const text = formatSiweMessage({
      ...base,
      statement: 'Sign in to the dapp',
      expirationTime: '2026-11-26T12:00:00.000Z',
      notBefore: '2026-11-25T12:00:00.000Z',
      requestId: 'req-1',
      resources: ['https://dapp.example.com/terms', 'ipfs://bafy'],
    })
    expect(text).toBe(
      [
        'dapp.example.com wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        'Sign in to the dapp',
        '',
        'URI: https://dapp.example.com/app',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: 0123456789abcdef',
        'Issued At: 2026-11-25T12:00:00.000Z',
        'Expiration Time: 2026-11-26T12:00:00.000Z',
        'Not Before: 2026-11-25T12:00:00.000Z',
        'Request ID: req-1',
        'Resources:',
        '- https://dapp.example.com/terms',
        '- ipfs://bafy',
      ].join('\n'),
    )
  })

  it('leaves an empty line where a missing statement would be, as viem writes it', () => {
    expect(formatSiweMessage(base)).toBe(
      [
        'dapp.example.com wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        '',
        'URI: https://dapp.example.com/app',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: 0123456789abcdef',
        'Issued At: 2026-11-25T12:00:00.000Z',
      ].join('\n'),
    )
  })

  it('refuses other namespaces, bad addresses and multi-line statements', () => {
    expect(() => formatSiweMessage({ ...base, chainId: 'solana:mainnet' })).toThrow(/eip155/)
    expect(() => formatSiweMessage({ ...base, accountAddress: '0x123' })).toThrow(/Not an EVM address/)
    expect(() => formatSiweMessage({ ...base, statement: 'a\nb' })).toThrow(/one line/)
  })

  it('checksums addresses per EIP-55', () => {
    expect(toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    )
  })
})
