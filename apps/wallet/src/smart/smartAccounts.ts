import {
  type AirlockSmartAccount,
  airlockSmartAccountAbi,
  MODULE_TYPE_VALIDATOR,
  toAirlockSmartAccount,
} from '@airlock/embedded-wallet/smart-account'
import {
  type Address,
  createPublicClient,
  defineChain,
  type Hex,
  http,
  type LocalAccount,
  type PublicClient,
} from 'viem'
import {
  type BundlerClient,
  createBundlerClient,
  createPaymasterClient,
  entryPoint07Abi,
  type UserOperationReceipt,
} from 'viem/account-abstraction'
import type { SmartAccountChain } from '../config.ts'
import type { BatchCall, RawUserOperationReceipt } from './calls.ts'

/**
 * The wallet's smart accounts: each owner's AirlockSmartAccount per chain (address from the factory,
 * counterfactual until the first user operation deploys it), its user operations through the cloud's bundler
 * (sponsored by the cloud's paymaster where the chain says so, or by a dapp's paymasterService), their receipts.
 */

export interface SmartAccountsOptions {
  rpcUrl: string
  chains: readonly SmartAccountChain[]
  bundlerUrl: (chainId: number) => string
  paymasterUrl: (chainId: number) => string
  /** How often a receipt is asked for while waiting. */
  pollingInterval?: number
}

/** How long a user operation may take to be included before the wallet gives up waiting. */
export const RECEIPT_TIMEOUT_MS = 120_000

export class SmartAccounts {
  readonly #options: SmartAccountsOptions
  readonly #accounts = new Map<string, Promise<AirlockSmartAccount>>()
  readonly #clients = new Map<number, PublicClient>()
  readonly #deployed = new Set<string>()
  #rpcId = 1

  constructor(options: SmartAccountsOptions) {
    this.#options = options
  }

  chain(chainId: number): SmartAccountChain | undefined {
    return this.#options.chains.find((item) => item.chainId === chainId)
  }

  client(chainId: number): PublicClient {
    let client = this.#clients.get(chainId)
    if (!client) {
      client = createPublicClient({
        chain: defineChain({
          id: chainId,
          name: `Chain ${chainId}`,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [this.#options.rpcUrl] } },
        }),
        transport: http(this.#options.rpcUrl, { retryCount: 0 }),
        pollingInterval: this.#options.pollingInterval ?? 500,
      })
      this.#clients.set(chainId, client)
    }
    return client
  }

  /** `owner`'s account on `chainId` (its address read once from the factory); throws off the smart chains. */
  account(owner: LocalAccount, chainId: number): Promise<AirlockSmartAccount> {
    const chain = this.chain(chainId)
    if (!chain) return Promise.reject(new Error(`No smart account on chain ${chainId}`))
    const key = `${chainId}:${owner.address.toLowerCase()}`
    let found = this.#accounts.get(key)
    if (!found) {
      found = toAirlockSmartAccount({
        client: this.client(chainId),
        owner,
        factory: chain.factory,
        entryPoint: { address: chain.entryPoint, abi: entryPoint07Abi, version: '0.7' },
      })
      // A failed read is not kept: the next use asks the factory again.
      found.catch(() => this.#accounts.delete(key))
      this.#accounts.set(key, found)
    }
    return found
  }

  /** Whether the account has code (remembered once true: an account is never undeployed). */
  async isDeployed(chainId: number, address: Address): Promise<boolean> {
    const key = `${chainId}:${address.toLowerCase()}`
    if (this.#deployed.has(key)) return true
    const code = await this.client(chainId).getCode({ address })
    const has = code !== undefined && code !== '0x'
    if (has) this.#deployed.add(key)
    return has
  }

  async isValidatorInstalled(chainId: number, account: Address, validator: Address): Promise<boolean> {
    if (!(await this.isDeployed(chainId, account))) return false
    return this.client(chainId).readContract({
      address: account,
      abi: airlockSmartAccountAbi,
      functionName: 'isModuleInstalled',
      args: [MODULE_TYPE_VALIDATOR, validator, '0x'],
    })
  }

  bundler(account: AirlockSmartAccount, chainId: number, paymasterServiceUrl?: string): BundlerClient {
    const sponsorUrl =
      paymasterServiceUrl ??
      (this.chain(chainId)?.sponsored ? this.#options.paymasterUrl(chainId) : undefined)
    return createBundlerClient({
      account,
      client: this.client(chainId),
      transport: http(this.#options.bundlerUrl(chainId), { retryCount: 0 }),
      pollingInterval: this.#options.pollingInterval ?? 500,
      ...(sponsorUrl
        ? { paymaster: createPaymasterClient({ transport: http(sponsorUrl, { retryCount: 0 }) }) }
        : {}),
    })
  }

  /** Sends the calls as one user operation (one call: execute, more: the atomic executeBatch); its hash. */
  send(
    account: AirlockSmartAccount,
    chainId: number,
    calls: readonly BatchCall[],
    paymasterServiceUrl?: string,
  ): Promise<Hex> {
    return this.bundler(account, chainId, paymasterServiceUrl).sendUserOperation({
      account,
      calls: calls.map((call) => ({ to: call.to, value: call.value, data: call.data })),
    })
  }

  waitForReceipt(account: AirlockSmartAccount, chainId: number, hash: Hex): Promise<UserOperationReceipt> {
    return this.bundler(account, chainId).waitForUserOperationReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS })
  }

  /** eth_getUserOperationReceipt as the bundler sends it (hex fields kept for EIP-5792's answer). */
  async rawReceipt(chainId: number, hash: Hex): Promise<RawUserOperationReceipt | null> {
    const response = await fetch(this.#options.bundlerUrl(chainId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: this.#rpcId++,
        method: 'eth_getUserOperationReceipt',
        params: [hash],
      }),
    })
    const body = (await response.json()) as {
      result?: RawUserOperationReceipt | null
      error?: { code: number; message: string }
    }
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
    return body.result ?? null
  }
}
