import type { OnRampQuote } from '@airlock/core'
import { type Devnet, startDevnet, testAccounts } from '@airlock/devnet'
import { USDC_CURRENCY_ID } from '@airlock/protocol/cloud-api'
import { afterAll, beforeAll } from 'vitest'
import type { Cloud } from '../app.ts'
import { startTestCloud } from '../test/cloud.ts'
import { devnetOnrampChain, onrampClient, sandboxBrowser } from './testkit.ts'

/** The project of the onramp route tests; `${PROJECT}-other` is a second one. */
export const PROJECT = 'onramp-routes-test'
/** The wallet the route tests buy for. */
export const wallet = testAccounts[5]!.address

/**
 * For one test file: a devnet and a cloud selling on it through the sandbox (which also takes EUR at 1.08
 * USD), with PROJECT (allowing the dapp's origin) and `${PROJECT}-other`, started before the file's tests and
 * stopped after them; the kit's calls to it (`api`, `quote`) and a browser on its sandbox pages.
 */
export function useOnrampRoutesCloud() {
  let devnet: Devnet | undefined
  let cloud: Cloud | undefined
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0 })
    cloud = await startTestCloud({
      chains: [devnetOnrampChain(devnet.rpcUrl)],
      indexer: false,
      onramp: { sandbox: { bankTransferDelayMs: 200, pollMs: 20, fiatUsdRates: { EUR: '1.08' } } },
    })
    // The dapp's origin, listed as a project lists it (no origin is allowed by default).
    await cloud.context.projects.create({ id: PROJECT, allowedOrigins: ['http://localhost:5173'] })
    await cloud.context.projects.create({ id: `${PROJECT}-other` })
  })
  afterAll(async () => {
    await cloud?.close()
    await devnet?.stop()
  })
  const started = () => {
    if (!cloud) throw new Error('The cloud starts in beforeAll')
    return cloud
  }
  const api = onrampClient(() => started().url, PROJECT)
  return {
    get cloud() {
      return started()
    },
    api,
    browser: sandboxBrowser(() => started().onrampSandboxUrl as string),
    /** POST /v1/onramp/quote: 50.00 USD of USDC unless `body` says otherwise. */
    quote: (body: Record<string, unknown>) =>
      api.post<OnRampQuote>('/v1/onramp/quote', {
        purchaseCurrency: USDC_CURRENCY_ID,
        paymentCurrency: 'USD',
        amount: '50.00',
        network: 'USDC',
        ...body,
      }),
  }
}
