/**
 * Shared by the engine tests (an app client and a wallet client talking through an in-memory relay):
 * metadata, namespaces, a connected pair, and the clean-up each test file runs after every test
 * (`afterEach(stopClients)`), so no client outlives its test.
 */
import { vi } from 'vitest'
import { createMemoryStorage } from '../storage/memory.ts'
import type { KeyValueStorage } from '../storage/types.ts'
import { MemoryRelayHub } from '../test/memoryRelay.ts'
import { AppClient } from './app.ts'
import type { SignEvents } from './events.ts'
import type { Metadata, SessionNamespaces } from './types.ts'
import { WalletClient } from './wallet.ts'

export const appMetadata: Metadata = {
  name: 'Dapp',
  description: 'A dapp',
  url: 'https://dapp.example',
  icons: [],
}
export const walletMetadata: Metadata = {
  name: 'Wallet',
  description: 'A wallet',
  url: 'https://wallet.example',
  icons: [],
}
const ACCOUNT = 'eip155:1:0x1111111111111111111111111111111111111111'
export const ACCOUNT_2 = 'eip155:1:0x2222222222222222222222222222222222222222'

export const required = {
  eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] },
}
export const granted = (accounts = [ACCOUNT]): SessionNamespaces => ({
  eip155: {
    chains: ['eip155:1', 'eip155:10'],
    accounts: [...accounts, ...accounts.map((account) => account.replace('eip155:1:', 'eip155:10:'))],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['chainChanged', 'accountsChanged'],
  },
})

/** Clients started by the current test; `stopClients` stops them. */
export const running: { stop(): Promise<void> }[] = []

/** After each test: real timers again, and every client the test started stopped. */
export async function stopClients(): Promise<void> {
  vi.useRealTimers()
  await Promise.all(running.splice(0).map((client) => client.stop().catch(() => {})))
}

export interface Setup {
  hub: MemoryRelayHub
  app: AppClient
  wallet: WalletClient
  appStorage: KeyValueStorage
  walletStorage: KeyValueStorage
}

/** A started app client and wallet client on one relay hub, each with its own memory storage. */
export async function setup(hub = new MemoryRelayHub()): Promise<Setup> {
  const appStorage = createMemoryStorage()
  const walletStorage = createMemoryStorage()
  const app = new AppClient({ relay: hub.client(), storage: appStorage, metadata: appMetadata })
  const wallet = new WalletClient({ relay: hub.client(), storage: walletStorage, metadata: walletMetadata })
  running.push(app, wallet)
  await Promise.all([app.start(), wallet.start()])
  return { hub, app, wallet, appStorage, walletStorage }
}

/** The next `event` of a client. */
export function next<K extends keyof SignEvents>(
  client: { events: AppClient['events'] },
  event: K,
): Promise<SignEvents[K]> {
  return new Promise((resolve) => client.events.once(event, resolve))
}

/** Pairs, proposes `required` and approves `namespaces`: the settled, acknowledged session. */
export async function connected(s: Setup, namespaces = granted()) {
  const proposal = next(s.wallet, 'session_proposal')
  const { uri, approval } = await s.app.connect({ requiredNamespaces: required })
  await s.wallet.pair({ uri: uri as string })
  const { id } = await proposal
  const { topic, acknowledged } = await s.wallet.approve({ id, namespaces })
  const session = await approval()
  await acknowledged()
  return { topic, session }
}
