import { createMemoryStorage, WalletClient } from '@airlock/protocol'
import { MemoryRelayHub } from '@airlock/protocol/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ensurePairing } from '../connect/walletConnect.ts'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter } from '../test/fakeAdapter.ts'
import { RpcProviderNotFoundError } from './errors.ts'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((stop) => stop().catch(() => {})))
})

describe('a WalletConnect session that grants a namespace without a single chain', () => {
  it('refuses its requests as "JSON-RPC provider for eip155 not found" instead of sending them nowhere', async () => {
    const hub = new MemoryRelayHub()
    const airlock = createKit({
      projectId: 'p',
      networks: [airlockDevnet],
      adapters: [createFakeAdapter().adapter],
      storage: createMemoryBackend(),
      walletConnect: { relay: hub.client(), storage: createMemoryStorage() },
      metadata: { name: 'Dapp', description: '', url: 'https://dapp.example', icons: [] },
    })
    cleanups.push(async () => (await airlock.walletConnect?.session.client())?.stop())
    await airlock.ready
    const wallet = new WalletClient({
      relay: hub.client(),
      storage: createMemoryStorage(),
      metadata: { name: 'Wallet', description: '', url: 'https://wallet.example', icons: [] },
    })
    await wallet.start()
    cleanups.push(() => wallet.stop())
    const asked: string[] = []
    wallet.events.on('session_request', ({ params }) => asked.push(params.request.method))
    // Empty accounts are valid in a session namespace: the wallet granted eip155 but no chain of it.
    wallet.events.once(
      'session_proposal',
      ({ id }) =>
        void wallet.approve({
          id,
          namespaces: { eip155: { accounts: [], methods: ['personal_sign'], events: [] } },
        }),
    )
    await ensurePairing(airlock)
    await wallet.pair({ uri: airlock.connection.getState().wcUri as string })
    await vi.waitFor(() => expect(wallet.sessions).toHaveLength(1))
    await vi.waitFor(() =>
      expect(airlock.walletConnect?.session.provider('eip155').sessionMethods()).toEqual(['personal_sign']),
    )

    const error = await airlock.walletConnect?.session
      .provider('eip155')
      .request({ method: 'personal_sign', params: ['0x68', '0x1111111111111111111111111111111111111111'] })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcProviderNotFoundError)
    expect(error).toMatchObject({ shortMessage: 'JSON-RPC provider for eip155 not found', chain: 'eip155' })
    expect(asked).toEqual([])
  })
})
