import type { NftsStore } from './account/nftsStore.ts'
import type { AccountStore } from './account/store.ts'
import type { TransactionsStore } from './account/transactionsStore.ts'
import type { ChainAdapter } from './adapter.ts'
import type { CloudClients } from './cloud/clients.ts'
import type { ConnectionStore } from './connect/connectionStore.ts'
import type { ConnectorsStore } from './connect/connectorsStore.ts'
import { AdapterNotFoundError } from './connect/errors.ts'
import type { EmbeddedStore } from './embedded/store.ts'
import type { EventsStore } from './events/store.ts'
import type { I18nStore } from './i18n/store.ts'
import type { ImageStore } from './images/store.ts'
import type { AlertStore } from './modal/alert.ts'
import type { RouterStore } from './modal/router.ts'
import type { ModalStore } from './modal/store.ts'
import type { ToastStore } from './modal/toast.ts'
import type { NamesStore } from './names/store.ts'
import type { ChainStore } from './network/store.ts'
import type { OnRampStore } from './onramp/store.ts'
import type { ResolvedOptions } from './options/options.ts'
import type { OptionsStore } from './options/store.ts'
import type { SendStore } from './send/store.ts'
import type { SmartSessionsStore } from './smartAccounts/store.ts'
import type { Storage } from './storage/storage.ts'
import type { SwapStore } from './swap/store.ts'
import type { ThemeStore } from './theme/store.ts'
import type { ChainNamespace } from './types.ts'
import type { WalletConnectSession } from './walletconnect/provider.ts'
import type { WalletsStore } from './wallets/store.ts'

export interface Stores {
  router: RouterStore
  modal: ModalStore
  connection: ConnectionStore
  connectors: ConnectorsStore
  account: AccountStore
  chain: ChainStore
  toast: ToastStore
  alert: AlertStore
  events: EventsStore
  optionsStore: OptionsStore
  transactions: TransactionsStore
  wallets: WalletsStore
  nfts: NftsStore
  send: SendStore
  swap: SwapStore
  onramp: OnRampStore
  embedded: EmbeddedStore
  names: NamesStore
  /** The active account's smart sessions (ERC-7715), for the Sessions view. */
  smartSessions: SmartSessionsStore
  /** The locale on screen and its texts. */
  i18n: I18nStore
  /** Theme mode, variables and accent colour, changeable at run time. */
  theme: ThemeStore
  /** The image cache: the dapp's own images and the URLs that failed to load (images/actions.ts resolves). */
  images: ImageStore
}

/** Everything one kit instance owns; actions receive it instead of reaching for globals. */
export interface AirlockContext extends Stores {
  options: ResolvedOptions
  storage: Storage
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  isMobile: () => boolean
  /** Clients of the Airlock cloud, when the dapp set `cloudUrl`. */
  cloud: CloudClients | undefined
  /** WalletConnect (QR and deep links), when a relay is known (the cloud's, or `walletConnect.relayUrl`). */
  walletConnect: WalletConnectState | undefined
}

export interface WalletConnectState {
  session: WalletConnectSession
  /** The pairing being made, awaited by a second caller on Telegram and iOS Safari. */
  pending?: Promise<void> | undefined
  /** When the last pairing attempt started (retry is refused within 1 s). */
  lastAttempt: number
}

export function adapterFor(ctx: AirlockContext, namespace: ChainNamespace): ChainAdapter {
  const adapter = ctx.adapters.get(namespace)
  if (!adapter) throw new AdapterNotFoundError(namespace)
  return adapter
}

export function activeAddress(ctx: Pick<AirlockContext, 'account' | 'chain'>): string | undefined {
  return ctx.account.get(ctx.chain.getState().activeChain)?.address
}
