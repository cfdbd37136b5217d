import { describe, expect, it } from 'vitest'
import { isNonEvmSignIn, parseCaip122Message } from './caip122.ts'

const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

const lines = (overrides: Partial<Record<string, string | null>> = {}) => {
  const fields: Record<string, string | null> = {
    header: 'dapp.example.com wants you to sign in with your Solana account:',
    address: SOLANA_ADDRESS,
    statement: 'Sign in to the test dapp',
    uri: 'URI: https://dapp.example.com/app',
    version: 'Version: 1',
    chain: 'Chain ID: solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ',
    nonce: 'Nonce: 5d41402abc4b2a76b9719d911017c592',
    issued: 'Issued At: 2026-11-25T12:00:00.000Z',
    expires: 'Expiration Time: 2026-11-26T12:00:00.000Z',
    ...overrides,
  }
  const { header, address, statement, ...rest } = fields
  return [
    header,
    address,
    '',
    ...(statement ? [statement, ''] : []),
    ...Object.values(rest).filter((line) => line !== null),
  ].join('\n')
}

describe('parseCaip122Message', () => {
  it('reads every field of a Sign-In with Solana message', () => {
    expect(parseCaip122Message(lines())).toEqual({
      scheme: undefined,
      domain: 'dapp.example.com',
      blockchain: 'Solana',
      address: SOLANA_ADDRESS,
      statement: 'Sign in to the test dapp',
      uri: 'https://dapp.example.com/app',
      version: '1',
      chainId: 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ',
      nonce: '5d41402abc4b2a76b9719d911017c592',
      issuedAt: new Date('2026-11-25T12:00:00.000Z'),
      expirationTime: new Date('2026-11-26T12:00:00.000Z'),
      notBefore: undefined,
      requestId: undefined,
      resources: undefined,
    })
  })

  it('reads a scheme, no statement, Not Before, Request ID and resources', () => {
    const text = `${lines({
      header: 'https://dapp.example.com wants you to sign in with your Bitcoin account:',
      statement: null,
    })}\nNot Before: 2026-11-25T12:00:00Z\nRequest ID: r-1\nResources:\n- ipfs://a\n- https://b.example`
    expect(parseCaip122Message(text)).toMatchObject({
      scheme: 'https',
      blockchain: 'Bitcoin',
      statement: undefined,
      notBefore: new Date('2026-11-25T12:00:00Z'),
      requestId: 'r-1',
      resources: ['ipfs://a', 'https://b.example'],
    })
  })

  it("reads AppKit's informal form (its blockchain word is literally **blockchain**)", () => {
    const text = lines({ header: 'dapp.example.com wants you to sign in with your **blockchain** account:' })
    expect(parseCaip122Message(text)?.blockchain).toBe('**blockchain**')
  })

  it('refuses missing required fields, unknown lines, repeated fields, two statements and bad times', () => {
    expect(parseCaip122Message(lines({ nonce: null }))).toBeUndefined()
    expect(parseCaip122Message(lines({ uri: null }))).toBeUndefined()
    expect(parseCaip122Message(lines({ version: null }))).toBeUndefined()
    expect(parseCaip122Message(lines({ chain: null }))).toBeUndefined()
    expect(parseCaip122Message(`${lines()}\nColour: blue`)).toBeUndefined()
    expect(parseCaip122Message(`${lines()}\nNonce: again`)).toBeUndefined()
    expect(parseCaip122Message(lines({ statement: 'one\n\ntwo' }))).toBeUndefined()
    expect(parseCaip122Message(lines({ issued: 'Issued At: yesterday' }))).toBeUndefined()
    expect(parseCaip122Message(`${lines()}\nResources:\nnot a resource`)).toBeUndefined()
    expect(parseCaip122Message('hello')).toBeUndefined()
  })
})

describe('isNonEvmSignIn', () => {
  it('is true for a CAIP-122 message whose account is not a 0x address', () => {
    expect(isNonEvmSignIn(lines())).toBe(true)
    expect(
      isNonEvmSignIn(
        lines({
          header: 'dapp.example.com wants you to sign in with your Ethereum account:',
          address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        }),
      ),
    ).toBe(false)
    expect(isNonEvmSignIn('hello')).toBe(false)
  })
})
