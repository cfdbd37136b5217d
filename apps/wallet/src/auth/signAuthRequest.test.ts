import { buildAuthPayload, verifyCacao } from '@airlock/protocol'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { previewAuthMessage, signAuthRequest } from './signAuthRequest.ts'

const account = privateKeyToAccount(generatePrivateKey())
const request = buildAuthPayload({
  chains: ['eip155:31337', 'eip155:1', 'eip155:999999'],
  domain: 'dapp.example.com',
  nonce: 'abcdefgh12345678',
  uri: 'https://dapp.example.com/',
  statement: 'Sign in to the demo',
  methods: ['personal_sign', 'eth_sendTransaction', 'wallet_unknownMethod'],
})

describe('the reference wallet’s one-click auth', () => {
  it('signs one CACAO per supported chain that the protocol verifies', async () => {
    const cacaos = await signAuthRequest({
      authPayload: request,
      account,
      chains: ['eip155:31337', 'eip155:1'],
      methods: ['personal_sign', 'eth_sendTransaction'],
    })
    expect(cacaos.map((c) => c.p.iss)).toEqual([
      `did:pkh:eip155:31337:${account.address}`,
      `did:pkh:eip155:1:${account.address}`,
    ])
    for (const cacao of cacaos) {
      const check = await verifyCacao(cacao, {
        expected: {
          domain: 'dapp.example.com',
          nonce: 'abcdefgh12345678',
          aud: 'https://dapp.example.com/',
          chains: request.chains,
        },
        now: Date.now(),
      })
      expect(check).toMatchObject({ ok: true })
    }
  })

  it('previews the message of the first supported chain, and says when nothing is supported', () => {
    const preview = previewAuthMessage({
      authPayload: request,
      address: account.address,
      chains: ['eip155:31337'],
      methods: ['personal_sign'],
    })
    expect(preview).toMatchObject({ chain: 'eip155:31337' })
    expect('message' in preview && preview.message).toContain(
      `dapp.example.com wants you to sign in with your Ethereum account:\n${account.address}`,
    )
    expect(
      previewAuthMessage({
        authPayload: request,
        address: account.address,
        chains: ['eip155:5'],
        methods: [],
      }),
    ).toEqual({ error: 'No supported chains' })
  })
})
