import { devnetSolanaAccounts } from '@airlock/devnet'
import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { fetchJson } from '../test/cloud.ts'
import { DAPP, PROJECT, useSolanaCloud } from './testkit.ts'

const kit = useSolanaCloud()
const { chainId } = kit

describe('Sign-In with Solana', () => {
  const post = <T>(path: string, body?: unknown, token?: string) =>
    fetchJson<T & { error?: string }>(`${kit.cloud.url}${path}?projectId=${PROJECT}`, {
      method: body === undefined && path.endsWith('session') ? 'GET' : 'POST',
      headers: {
        origin: DAPP,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })

  async function signIn(seedHex: string, account: string, overrides: { chainId?: string } = {}) {
    const { body } = await post<{ nonce: string }>('/v1/siwx/nonce', {})
    const message = [
      'dapp.example.com wants you to sign in with your Solana account:',
      account,
      '',
      'Sign in to the test dapp',
      '',
      `URI: ${DAPP}/app`,
      'Version: 1',
      `Chain ID: ${overrides.chainId ?? chainId}`,
      `Nonce: ${body.nonce}`,
      `Issued At: ${new Date().toISOString()}`,
      `Expiration Time: ${new Date(Date.now() + 3_600_000).toISOString()}`,
    ].join('\n')
    const signature = getBase58Decoder().decode(
      ed25519.sign(new TextEncoder().encode(message), Buffer.from(seedHex, 'hex')),
    )
    return { message, signature }
  }

  it('verifies an Ed25519 signature of a CAIP-122 message and opens a session for the base58 address', async () => {
    const [account] = devnetSolanaAccounts
    const signed = await signIn(account!.seedHex, account!.address)
    const verified = await post<{ token: string; session: { data: Record<string, unknown> } }>(
      '/v1/siwx/verify',
      signed,
    )
    expect(verified.status).toBe(200)
    expect(verified.body.session.data).toMatchObject({
      accountAddress: account!.address,
      chainId,
      domain: 'dapp.example.com',
      uri: `${DAPP}/app`,
      statement: 'Sign in to the test dapp',
    })
    const session = await fetchJson<{ address: string; chainId: string }>(
      `${kit.cloud.url}/v1/siwx/session?projectId=${PROJECT}`,
      { headers: { origin: DAPP, authorization: `Bearer ${verified.body.token}` } },
    )
    expect(session.body).toMatchObject({ address: account!.address, chainId })
    const sessions = await fetchJson<{ sessions: unknown[] }>(
      `${kit.cloud.url}/v1/siwx/sessions?${new URLSearchParams({ projectId: PROJECT, chainId, address: account!.address })}`,
      { headers: { origin: DAPP, authorization: `Bearer ${verified.body.token}` } },
    )
    expect(sessions.body.sessions).toHaveLength(1)
    // base58 is case-sensitive: another spelling is another account.
    const otherCase = await fetchJson<{ sessions: unknown[] }>(
      `${kit.cloud.url}/v1/siwx/sessions?${new URLSearchParams({ projectId: PROJECT, chainId, address: account!.address.toLowerCase() })}`,
      { headers: { origin: DAPP, authorization: `Bearer ${verified.body.token}` } },
    )
    expect(otherCase.body.sessions).toEqual([])
    // The nonce is used up.
    expect((await post('/v1/siwx/verify', signed)).status).toBe(400)
  })

  it("refuses another key's signature and a cluster the cloud does not serve", async () => {
    const [account, other] = devnetSolanaAccounts
    const forged = await signIn(other!.seedHex, account!.address)
    expect(await post('/v1/siwx/verify', forged)).toMatchObject({
      status: 401,
      body: { error: "The signature does not match the message's address" },
    })
    const mainnet = await signIn(account!.seedHex, account!.address, { chainId: 'mainnet' })
    expect(await post('/v1/siwx/verify', mainnet)).toMatchObject({
      status: 400,
      body: { error: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp is not a chain this cloud serves' },
    })
  })
})
