import { createClient, custom, type Hex, type LocalAccount } from 'viem'
import {
  type BundlerClient,
  createBundlerClient,
  createPaymasterClient,
  entryPoint07Abi,
  type PaymasterClient,
} from 'viem/account-abstraction'
import { type AirlockSmartAccount, toAirlockSmartAccount } from '../../smartAccount/account.ts'
import type { SmartAccountChain } from '../../smartAccount/chain.ts'
import { bundlerUrl, paymasterUrl } from '../../smartAccount/routes.ts'
import type { Gateway } from '../rpc/gateway.ts'
import { HttpProvider } from '../rpc/httpProvider.ts'
import { gatewayChain, gatewayTransport } from './gatewayChain.ts'
import { type AccountType, type PreferenceStore, preferredType } from './preference.ts'

/**
 * The visitor's smart accounts inside the frame: which chains have them (config.json `smartAccounts`), the
 * preferred account type, each owner's account per chain (its address read once from the factory), whether it
 * is deployed, and the bundler (and, when the chain is sponsored, paymaster) clients over the cloud's routes.
 */

export interface SmartAccountsOptions {
  chains: SmartAccountChain[]
  apiUrl: string
  projectId: string
  gateway: Gateway
  preferences: PreferenceStore
  fetchFn?: typeof fetch
  /** How often a sent user operation's receipt is asked for. */
  pollingInterval?: number
}

export type SmartAccounts = ReturnType<typeof createSmartAccounts>

export function createSmartAccounts(options: SmartAccountsOptions) {
  const { chains, gateway, preferences, pollingInterval = 1_000 } = options
  const accounts = new Map<string, Promise<AirlockSmartAccount>>()
  const deployed = new Set<string>()
  const providers = new Map<string, HttpProvider>()

  function provider(url: string, label: string): HttpProvider {
    let found = providers.get(url)
    if (!found) {
      found = new HttpProvider(url, { label, ...(options.fetchFn ? { fetchFn: options.fetchFn } : {}) })
      providers.set(url, found)
    }
    return found
  }

  function chainOf(chainId: number): SmartAccountChain | undefined {
    return chains.find((chain) => chain.chainId === chainId)
  }

  /** A viem client of the chain through the cloud's RPC gateway. */
  function client(chainId: number) {
    return createClient({
      chain: gatewayChain(chainId),
      transport: gatewayTransport(gateway, chainId),
      pollingInterval,
    })
  }

  /** A JSON-RPC request to the cloud's bundler route of the chain. */
  function bundlerRequest(chainId: number, method: string, params: unknown): Promise<unknown> {
    const url = bundlerUrl(options.apiUrl, options.projectId, chainId)
    return provider(url, 'The bundler').request(method, params ?? [])
  }

  function paymaster(chainId: number, url?: string): PaymasterClient {
    const target = url ?? paymasterUrl(options.apiUrl, options.projectId, chainId)
    return createPaymasterClient({
      transport: custom(
        { request: ({ method, params }) => provider(target, 'The paymaster').request(method, params ?? []) },
        { retryCount: 0 },
      ),
    })
  }

  return {
    chain: chainOf,
    chainIds: () => chains.map((chain) => chain.chainId),
    /** The account type the visitor uses on `chainId`. */
    preferred(chainId: number): AccountType {
      return preferredType(preferences.get('eip155'), chainOf(chainId) !== undefined)
    },
    setPreferred(type: AccountType) {
      preferences.set('eip155', type)
    },

    /** `owner`'s smart account on `chainId` (undefined on a chain without smart accounts). */
    account(owner: LocalAccount, chainId: number): Promise<AirlockSmartAccount> | undefined {
      const chain = chainOf(chainId)
      if (!chain) return undefined
      const key = `${chainId}:${owner.address}`
      let found = accounts.get(key)
      if (!found) {
        found = toAirlockSmartAccount({
          client: client(chainId),
          owner,
          factory: chain.factory,
          entryPoint: { address: chain.entryPoint, abi: entryPoint07Abi, version: '0.7' },
        })
        // A failed read is not kept: the next request asks the factory again.
        found.catch(() => accounts.delete(key))
        accounts.set(key, found)
      }
      return found
    },

    /** Whether the account has code (remembered once true: an account is never undeployed). */
    async isDeployed(chainId: number, address: Hex): Promise<boolean> {
      const key = `${chainId}:${address.toLowerCase()}`
      if (deployed.has(key)) return true
      const code = await gateway.request(chainId, 'eth_getCode', [address, 'latest'])
      const has = typeof code === 'string' && code !== '0x' && code !== '0x0'
      if (has) deployed.add(key)
      return has
    },

    bundlerRequest,

    /**
     * The bundler client for `account` on its chain: sponsored through the cloud's paymaster when the chain
     * says so, or through `paymasterServiceUrl` (EIP-5792's paymasterService capability) when the dapp gives one.
     */
    bundler(account: AirlockSmartAccount, chainId: number, paymasterServiceUrl?: string): BundlerClient {
      const chain = chainOf(chainId)
      const sponsor =
        paymasterServiceUrl !== undefined
          ? paymaster(chainId, paymasterServiceUrl)
          : chain?.sponsored
            ? paymaster(chainId)
            : undefined
      return createBundlerClient({
        account,
        client: client(chainId),
        transport: custom(
          { request: ({ method, params }) => bundlerRequest(chainId, method, params) },
          { retryCount: 0 },
        ),
        pollingInterval,
        ...(sponsor ? { paymaster: sponsor } : {}),
      })
    },
  }
}
