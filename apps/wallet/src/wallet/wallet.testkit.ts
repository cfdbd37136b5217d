/**
 * TEST DOUBLES for the wallet's module tests: a storage in memory, a devnet reader and a smart-account
 * service that answer without a node, and a wallet on the protocol's in-process relay with a real dapp
 * (AppClient) and a real wallet client on the other end, so a test walks what a user and a dapp do.
 */
import { AppClient, createMemoryStorage, type SessionRecord, WalletClient } from '@airlock/protocol'
import { MemoryRelayHub } from '@airlock/protocol/testing'
import { RpcForwarder } from '@airlock/wallet-engine'
import type { Address } from 'viem'
import { WALLET_METADATA } from '../config.ts'
import type { KeptStorage } from '../persistence/kept.ts'
import type { SmartAccounts } from '../smart/smartAccounts.ts'
import { createWalletStore, type WalletState } from '../store/walletState.ts'
import type { DevnetReader, WalletContext } from './context.ts'
import { createWallet, type Wallet } from './wallet.ts'

export const DAPP_METADATA = {
  name: 'Test Dapp',
  description: 'A dapp of the wallet tests',
  url: 'https://dapp.example',
  icons: [],
}

/** A Storage in memory; `refuse` makes every write throw, like a browser in private mode. */
export function memoryStorage(refuse = false): NonNullable<KeptStorage> & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (refuse) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      items.set(key, value)
    },
  }
}

/** A devnet that holds `balance` for every address. */
export function devnetDouble(balance = 10n ** 18n): DevnetReader & { reads: Address[] } {
  const reads: Address[] = []
  return {
    reads,
    getBalance: async ({ address }: { address: Address }) => {
      reads.push(address)
      return balance
    },
    waitForTransactionReceipt: async () => {
      throw new Error('no node in unit tests')
    },
    getTransactionReceipt: async () => {
      throw new Error('no node in unit tests')
    },
  } as unknown as DevnetReader & { reads: Address[] }
}

export const SMART_ADDRESS: Address = '0x5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a'

/** A smart-account service whose account is SMART_ADDRESS, not deployed, with no receipts. */
export function smartDouble(
  overrides: Partial<Record<'account' | 'isDeployed' | 'rawReceipt', unknown>> = {},
) {
  return {
    account: async () => ({ address: SMART_ADDRESS }),
    isDeployed: async () => false,
    rawReceipt: async () => null,
    ...overrides,
  } as unknown as SmartAccounts
}

/** A module's context with a real store, no client until the test sets one. */
export function testContext(
  state: Partial<WalletState> = {},
  parts: Partial<WalletContext> = {},
): WalletContext {
  const store = createWalletStore({ accountIndex: 0, chainId: 31337, accountMode: 'eoa', activity: [] })
  store.setState(state)
  return {
    store,
    client: undefined,
    devnet: devnetDouble(),
    smart: smartDouble(),
    forwarder: new RpcForwarder(),
    storage: memoryStorage(),
    nextId: 1,
    ...parts,
  }
}

/** Resolves once `check` holds (the relay delivers on later ticks). */
export async function until(check: () => boolean, what = 'the condition'): Promise<void> {
  for (let tick = 0; tick < 400; tick++) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error(`Timed out waiting for ${what}`)
}

export interface RelayKit {
  hub: MemoryRelayHub
  dapp: AppClient
  walletClient: WalletClient
  wallet: Wallet
  storage: ReturnType<typeof memoryStorage>
  stop(): Promise<void>
}

/** The wallet started on an in-process relay, with a dapp on the same relay. */
export async function walletOnMemoryRelay(
  options: { storage?: ReturnType<typeof memoryStorage>; devnet?: DevnetReader; smart?: SmartAccounts } = {},
): Promise<RelayKit> {
  const hub = new MemoryRelayHub()
  const storage = options.storage ?? memoryStorage()
  const walletClient = new WalletClient({
    relay: hub.client(),
    storage: createMemoryStorage(),
    metadata: WALLET_METADATA,
  })
  const dapp = new AppClient({ relay: hub.client(), storage: createMemoryStorage(), metadata: DAPP_METADATA })
  await dapp.start()
  const wallet = createWallet({
    page: {
      createClient: async () => {
        await walletClient.start()
        return walletClient
      },
      listenForLinks: () => {},
      takeDeepLink: () => undefined,
    },
    storage,
    devnet: options.devnet ?? devnetDouble(),
    smart: options.smart ?? smartDouble(),
  })
  await wallet.start()
  return {
    hub,
    dapp,
    walletClient,
    wallet,
    storage,
    async stop() {
      wallet.stop()
      await dapp.stop().catch(() => {})
    },
  }
}

/** The dapp proposes (eip155 on the devnet, plus `namespaces`), the user pastes the link and approves. */
export async function connectDapp(
  kit: RelayKit,
  optionalNamespaces: Record<string, { chains: string[]; methods: string[]; events: string[] }> = {
    eip155: {
      chains: ['eip155:31337'],
      methods: ['personal_sign', 'eth_chainId', 'wallet_sendCalls', 'wallet_grantPermissions'],
      events: ['chainChanged', 'accountsChanged'],
    },
  },
): Promise<SessionRecord> {
  const { uri, approval } = await kit.dapp.connect({ optionalNamespaces })
  await kit.wallet.pair(uri as string)
  await until(() => kit.wallet.getState().proposals.length > 0, 'the proposal')
  const [proposal] = kit.wallet.getState().proposals
  await kit.wallet.approveProposal(proposal?.id as number)
  return approval()
}
