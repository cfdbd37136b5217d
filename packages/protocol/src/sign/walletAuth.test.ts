import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { buildCacao, populateAuthPayload } from '../auth/cacao.ts'
import { formatSiweMessage } from '../auth/siwe.ts'
import { authenticate } from './appAuth.ts'
import { next, setup, stopClients } from './engine.fixtures.ts'
import type { SignEvents } from './events.ts'

afterEach(stopClients)

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const request = {
  chains: ['eip155:1'],
  domain: 'dapp.example',
  nonce: 'n0nce-1234',
  uri: 'https://dapp.example/login',
  methods: ['personal_sign'],
}

async function signed(params: SignEvents['session_authenticate']['params']) {
  const payload = populateAuthPayload({
    authPayload: params.authPayload,
    chains: ['eip155:1'],
    methods: ['personal_sign'],
  })
  const iss = `did:pkh:eip155:1:${account.address}`
  return [buildCacao(payload, iss, await account.signMessage({ message: formatSiweMessage(payload, iss) }))]
}

/** An app's one-click auth request as the wallet shows it, with the proposal the app sent alongside. */
async function authRequest() {
  const s = await setup()
  const shown = next(s.wallet, 'session_authenticate')
  const { uri, response } = await authenticate(s.app, request)
  const answered = response().catch((error: unknown) => error)
  await s.wallet.pair({ uri })
  const { id, params } = await shown
  await s.wallet.core.idle()
  return { ...s, id, params, answered }
}

describe("the wallet's one-click auth", () => {
  it('answers the proposal sent alongside and activates the pairing when it approves', async () => {
    const { wallet, id, params, answered } = await authRequest()
    expect(wallet.proposals).toHaveLength(1)
    const { session } = await wallet.approveSessionAuthenticate({ id, auths: await signed(params) })
    expect(wallet.proposals).toEqual([])
    expect(wallet.pairings[0]?.active).toBe(true)
    expect(wallet.sessions.map((each) => each.topic)).toEqual([session.topic])
    expect(await answered).toMatchObject({ session: { topic: session.topic } })
    // Answered once: a second approval is refused.
    await expect(wallet.approveSessionAuthenticate({ id, auths: await signed(params) })).rejects.toThrow(
      /Could not find pending auth request/,
    )
  })

  it('answers the proposal sent alongside when it rejects', async () => {
    const { wallet, id, answered } = await authRequest()
    await wallet.rejectSessionAuthenticate({ id, reason: { code: 5000, message: 'User rejected.' } })
    expect(wallet.proposals).toEqual([])
    expect(await answered).toMatchObject({ code: 5000 })
  })

  it('refuses an approval without CACAOs, and an id that is no auth request', async () => {
    const { wallet, id } = await authRequest()
    await expect(wallet.approveSessionAuthenticate({ id, auths: [] })).rejects.toThrow(/auths/)
    await expect(wallet.approveSessionAuthenticate({ id: id + 1, auths: [] })).rejects.toThrow(
      /Could not find pending auth request/,
    )
    expect(wallet.sessions).toEqual([])
  })
})
