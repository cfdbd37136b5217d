import { type Devnet, devnetTokens, startDevnet, testAccounts } from '@airlock/devnet'
import type { OffRampOrder, OffRampQuote } from '@airlock/protocol/cloud-api'
import { type Address, erc20Abi } from 'viem'
import { afterAll, beforeAll, expect, vi } from 'vitest'
import type { Cloud } from '../app.ts'
import { devnetOnrampChain, onrampClient } from '../onramp/testkit.ts'
import { type DevnetSender, devnetSender } from '../test/chainActivity.ts'
import { startTestCloud } from '../test/cloud.ts'

/** The project of the off-ramp tests. */
export const PROJECT = 'offramp-test'
/** The seller: a funded devnet account holding USDC and DAI. */
export const seller = testAccounts[8]!
/** Bank accounts the sandbox takes (valid check digits). */
export const US_ACCOUNT = {
  type: 'us',
  holderName: 'Ada Lovelace',
  routingNumber: '021000021',
  accountNumber: '123456789',
} as const
export const IBAN_ACCOUNT = {
  type: 'iban',
  holderName: 'Ada Lovelace',
  iban: 'DE89 3704 0044 0532 0130 00',
} as const

/**
 * For one test file: a devnet and a cloud selling on it through the off-ramp sandbox (its treasury test
 * account 9, EUR at 1.08 USD, its watcher reading every 50 ms), with PROJECT; the kit's calls (`api`), and the
 * devnet's balances. `indexed`: the cloud indexes the devnet too (for the history).
 */
export function useOfframpCloud(options: { indexed?: boolean } = {}) {
  let devnet: Devnet | undefined
  let cloud: Cloud | undefined
  let chain: DevnetSender | undefined
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0 })
    chain = devnetSender(devnet.rpcUrl)
    cloud = await startTestCloud({
      chains: [devnetOnrampChain(devnet.rpcUrl)],
      indexer: options.indexed ? { pollMs: 50 } : false,
      onramp: { sandbox: { pollMs: 20 } },
      offramp: {
        sandbox: { treasuryKey: testAccounts[9]!.privateKey, pollMs: 50, fiatUsdRates: { EUR: '1.08' } },
      },
    })
    await cloud.context.projects.create({ id: PROJECT })
  })
  afterAll(async () => {
    await cloud?.close()
    await devnet?.stop()
  })
  const started = <T>(value: T | undefined) => {
    if (value === undefined) throw new Error('The devnet and cloud start in beforeAll')
    return value
  }
  const api = onrampClient(() => started(cloud).url, PROJECT)
  const balanceOf = (token: Address, holder: Address) =>
    started(chain).client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder],
    })
  return {
    get cloud() {
      return started(cloud)
    },
    get chain() {
      return started(chain)
    },
    api,
    usdcOf: (holder: Address) => balanceOf(devnetTokens.usdc.address, holder),
    daiOf: (holder: Address) => balanceOf(devnetTokens.dai.address, holder),
    /** POST /v1/offramp/quote: 20 USDC for USD on the devnet unless `body` says otherwise. */
    quote: (body: Record<string, unknown> = {}) =>
      api.post<OffRampQuote>('/v1/offramp/quote', {
        sellCurrency: 'USDC',
        network: 'airlock-devnet',
        sellAmount: '20',
        payoutCurrency: 'USD',
        ...body,
      }),
    /** An order from a fresh quote of `quoteBody`, awaiting its deposit. */
    async order(quoteBody: Record<string, unknown> = {}, bankAccount: object = US_ACCOUNT) {
      const quoted = await this.quote(quoteBody)
      expect(quoted.status, quoted.body.error).toBe(200)
      const created = await api.post<OffRampOrder>('/v1/offramp/orders', {
        quoteId: quoted.body.quoteId,
        fromAddress: seller.address,
        bankAccount,
      })
      expect(created.status, created.body.error).toBe(201)
      return created.body
    },
    /** The order once it reached `status` (or any of several). */
    reaches: (id: string, ...statuses: OffRampOrder['status'][]) =>
      vi.waitFor(
        async () => {
          const read = await api.get<OffRampOrder>(`/v1/offramp/orders/${id}`)
          if (!statuses.includes(read.body.status)) throw new Error(`still ${read.body.status}`)
          return read.body
        },
        { timeout: 30_000, interval: 50 },
      ),
  }
}
