/**
 * The selected key's smart account on the devnet: its address and whether it is deployed, read when the
 * wallet starts, when the key changes and after each transaction (the first one deploys it). A read that
 * a later one overtook is dropped, so a fast account switch never shows the previous key's account.
 */
import { ProviderRpcError } from '@airlock/wallet-engine'
import { DEVNET, SMART_ACCOUNT_CHAINS, smartAccountChain } from '../config.ts'
import { messageOf, readableError } from '../format/text.ts'
import type { SmartScope } from '../smart/requests.ts'
import type { WalletContext } from '../wallet/context.ts'
import { ownerAccount } from './selection.ts'

const SMART_CHAIN_ID = SMART_ACCOUNT_CHAINS[0]?.chainId ?? DEVNET.id

export interface SmartAccountReader {
  /** Reads the selected key's smart account into the state. */
  load(): Promise<void>
  /** Waits for the address when smart-account mode still reads it (e.g. right after a reload). */
  ready(): Promise<void>
  /** The smart account of the selected key on `chainId`, for a request; 4901 off the smart chains. */
  scope(chainId: number): Promise<SmartScope>
  /** User operations sent by this page: wallet_getCallsStatus knows them before the bundler does. */
  readonly ops: ReadonlySet<string>
}

export function createSmartAccountReader(ctx: WalletContext): SmartAccountReader {
  const { store, smart } = ctx
  let run = 0
  const ops = new Set<string>()
  const load = async () => {
    const current = ++run
    const owner = ownerAccount(store.getState())
    try {
      const account = await smart.account(owner, SMART_CHAIN_ID)
      const deployed = await smart.isDeployed(SMART_CHAIN_ID, account.address)
      if (current === run)
        store.setState({ smartAccount: { status: 'ready', address: account.address, deployed } })
    } catch (error) {
      if (current === run)
        store.setState({ smartAccount: { status: 'error', message: readableError(messageOf(error), 140) } })
    }
  }
  return {
    ops,
    load,
    async ready() {
      const state = store.getState()
      if (state.accountMode === 'smartAccount' && state.smartAccount.status !== 'ready') await load()
    },
    async scope(chainId) {
      const chain = smartAccountChain(chainId)
      if (!chain) {
        throw new ProviderRpcError(
          4901,
          `Airlock Wallet's smart account lives on Airlock Devnet, not chain ${chainId}: switch the dapp to Airlock Devnet`,
        )
      }
      const account = await smart.account(ownerAccount(store.getState()), chainId)
      return { smart, account, chain, ops }
    },
  }
}
