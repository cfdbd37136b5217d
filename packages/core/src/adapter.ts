import type { ConnectorInfo } from './connect/connectorsStore.ts'
import type { CaipNetwork, ChainNamespace } from './types.ts'

export interface ConnectResult {
  address: string
  /** Chain reference the wallet is on (number for eip155). */
  chainId: string | number
  accounts: string[]
  /**
   * The accounts with what each is for, when the wallet said (bip122: `payment` first, then `ordinals`); the
   * account store records these types instead of labelling every account an EOA. Types core does not know are
   * read as the namespace's default (bip122 `payment`, else `eoa`).
   */
  typedAccounts?: { address: string; type: string }[] | undefined
}

export interface AdapterEvents {
  accountsChanged(connectorId: string, accounts: string[]): void
  chainChanged(connectorId: string, chainId: string | number): void
  disconnect(connectorId: string): void
  /**
   * A connection made outside the kit (a dapp's own wagmi hooks, say): the kit adopts it as if the visitor had
   * connected in the modal, replacing the namespace's current connection.
   */
  connected?(connector: ConnectorInfo, result: ConnectResult): void
}

/** What core hands an adapter: where to publish connectors and wallet events. */
export interface AdapterContext {
  setConnectors(connectors: ConnectorInfo[]): void
  events: AdapterEvents
  networks(): readonly CaipNetwork[]
  /**
   * A provider the kit itself serves for a connector that is not the adapter's own (WalletConnect): an
   * EIP-1193-shaped object for this namespace, or undefined.
   */
  sharedProvider(connectorId: string): SharedProvider | undefined
}

/**
 * EIP-1193 shape (request + events) of a provider the kit serves to adapters. WalletConnect's also answers
 * from its session without asking the wallet (`sessionAccounts`, `sessionMethods`), and forwards the session's
 * namespace events under their own names (`bip122_addressesChanged`, say) besides accountsChanged,
 * chainChanged and disconnect.
 *
 * @example
 * const provider = context.sharedProvider('walletConnect')
 * const [caip10] = provider?.sessionAccounts?.() ?? [] // 'bip122:000000000019d6689c085ae165831e93:bc1q…'
 * const canSend = provider?.sessionMethods?.().includes('sendTransfer') ?? true
 * provider?.on('bip122_addressesChanged', onAddresses)
 */
export interface SharedProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (...args: never[]) => void): void
  removeListener(event: string, listener: (...args: never[]) => void): void
  /** A session's CAIP-10 accounts for this namespace on its current chain (WalletConnect only). */
  sessionAccounts?(): readonly string[]
  /** The methods a session approved for this namespace (WalletConnect only). */
  sessionMethods?(): readonly string[]
}

export interface SendTransactionParams {
  connectorId: string
  caipNetwork: CaipNetwork
  from: string
  to: string
  value?: bigint | undefined
  data?: string | undefined
}

/** A fungible token sent by a namespace whose tokens are not contract calls (SPL tokens on Solana, say). */
export interface TransferTokenParams {
  connectorId: string
  caipNetwork: CaipNetwork
  from: string
  to: string
  /** The token's address on its chain (the SPL mint on Solana). */
  token: string
  /** In the token's smallest unit. */
  amount: bigint
  decimals: number
}

/** What a send costs, in the native token's smallest unit, with the part that is not the network fee. */
export interface TransferFee {
  /** Everything the sender pays besides the amount (network fee plus, say, rent for a new token account). */
  total: bigint
  /** Rent or deposits included in `total` (Solana: a receiver's token account created by this send). */
  rent?: bigint | undefined
}

/** A contract function call, described as data: the adapter encodes it with its chain SDK. */
export interface ContractCall {
  /** The contract's address. */
  address: string
  abi: readonly unknown[]
  functionName: string
  args: readonly unknown[]
}

export interface WriteContractParams extends ContractCall {
  connectorId: string
  caipNetwork: CaipNetwork
  from: string
}

export interface EstimateGasParams {
  caipNetwork: CaipNetwork
  from: string
  /** A plain transfer or call... */
  to?: string | undefined
  value?: bigint | undefined
  data?: string | undefined
  /** ...or a contract call the adapter encodes. */
  contract?: ContractCall | undefined
}

/** Gas units and the price per unit, in the native token's smallest unit. */
export interface GasEstimate {
  gas: bigint
  gasPrice: bigint
}

/**
 * One chain namespace's wallet access. Core routes every call to the adapter of the active namespace
 * and never imports a chain SDK itself.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** Starts discovery; returns a cleanup. */
  init(context: AdapterContext): () => void
  connect(params: { connectorId: string; caipNetwork?: CaipNetwork }): Promise<ConnectResult>
  /**
   * Restores a stored connection without prompting; undefined when the wallet no longer grants access.
   * `caipNetwork` is the network the namespace was on (for WalletConnect, one the session approved): a wallet
   * with no chain of its own (Solana, Bitcoin) reports it rather than the first configured network.
   */
  reconnect(params: { connectorId: string; caipNetwork?: CaipNetwork }): Promise<ConnectResult | undefined>
  disconnect(params: { connectorId: string }): Promise<void>
  /** Native balance as a decimal string in whole units. */
  getBalance(params: { address: string; caipNetwork: CaipNetwork; connectorId?: string }): Promise<{
    balance: string
    symbol: string
  }>
  /**
   * Calls `onBlock` on each new block of the network, read through the network's RPC (a subscription where the
   * transport has one, else a poll of the block number); returns the stop. The kit reads balances again on
   * each block while the page is visible; without it, the kit polls the balance instead.
   */
  watchBlocks?(params: { caipNetwork: CaipNetwork; onBlock: () => void }): () => void
  switchNetwork(params: { caipNetwork: CaipNetwork; connectorId: string }): Promise<void>
  signMessage(params: { message: string; address: string; connectorId: string }): Promise<string>
  sendTransaction(params: SendTransactionParams): Promise<string>
  /** Sends a contract call through the wallet (an ERC-20 transfer, say); resolves with the transaction hash. */
  writeContract?(params: WriteContractParams): Promise<string>
  /** Estimates a transaction over the network's node (not the wallet); throws what the node answers. */
  estimateGas?(params: EstimateGasParams): Promise<GasEstimate>
  /**
   * Sends a token that is not an EVM contract call (an SPL token: the receiver's associated token account is
   * created when missing); resolves with the transaction signature.
   */
  transferToken?(params: TransferTokenParams): Promise<string>
  /** The fee of a native (`token` undefined) or token send, for the review; the node is asked, not the wallet. */
  estimateTransferFee?(
    params: Omit<TransferTokenParams, 'connectorId' | 'token'> & { token?: string | undefined },
  ): Promise<TransferFee>
  /** Waits until the transaction is included and tells whether it succeeded. */
  waitForTransaction?(params: { caipNetwork: CaipNetwork; hash: string }): Promise<'success' | 'reverted'>
  /**
   * The wallet's own view of its assets (wallet_getCapabilities, then wallet_getAssets when the wallet supports
   * asset discovery); undefined when it does not. The answer is unvalidated wallet data.
   */
  /**
   * The wallet's own EIP-1193 request, for methods the kit has no typed call for: EIP-5792 calls and
   * capabilities, ERC-7715 permissions. A wallet's error keeps its code (5700-5760, 4001 …).
   */
  request?(params: { connectorId: string; method: string; params?: unknown }): Promise<unknown>
  getWalletAssets?(params: {
    connectorId: string
    address: string
    caipNetwork: CaipNetwork
  }): Promise<unknown>
}
