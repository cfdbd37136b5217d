import { createMemoryStorage } from '@airlock/protocol'
import { MemoryRelayHub } from '@airlock/protocol/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ensurePairing } from '../connect/walletConnect.ts'
import { createKit } from '../kit.ts'
import { airlockDevnet, mainnet, optimism } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import {
  ADDRESS,
  afterTest,
  connectThroughQr,
  namespaces,
  sessionAdapter,
  setup,
  stopWalletConnectKits,
} from './walletConnect.fixtures.ts'

// The session’s end from either side, and its restoring after a reload.

afterEach(stopWalletConnectKits)

describe('WalletConnect connector', () => {
  it('disconnect from the wallet resets the account; disconnect from the kit ends the session', async () => {
    const s = await setup()
    const topic = await connectThroughQr(s)
    s.airlock.connection.setWcLinking({ name: 'Test Wallet', href: 'testwallet://wc' })
    s.airlock.connection.setRecentWallet({ id: 'test-wallet', name: 'Test Wallet' })
    await s.wallet.disconnect({ topic })
    await vi.waitFor(() => expect(s.airlock.account.get('eip155')?.address).toBeUndefined())
    // The session's end resets the connection: no URI, no recent wallet, disconnected.
    expect(s.airlock.connection.getState()).toMatchObject({
      status: 'disconnected',
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
    })

    s.wallet.events.on(
      'session_proposal',
      ({ id }) => void s.wallet.approve({ id, namespaces: namespaces() }),
    )
    s.airlock.connection.setWcUri(undefined)
    await ensurePairing(s.airlock)
    await s.wallet.pair({ uri: s.airlock.connection.getState().wcUri as string })
    await vi.waitFor(() => expect(s.airlock.connection.getState().status).toBe('connected'))
    const deleted = new Promise((resolve) => s.wallet.events.once('session_delete', resolve))
    await expect(s.airlock.disconnect()).resolves.toBe(true)
    await deleted
    expect(s.wallet.sessions).toEqual([])
  })

  it('restores the session after a reload: connecting, then connected without a prompt', async () => {
    const hub = new MemoryRelayHub()
    const storage = createMemoryStorage()
    const backend = createMemoryBackend()
    const first = await setup(hub, storage, backend)
    await connectThroughQr(first)
    await (await first.airlock.walletConnect?.session.client())?.core.flush()

    const again = createKit({
      projectId: 'p',
      networks: [airlockDevnet, optimism, mainnet],
      adapters: [sessionAdapter()],
      storage: backend,
      walletConnect: { relay: hub.client(), storage },
    })
    expect(again.connection.getState().status).toBe('connecting')
    await again.ready
    afterTest(async () => (await again.walletConnect?.session.client())?.stop())
    expect(again.connection.getState().status).toBe('connected')
    expect(again.account.get('eip155')?.address).toBe(ADDRESS)
  })

  it('a reload without a live session ends disconnected', async () => {
    const backend = createMemoryBackend()
    const first = await setup(new MemoryRelayHub(), createMemoryStorage(), backend)
    await connectThroughQr(first)
    const again = createKit({
      projectId: 'p',
      networks: [airlockDevnet],
      adapters: [sessionAdapter()],
      storage: backend,
      walletConnect: { relay: new MemoryRelayHub().client(), storage: createMemoryStorage() },
    })
    await again.ready
    afterTest(async () => (await again.walletConnect?.session.client())?.stop())
    expect(again.connection.getState().status).toBe('disconnected')
    expect(again.account.get('eip155')?.address).toBeUndefined()
  })
})
