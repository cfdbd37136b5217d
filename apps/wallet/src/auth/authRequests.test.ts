import { authenticate } from '@airlock/protocol'
import { afterEach, describe, expect, it } from 'vitest'
import { ACCOUNTS } from '../config.ts'
import { type RelayKit, until, walletOnMemoryRelay } from '../wallet/wallet.testkit.ts'

const kits: RelayKit[] = []
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.stop()))
})

const REQUEST = {
  chains: ['eip155:31337', 'eip155:1'],
  domain: 'dapp.example',
  nonce: 'n0nce-1234',
  uri: 'https://dapp.example/login',
  statement: 'Sign in to Test Dapp',
  methods: ['personal_sign'],
}

/** The dapp asks for one-click auth; the user pastes its link; the request waits on the sheet. */
async function asked() {
  const kit = await walletOnMemoryRelay()
  kits.push(kit)
  const { uri, response } = await authenticate(kit.dapp, REQUEST)
  await kit.wallet.pair(uri)
  await until(() => kit.wallet.getState().authRequests.length === 1, 'the auth request')
  const auth = kit.wallet.getState().authRequests[0] as NonNullable<
    ReturnType<typeof kit.wallet.getState>['authRequests'][0]
  >
  return { kit, auth, response }
}

describe('one-click auth', () => {
  it('shows the message the user signs in with, for the selected key', async () => {
    const { kit, auth } = await asked()
    const preview = kit.wallet.authPreview(auth)
    expect(preview).toMatchObject({ chain: 'eip155:31337' })
    expect('message' in preview && preview.message).toContain(ACCOUNTS[0]?.address)
    expect('message' in preview && preview.message).toContain('Sign in to Test Dapp')
    // The fallback proposal sent with it is not shown as a second question.
    expect(kit.wallet.visibleProposals()).toEqual([])
  })

  it('signs in: the dapp gets a session of the selected key and signed CACAOs; both requests leave', async () => {
    const { kit, auth, response } = await asked()
    await kit.wallet.approveAuthRequest(auth.id)
    const { session, auths } = await response()
    expect(auths?.length).toBeGreaterThan(0)
    expect(session.namespaces.eip155?.accounts).toContain(`eip155:31337:${ACCOUNTS[0]?.address}`)
    const state = kit.wallet.getState()
    expect(state.authRequests).toEqual([])
    expect(state.proposals).toEqual([])
    expect(state.sessions).toHaveLength(1)
    expect(state.activity[0]).toMatchObject({ kind: 'connected', title: 'Signed in to Test Dapp' })
  })

  it('rejects: the dapp hears no, the activity says so, both requests leave', async () => {
    const { kit, auth, response } = await asked()
    const answer = response()
    answer.catch(() => {})
    await kit.wallet.rejectAuthRequest(auth.id)
    await expect(answer).rejects.toThrow()
    const state = kit.wallet.getState()
    expect(state.authRequests).toEqual([])
    expect(state.proposals).toEqual([])
    expect(state.activity[0]).toMatchObject({ kind: 'rejected', title: 'Rejected signing in to Test Dapp' })
  })
})
