import { buildAuthPayload, buildCacao, formatDidPkh, formatSiweMessage } from '@airlock/protocol'
import { verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { airlockDevnet, mainnet, solana } from '../networks/index.ts'
import type { SIWXConfig, SIWXMessageInput } from '../siwx/types.ts'
import {
  ONE_CLICK_ACCOUNT_PLACEHOLDER,
  oneClickChains,
  oneClickParams,
  pairWithSignIn,
  sessionFromCacaos,
} from './oneClick.ts'

/** A SIWX config whose messages carry a fixed nonce; records what it was asked. */
function fakeSiwx(): SIWXConfig & { asked: SIWXMessageInput[] } {
  const asked: SIWXMessageInput[] = []
  return {
    asked,
    async createMessage(input) {
      asked.push(input)
      const data = {
        ...input,
        domain: 'dapp.example.com',
        uri: 'https://dapp.example.com/',
        version: '1',
        nonce: 'nonce12345678',
        statement: 'Sign in to the demo',
        expirationTime: '2030-01-01T00:00:00.000Z',
      }
      return { ...data, toString: () => 'message' }
    },
    addSession: async () => {},
    revokeSession: async () => {},
    setSessions: async () => {},
    getSessions: async () => [],
  }
}

describe('one-click sign-in over WalletConnect', () => {
  it('is used only with SIWX and eip155 networks alone, the active one asked first', () => {
    const siwx = fakeSiwx()
    expect(oneClickChains(undefined, [mainnet, airlockDevnet], mainnet)).toBeUndefined()
    expect(oneClickChains(siwx, [mainnet, solana], mainnet)).toBeUndefined()
    expect(oneClickChains(siwx, [], undefined)).toBeUndefined()
    expect(oneClickChains(siwx, [mainnet, airlockDevnet], airlockDevnet)).toEqual([
      'eip155:31337',
      'eip155:1',
    ])
    expect(oneClickChains(siwx, [mainnet, airlockDevnet], undefined)).toEqual(['eip155:1', 'eip155:31337'])
  })

  it('asks for the dapp’s own message: its nonce, domain, uri, statement and expiry', async () => {
    const siwx = fakeSiwx()
    const params = await oneClickParams(siwx, ['eip155:31337', 'eip155:1'], ['personal_sign'])
    expect(siwx.asked).toEqual([{ accountAddress: ONE_CLICK_ACCOUNT_PLACEHOLDER, chainId: 'eip155:31337' }])
    expect(params).toEqual({
      chains: ['eip155:31337', 'eip155:1'],
      domain: 'dapp.example.com',
      uri: 'https://dapp.example.com/',
      nonce: 'nonce12345678',
      methods: ['personal_sign'],
      statement: 'Sign in to the demo',
      exp: '2030-01-01T00:00:00.000Z',
    })
  })

  it('keeps the CACAO of the active chain as the session: the EIP-4361 text the wallet signed, verifiable', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const payload = buildAuthPayload({
      chains: ['eip155:31337', 'eip155:1'],
      domain: 'dapp.example.com',
      uri: 'https://dapp.example.com/',
      nonce: 'nonce12345678',
      statement: 'Sign in to the demo',
      methods: ['personal_sign'],
    })
    const cacaos = []
    for (const chain of ['eip155:1', 'eip155:31337']) {
      const iss = formatDidPkh(chain, account.address)
      cacaos.push(
        buildCacao(payload, iss, await account.signMessage({ message: formatSiweMessage(payload, iss) })),
      )
    }
    const session = sessionFromCacaos(cacaos, 'eip155:31337', formatSiweMessage)
    expect(session?.data).toMatchObject({
      accountAddress: account.address,
      chainId: 'eip155:31337',
      domain: 'dapp.example.com',
      uri: 'https://dapp.example.com/',
      nonce: 'nonce12345678',
    })
    expect(session?.cacao).toBe(cacaos[1])
    const parsed = parseSiweMessage(session!.message)
    expect(parsed).toMatchObject({ address: account.address, chainId: 31337, nonce: 'nonce12345678' })
    expect(
      await verifyMessage({
        address: account.address,
        message: session!.message,
        signature: session!.signature as `0x${string}`,
      }),
    ).toBe(true)
    // Another chain than asked: the first CACAO; none: nothing.
    expect(sessionFromCacaos(cacaos, 'eip155:10', formatSiweMessage)?.data.chainId).toBe('eip155:1')
    expect(sessionFromCacaos([], 'eip155:1', formatSiweMessage)).toBeUndefined()
  })

  it('pairs with sign-in: the CACAO session is added before the approval settles; a refusal is reported', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const added: unknown[] = []
    const refused: unknown[] = []
    const siwx = { ...fakeSiwx(), addSession: async (session: unknown) => void added.push(session) }
    const session = {
      async authenticate(params: Awaited<ReturnType<typeof oneClickParams>>) {
        const payload = buildAuthPayload(params)
        const iss = formatDidPkh('eip155:31337', account.address)
        const signature = await account.signMessage({ message: formatSiweMessage(payload, iss) })
        const auths = [buildCacao(payload, iss, signature)]
        return { uri: 'wc:abc@2', approval: Promise.resolve({ session: {} as never, auths }) }
      },
    }
    const options = { siwx, session, networks: [airlockDevnet], active: airlockDevnet, methods: [] }
    const pairing = await pairWithSignIn({ ...options, onRefused: (e: unknown) => refused.push(e) })
    expect(pairing?.uri).toBe('wc:abc@2')
    await pairing?.approval
    expect(added).toHaveLength(1)
    expect(refused).toEqual([])

    const refusing = { ...siwx, addSession: async () => Promise.reject(new Error('Invalid nonce')) }
    const second = await pairWithSignIn({
      ...options,
      siwx: refusing,
      onRefused: (e: unknown) => refused.push(e),
    })
    await second?.approval
    expect(refused).toHaveLength(1)

    expect(
      await pairWithSignIn({ ...options, networks: [airlockDevnet, solana], onRefused: () => {} }),
    ).toBeUndefined()
  })
})
