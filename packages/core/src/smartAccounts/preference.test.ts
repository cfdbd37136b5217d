import { describe, expect, it, vi } from 'vitest'
import type { EmbeddedUser, EmbeddedWalletModule, FrameClient } from '../embedded/types.ts'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import { createMemoryBackend, StorageKeys } from '../storage/storage.ts'
import { createFakeAdapter } from '../test/fakeAdapter.ts'

const EOA = '0x1111111111111111111111111111111111111111'
const SMART = '0x5555555555555555555555555555555555555555'

/**
 * The embedded wallet on a chain with smart accounts: the frame reports both accounts and the type `frameType`
 * (its own storage may have lost the visitor's choice), and switches on SET_PREFERRED_ACCOUNT.
 */
function frameOffering(frameType: 'eoa' | 'smartAccount') {
  let preferred = frameType
  const switched: string[] = []
  const user = (): EmbeddedUser => ({
    email: 'ada@example.com',
    address: preferred === 'smartAccount' ? SMART : EOA,
    chainId: 31337,
    accounts: [
      { address: EOA, type: 'eoa' },
      { address: SMART, type: 'smartAccount' },
    ],
    preferredAccountType: preferred,
    smartAccountDeployed: false,
  })
  const client = {
    ready: Promise.resolve(),
    async request(event: string, payload: Record<string, unknown> = {}) {
      if (event === 'CONNECT_EMAIL') return { action: 'CONNECT' }
      if (event === 'GET_USER') return user()
      if (event === 'SET_PREFERRED_ACCOUNT') {
        preferred = payload.type as typeof preferred
        switched.push(preferred)
        return user()
      }
      return {}
    },
    on: () => () => {},
    show: () => {},
    hide: () => {},
    rejectRpcRequests: () => 0,
    reload: async () => {},
    destroy: () => {},
  } satisfies FrameClient
  const module: EmbeddedWalletModule = {
    createFrameClient: () => client,
    createEmbeddedProvider: () => ({ request: async () => null }),
  }
  return { module, switched }
}

async function loggedIn(frameType: 'eoa' | 'smartAccount', backend = createMemoryBackend()) {
  const frame = frameOffering(frameType)
  const fake = createFakeAdapter()
  fake.state.connectResult = {
    address: frameType === 'smartAccount' ? SMART : EOA,
    chainId: 31337,
    accounts: [],
  }
  const airlock = createKit({
    projectId: 'p',
    networks: [airlockDevnet],
    adapters: [fake.adapter],
    storage: backend,
    embeddedWallet: { load: async () => frame.module, secureSiteUrl: 'http://127.0.0.1:9/' },
  })
  await airlock.embeddedActions.connectEmail('ada@example.com').catch(() => {})
  await vi.waitFor(() => expect(airlock.account.get('eip155')?.allAccounts).toHaveLength(2))
  return { airlock, backend, switched: frame.switched }
}

const stored = (backend: ReturnType<typeof createMemoryBackend>) =>
  JSON.parse(backend.getItem(StorageKeys.PREFERRED_ACCOUNT_TYPES) ?? 'null')

describe('the preferred account type, per namespace, kept in the dapp storage', () => {
  it('defaults to the smart account on eip155 when the connector offers one', async () => {
    const { switched } = await loggedIn('eoa')
    await vi.waitFor(() => expect(switched).toEqual(['smartAccount']))
  })

  it("keeps the visitor's choice per namespace and applies it on the next visit", async () => {
    const first = await loggedIn('smartAccount')
    await first.airlock.smartAccountActions.setPreferredAccountType('eoa')
    expect(stored(first.backend)).toEqual({ eip155: 'eoa' })

    // The next visit: the frame's own storage forgot (third-party storage is often cleared), the dapp's did not.
    const next = await loggedIn('smartAccount', first.backend)
    await vi.waitFor(() => expect(next.switched).toEqual(['eoa']))
    expect(stored(next.backend)).toEqual({ eip155: 'eoa' })
  })

  it("never switches on its own after the login: the visitor's switches are theirs", async () => {
    const { airlock, switched, backend } = await loggedIn('smartAccount')
    await airlock.smartAccountActions.setPreferredAccountType('eoa')
    await airlock.smartAccountActions.setPreferredAccountType('smartAccount')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(switched).toEqual(['eoa', 'smartAccount'])
    expect(stored(backend)).toEqual({ eip155: 'smartAccount' })
  })

  it('asks nothing when the wallet already uses the preferred type', async () => {
    const { switched, airlock } = await loggedIn('smartAccount')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(switched).toEqual([])
    expect(airlock.account.get('eip155')?.preferredAccountType).toBe('smartAccount')
  })
})
