import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  DEVNET_PAYMENTS_SIGNER_PRIVATE_KEY,
  type Devnet,
  type DevnetAccount,
  devnetPayments,
  devnetPricing,
  devnetSwap,
  devnetTokens,
  startDevnet,
} from '@airlock/devnet'
import type { PaymentIntent } from '@airlock/protocol/cloud-api'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll } from 'vitest'
import type { Cloud } from '../app.ts'
import type { ChainConfig } from '../chains/config.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import type { PaymentsOptionsInput } from './config.ts'
import { paymentsAbi } from './contract.ts'
import { issueSecretKey } from './secretKeys.ts'
import { setWebhookEndpoint } from './webhooks/endpoint.ts'

export const DEVNET = 'eip155:31337'
export const USDC = `${DEVNET}/erc20:${devnetTokens.usdc.address.toLowerCase()}`
export const DAI = `${DEVNET}/erc20:${devnetTokens.dai.address.toLowerCase()}`
export const ETH = `${DEVNET}/slip44:60`
export const SHOP_ORIGIN = 'http://localhost:5173'

/** The devnet as a chain that takes payments, with its AMM for the quotes. */
export const devnetPaymentsChain = (rpcUrl: string): ChainConfig => ({
  caipNetworkId: DEVNET,
  rpcUrl,
  pricing: devnetPricing,
  swap: devnetSwap,
  payments: { contract: devnetPayments.contract, signerKey: DEVNET_PAYMENTS_SIGNER_PRIVATE_KEY },
})

/**
 * For one test file: a devnet and a cloud taking payments on it (watcher and webhooks in milliseconds), the
 * project `shop` (allowing SHOP_ORIGIN) and `other`, each with a secret key; stopped after the file's tests.
 */
export function usePaymentsCloud(payments: PaymentsOptionsInput = {}) {
  let devnet: Devnet | undefined
  let cloud: Cloud | undefined
  const keys = { shop: '', other: '' }
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0 })
    cloud = await startTestCloud({
      chains: [devnetPaymentsChain(devnet.rpcUrl)],
      indexer: false,
      payments: { pollMs: 50, webhookRetryDelaysMs: [50, 100], webhookTimeoutMs: 2_000, ...payments },
    })
    await cloud.context.projects.create({ id: 'shop', allowedOrigins: [SHOP_ORIGIN] })
    await cloud.context.projects.create({ id: 'other' })
    keys.shop = await issueSecretKey(cloud.db, 'shop')
    keys.other = await issueSecretKey(cloud.db, 'other')
  })
  afterAll(async () => {
    await cloud?.close()
    await devnet?.stop()
  })
  const started = () => {
    if (!cloud || !devnet) throw new Error('The cloud starts in beforeAll')
    return { cloud, devnet }
  }
  return {
    get cloud() {
      return started().cloud
    },
    get devnet() {
      return started().devnet
    },
    keys,
    /** What the shop's server sends: POST /v1/payments with its secret key (and any further headers). */
    create: (body: Record<string, unknown>, key = keys.shop, headers: Record<string, string> = {}) =>
      fetchJson<PaymentIntent & { error?: string }>(`${started().cloud.url}/v1/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, ...headers },
        body: JSON.stringify(body),
      }),
    /** GET /v1/payments/{id} with a secret key. */
    read: (id: string, key = keys.shop, headers: Record<string, string> = {}) =>
      fetchJson<PaymentIntent & { error?: string }>(`${started().cloud.url}/v1/payments/${id}`, {
        headers: { authorization: `Bearer ${key}`, ...headers },
      }),
    /** A kit's project-scoped call from SHOP_ORIGIN. */
    kit: <T>(path: string, body?: Record<string, unknown>, projectId = 'shop') =>
      fetchJson<T & { error?: string }>(
        `${started().cloud.url}${path}?projectId=${projectId}&st=appkit&sv=test`,
        {
          method: body ? 'POST' : 'GET',
          headers: { origin: SHOP_ORIGIN, ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        },
      ),
    /** Points the project's webhook at `url` with `secret`. */
    setWebhook: (projectId: string, url: string, secret: string) =>
      setWebhookEndpoint(started().cloud.db, projectId, { url, secret }),
  }
}

/** A payer on the devnet paying an intent through the payments contract, as the kit would. */
export function payer(rpcUrl: string, account: DevnetAccount) {
  const signer = privateKeyToAccount(account.privateKey)
  const client = createPublicClient({ transport: http(rpcUrl) })
  const wallet = createWalletClient({ account: signer, transport: http(rpcUrl) })
  const mined = async (hash: Promise<Hex>) => client.waitForTransactionReceipt({ hash: await hash })
  const onchain = (intent: PaymentIntent) => ({
    id: intent.onchain.id as Hex,
    recipient: intent.onchain.recipient as Address,
    token: intent.onchain.token as Address,
    amount: BigInt(intent.onchain.amount),
    deadline: BigInt(intent.onchain.deadline),
  })
  const contract = devnetPayments.contract as Address
  return {
    address: signer.address,
    client,
    /** pay(): approves the token first, or sends the native amount as value. */
    async pay(intent: PaymentIntent) {
      const native = intent.onchain.token === zeroAddress
      if (!native) {
        await mined(
          wallet.writeContract({
            chain: null,
            address: intent.onchain.token as Address,
            abi: erc20Abi,
            functionName: 'approve',
            args: [contract, BigInt(intent.onchain.amount)],
          }),
        )
      }
      return mined(
        wallet.writeContract({
          chain: null,
          address: contract,
          abi: paymentsAbi,
          functionName: 'pay',
          args: [onchain(intent), intent.onchain.signature as Hex],
          value: native ? BigInt(intent.onchain.amount) : 0n,
        }),
      )
    },
    /** The same payment only simulated: the revert it meets, as viem names it. */
    async payAgainError(intent: PaymentIntent): Promise<string> {
      try {
        await client.simulateContract({
          account: signer,
          address: contract,
          abi: paymentsAbi,
          functionName: 'pay',
          args: [onchain(intent), intent.onchain.signature as Hex],
        })
        return 'no revert'
      } catch (error) {
        return (error as Error).message
      }
    },
  }
}

export interface ReceivedHook {
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A shop's webhook endpoint on 127.0.0.1: answers each delivery with the next status of `statuses` (then 200). */
export async function startWebhookReceiver(statuses: number[] = []) {
  const received: ReceivedHook[] = []
  const waiting: (() => void)[] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response.statusCode = statuses.shift() ?? 200
      response.end()
      for (const wake of waiting.splice(0)) wake()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    /** Resolves once `count` deliveries have arrived. */
    async until(count: number) {
      while (received.length < count) await new Promise<void>((resolve) => waiting.push(resolve))
      return received
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
