import { type Devnet, startDevnet, testAccounts } from '@airlock/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  http,
  type PublicClient,
  parseEther,
} from 'viem'
import {
  type BundlerClient,
  createBundlerClient,
  createPaymasterClient,
  type SmartAccount,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll } from 'vitest'
import type { Cloud } from '../app.ts'
import { devnetErc4337Config, fetchJson, startTestCloud } from '../test/cloud.ts'
import { deploySimpleAccountFactory, toSimpleAccount } from './testAccount.ts'

export const PROJECT = 'bundler-test'
export const CHAIN = 'eip155:31337'

/** One JSON-RPC call over real HTTP, answering the whole JSON-RPC response. */
export async function rpc(url: string, method: string, params: unknown[] = []) {
  const response = await fetchJson<{
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  }>(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return response.body
}

/**
 * For one test file: a devnet with a SimpleAccount factory, and a cloud bundling and sponsoring on it for
 * PROJECT (CHAIN; the same node as eip155:1337 without erc4337, so without a bundler), started before the
 * file's tests and stopped after them.
 */
export function useBundlerCloud() {
  let devnet: Devnet | undefined
  let cloud: Cloud | undefined
  let client: PublicClient | undefined
  let factory: Address | undefined
  const funder = privateKeyToAccount(testAccounts[7]!.privateKey)

  beforeAll(async () => {
    devnet = await startDevnet({ port: 0 })
    client = createPublicClient({
      chain: hardhat,
      transport: http(devnet.rpcUrl, { retryCount: 0 }),
      pollingInterval: 50,
    })
    factory = await deploySimpleAccountFactory(
      client,
      createWalletClient({ account: funder, chain: hardhat, transport: http(devnet.rpcUrl) }),
    )
    cloud = await startTestCloud({
      indexer: false,
      chains: [
        { caipNetworkId: CHAIN, rpcUrl: devnet.rpcUrl, erc4337: devnetErc4337Config },
        // The same node under another id, without erc4337: no bundler there.
        { caipNetworkId: 'eip155:1337', rpcUrl: devnet.rpcUrl },
      ],
    })
    await cloud.context.projects.create({ id: PROJECT })
  }, 120_000)

  afterAll(async () => {
    await cloud?.close()
    await devnet?.stop()
  })

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The devnet and the cloud start in beforeAll')
    return value
  }
  const bundlerUrl = (chainId = CHAIN) =>
    `${started(cloud).url}/v1/bundler?projectId=${PROJECT}&chainId=${chainId}&bundler=airlock`
  const paymasterUrl = (chainId = CHAIN) =>
    `${started(cloud).url}/v1/paymaster?projectId=${PROJECT}&chainId=${chainId}`

  return {
    get devnet() {
      return started(devnet)
    },
    get cloud() {
      return started(cloud)
    },
    get client() {
      return started(client)
    },
    get factory() {
      return started(factory)
    },
    /** Test account 7: funds the new accounts. */
    funder,
    bundlerUrl,
    paymasterUrl,
    /** A viem bundler client on the cloud's bundler route, sponsored through its paymaster route if asked. */
    bundlerFor(account: SmartAccount, sponsored = false): BundlerClient {
      return createBundlerClient({
        account,
        client: started(client),
        chain: hardhat,
        transport: http(bundlerUrl(), { retryCount: 0, timeout: 60_000 }),
        pollingInterval: 100,
        ...(sponsored
          ? { paymaster: createPaymasterClient({ transport: http(paymasterUrl(), { retryCount: 0 }) }) }
          : {}),
      })
    },
    /** A new SimpleAccount (not deployed yet) holding `funding`. */
    async newAccount(funding = parseEther('1')) {
      const account = await toSimpleAccount({
        client: started(client),
        factory: started(factory),
        owner: privateKeyToAccount(generatePrivateKey()),
      })
      if (funding > 0n) {
        const wallet = createWalletClient({
          account: funder,
          chain: hardhat,
          transport: http(started(devnet).rpcUrl),
        })
        await started(client).waitForTransactionReceipt({
          hash: await wallet.sendTransaction({ to: account.address, value: funding }),
        })
      }
      return account
    },
    /** A new address that holds nothing. */
    recipient: () => privateKeyToAccount(generatePrivateKey()).address,
  }
}
