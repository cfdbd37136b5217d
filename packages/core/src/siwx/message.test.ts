import { describe, expect, it } from 'vitest'
import { formatSignInMessage, formatSiweMessage, toChecksumAddress } from './message.ts'

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

// Known-good texts: the form services/cloud/src/siwx/caip122.test.ts and nonEvm.test.ts parse and accept.
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const BITCOIN_ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const signIn = {
  domain: 'dapp.example.com',
  statement: 'Sign in to the test dapp',
  uri: 'https://dapp.example.com/app',
  version: '1',
  nonce: '5d41402abc4b2a76b9719d911017c592',
  issuedAt: '2026-11-25T12:00:00.000Z',
  expirationTime: '2026-11-26T12:00:00.000Z',
}
const cloudText = (blockchain: string, address: string, chainId: string) =>
  [
    `dapp.example.com wants you to sign in with your ${blockchain} account:`,
    address,
    '',
    'Sign in to the test dapp',
    '',
    'URI: https://dapp.example.com/app',
    'Version: 1',
    `Chain ID: ${chainId}`,
    'Nonce: 5d41402abc4b2a76b9719d911017c592',
    'Issued At: 2026-11-25T12:00:00.000Z',
    'Expiration Time: 2026-11-26T12:00:00.000Z',
  ].join('\n')

describe('CAIP-122 messages for Solana and Bitcoin', () => {
  it('writes Sign-In with Solana: the base58 address as is, the whole CAIP-2 id as the Chain ID', () => {
    const chainId = 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ' as const
    expect(formatSignInMessage({ ...signIn, accountAddress: SOLANA_ADDRESS, chainId })).toBe(
      cloudText('Solana', SOLANA_ADDRESS, chainId),
    )
  })

  it('writes Sign-In with Bitcoin: the address as the wallet gave it, the whole CAIP-2 id as the Chain ID', () => {
    const chainId = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const
    expect(formatSignInMessage({ ...signIn, accountAddress: BITCOIN_ADDRESS, chainId })).toBe(
      cloudText('Bitcoin', BITCOIN_ADDRESS, chainId),
    )
  })

  it('writes EIP-4361 for eip155 through the same writer', () => {
    expect(formatSignInMessage({ ...base })).toBe(formatSiweMessage(base))
  })

  it('refuses other namespaces, addresses of another chain and formatSiweMessage off eip155', () => {
    const solana = { ...signIn, chainId: 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ' as const }
    expect(() =>
      formatSignInMessage({ ...solana, accountAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' }),
    ).toThrow(/Not a Solana address/)
    expect(() => formatSignInMessage({ ...solana, accountAddress: `${SOLANA_ADDRESS}\nx` })).toThrow(
      /Not a Solana address/,
    )
    expect(() =>
      formatSignInMessage({
        ...signIn,
        accountAddress: 'bc1 q',
        chainId: 'bip122:000000000019d6689c085ae165831e93',
      }),
    ).toThrow(/Not a Bitcoin address/)
    expect(() =>
      formatSignInMessage({ ...signIn, accountAddress: 'x', chainId: 'polkadot:91b171bb158e2d38' }),
    ).toThrow(/not for polkadot:/)
    expect(() =>
      formatSiweMessage({ ...signIn, accountAddress: SOLANA_ADDRESS, chainId: solana.chainId }),
    ).toThrow(/EIP-4361 on eip155/)
  })
})
