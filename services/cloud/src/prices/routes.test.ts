import type { HistoryResponse, PriceResponse } from '@airlock/core/internal'
import { type Devnet, devnetContracts, devnetPricing, devnetTokens, startDevnet } from '@airlock/devnet'
import { NATIVE_TOKEN_ADDRESS } from '@airlock/protocol/cloud-api'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { devnetSender, erc20Call, signer, waitForIndexed } from '../test/chainActivity.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'

const DEVNET = 'eip155:31337'
const PROJECT = 'price-test'
const databases = useTestDatabases()
let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
})
afterAll(async () => {
  await devnet?.stop()
})

describe.each(DB_KINDS)('POST /v1/fungible/price on %s', (kind) => {
  let cloud: Cloud
  const prices = (body: unknown) =>
    fetchJson<PriceResponse & { error?: string }>(`${cloud.url}/v1/fungible/price?st=appkit&sv=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  beforeAll(async () => {
    cloud = await startTestCloud({
      ...(await databases.options(kind)),
      chains: [{ caipNetworkId: DEVNET, rpcUrl: devnet.rpcUrl, pricing: devnetPricing }],
      indexer: { pollMs: 50 },
    })
    await cloud.context.projects.create({ id: PROJECT })
    await waitForIndexed(cloud.db, DEVNET, await devnetSender(devnet.rpcUrl).client.getBlockNumber())
  })
  afterAll(() => cloud?.close())

  it('prices tokens from the pools: USDC 1, DAI at par, ETH and WETH at 3,000', async () => {
    const caip = (address: string) => `${DEVNET}:${address}`
    const response = await prices({
      currency: 'usd',
      projectId: PROJECT,
      addresses: [
        caip(devnetTokens.usdc.address),
        caip(devnetTokens.dai.address),
        caip(NATIVE_TOKEN_ADDRESS),
        caip(devnetContracts.weth),
        // Known to nobody: left out.
        caip('0x000000000000000000000000000000000000dead'),
      ],
    })
    expect(response.status).toBe(200)
    expect(response.body.fungibles).toEqual([
      {
        name: 'USD Coin',
        symbol: 'USDC',
        price: 1,
        address: caip(devnetTokens.usdc.address),
        iconUrl: `${cloud.url}/public/getTokenImage/USDC`,
      },
      expect.objectContaining({ symbol: 'DAI', price: 1 }),
      expect.objectContaining({ symbol: 'ETH', name: 'Ether', price: 3_000 }),
      expect.objectContaining({ symbol: 'WETH', price: 3_000 }),
    ])
  })

  it('gives history transfers today’s USD price and value', async () => {
    const holder = privateKeyToAccount(generatePrivateKey()).address
    const chain = devnetSender(devnet.rpcUrl)
    await chain.send(signer(7), { to: holder, value: parseEther('0.5') })
    const receipt = await chain.send(signer(7), {
      to: devnetTokens.usdc.address,
      data: erc20Call.transfer(holder, 2_500_000n),
    })
    await waitForIndexed(cloud.db, DEVNET, receipt.blockNumber)
    const history = await fetchJson<HistoryResponse>(
      `${cloud.url}/v1/account/${holder}/history?projectId=${PROJECT}`,
    )
    expect(history.body.data.map((tx) => tx.transfers[0])).toEqual([
      expect.objectContaining({ direction: 'in', quantity: { numeric: '2.5' }, price: 1, value: 2.5 }),
      expect.objectContaining({ direction: 'in', quantity: { numeric: '0.5' }, price: 3_000, value: 1_500 }),
    ])
  })

  it('refuses bad bodies with 400 and an unknown project with 401', async () => {
    const good = {
      currency: 'usd',
      projectId: PROJECT,
      addresses: [`${DEVNET}:${devnetTokens.usdc.address}`],
    }
    const cases: [unknown, RegExp][] = [
      [{ ...good, currency: 'eur' }, /Only currency usd is supported/],
      [{ ...good, addresses: [] }, /addresses: Array must contain at least 1 element/],
      [{ ...good, addresses: ['0x12'] }, /Expected a CAIP-10 token address/],
      [{ ...good, addresses: Array(101).fill(good.addresses[0]) }, /at most 100/],
      [{ ...good, addresses: [`eip155:1:${devnetTokens.usdc.address}`] }, /Unsupported chain: eip155:1/],
      [{ ...good, extra: true }, /Unrecognized key/],
    ]
    for (const [body, message] of cases) {
      const response = await prices(body)
      expect(response.status, JSON.stringify(body).slice(0, 100)).toBe(400)
      expect(response.body.error).toMatch(message)
    }
    expect((await prices({ ...good, projectId: 'nope' })).status).toBe(401)
  })
})
