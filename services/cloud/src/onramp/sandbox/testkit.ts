import type { OnRampOrder, OnRampQuote } from '@airlock/core'
import type { OnRampUrlResponse } from '@airlock/core/internal'
import { DEVNET_ONRAMP_TREASURY_ADDRESS, type Devnet, devnetTokens, startDevnet } from '@airlock/devnet'
import { type Address, erc20Abi } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, expect, vi } from 'vitest'
import type { Cloud } from '../../app.ts'
import { type DevnetSender, devnetSender } from '../../test/chainActivity.ts'
import { startTestCloud } from '../../test/cloud.ts'
import { devnetOnrampChain, onrampClient, sandboxBrowser } from '../testkit.ts'

/** The project the sandbox checkout tests buy for. */
export const PROJECT = 'onramp-checkout-test'
/** How long the sandbox's bank transfers take to arrive in these tests. */
export const BANK_DELAY_MS = 300
export const sandboxOptions = { bankTransferDelayMs: BANK_DELAY_MS, pollMs: 20 }

type OnrampClient = ReturnType<typeof onrampClient>

export const freshWallet = (): Address => privateKeyToAddress(generatePrivateKey())

/** The card fields of the checkout form, with a valid expiry, CVC and name. */
export const card = (number: string) => ({
  method: 'card',
  card_number: number,
  card_expiry: '12/34',
  card_cvc: '123',
  card_name: 'Ada Lovelace',
})

/**
 * A devnet the sandbox delivers on, for one test file (started before its tests, stopped after them), with
 * the balances the tests check.
 */
export function useSandboxDevnet() {
  let devnet: Devnet | undefined
  let chain: DevnetSender | undefined
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0 })
    chain = devnetSender(devnet.rpcUrl)
  })
  afterAll(async () => {
    await devnet?.stop()
  })
  const started = <T>(value: T | undefined) => {
    if (value === undefined) throw new Error('The devnet starts in beforeAll')
    return value
  }
  return {
    get devnet() {
      return started(devnet)
    },
    get chain() {
      return started(chain)
    },
    usdcOf: (holder: Address) =>
      started(chain).client.readContract({
        address: devnetTokens.usdc.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [holder],
      }),
    treasuryNonce: () =>
      started(chain).client.getTransactionCount({
        address: DEVNET_ONRAMP_TREASURY_ADDRESS,
        blockTag: 'pending',
      }),
  }
}

/**
 * useSandboxDevnet and a cloud selling on it through the sandbox (indexing it, for the history), with
 * PROJECT: the kit's API calls to it (`api`) and a browser on its sandbox pages.
 */
export function useSandboxCloud() {
  const sandbox = useSandboxDevnet()
  let cloud: Cloud | undefined
  beforeAll(async () => {
    cloud = await startTestCloud({
      chains: [devnetOnrampChain(sandbox.devnet.rpcUrl)],
      indexer: { pollMs: 50 },
      onramp: { sandbox: sandboxOptions },
    })
    await cloud.context.projects.create({ id: PROJECT })
  })
  afterAll(async () => {
    await cloud?.close()
  })
  const started = () => {
    if (!cloud) throw new Error('The cloud starts in beforeAll')
    return cloud
  }
  return {
    get devnet() {
      return sandbox.devnet
    },
    get chain() {
      return sandbox.chain
    },
    usdcOf: sandbox.usdcOf,
    treasuryNonce: sandbox.treasuryNonce,
    get cloud() {
      return started()
    },
    api: onrampClient(() => started().url, PROJECT),
    browser: sandboxBrowser(() => started().onrampSandboxUrl as string),
  }
}

/** A Coinbase-type session for `wallet` from a quote, as the kit opens one: the page path and the quote. */
export async function openSession(client: OnrampClient, wallet: Address, body: Record<string, unknown> = {}) {
  const quoted = await client.post<OnRampQuote>('/v1/onramp/quote', {
    purchaseCurrency: 'USDC',
    paymentCurrency: 'USD',
    amount: '50.00',
    network: 'USDC',
    ...body,
  })
  expect(quoted.status, quoted.body.error).toBe(200)
  const session = await client.post<OnRampUrlResponse>('/v1/generators/onrampurl', {
    destinationWallets: [{ address: wallet }],
    defaultNetwork: 'airlock-devnet',
    defaultAsset: quoted.body.purchaseAmount.currency,
    partnerUserId: 'visitor',
    defaultExperience: 'buy',
    quoteId: quoted.body.quoteId,
  })
  expect(session.status, session.body.error).toBe(200)
  const url = new URL(session.body.url)
  return { path: `${url.pathname}${url.search}`, id: session.body.sessionId as string, quote: quoted.body }
}

export async function orderOf(client: OnrampClient, id: string) {
  const response = await client.get<OnRampOrder>(`/v1/onramp/orders/${id}`)
  expect(response.status, response.body.error).toBe(200)
  return response.body
}

/** The order once completed or failed. */
export async function settled(client: OnrampClient, id: string): Promise<OnRampOrder> {
  return vi.waitFor(
    async () => {
      const order = await orderOf(client, id)
      if (order.status !== 'completed' && order.status !== 'failed') throw new Error(`still ${order.status}`)
      return order
    },
    { timeout: 20_000, interval: 50 },
  )
}
