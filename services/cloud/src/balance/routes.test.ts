import type { BalanceResponse } from '@airlock/core/internal'
import { type Devnet, devnetPricing, devnetTokens, startDevnet, testAccounts } from '@airlock/devnet'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { devnetSender, erc20Call, signer, waitForIndexed } from '../test/chainActivity.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'

const DEVNET = 'eip155:31337'
const PROJECT = 'balance-test'
const databases = useTestDatabases()
let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
})
afterAll(async () => {
  await devnet?.stop()
})

describe.each(DB_KINDS)('GET /v1/account/{address}/balance on %s', (kind) => {
  let cloud: Cloud
  const balance = (address: string, query: Record<string, string> = {}) =>
    fetchJson<BalanceResponse & { error?: string }>(
      `${cloud.url}/v1/account/${address}/balance?${new URLSearchParams({
        projectId: PROJECT,
        currency: 'usd',
        ...query,
      })}`,
    )

  beforeAll(async () => {
    cloud = await startTestCloud({
      ...(await databases.options(kind)),
      chains: [{ caipNetworkId: DEVNET, rpcUrl: devnet.rpcUrl, pricing: devnetPricing }],
      indexer: { pollMs: 50 },
    })
    await cloud.context.projects.create({ id: PROJECT })
    const head = await devnetSender(devnet.rpcUrl).client.getBlockNumber()
    await waitForIndexed(cloud.db, DEVNET, head)
  })
  afterAll(() => cloud?.close())

  it('lists native and every ERC-20 the indexer knows, priced from the AMM, largest value first', async () => {
    // A fresh key: only what this test gives it.
    const holder = privateKeyToAccount(generatePrivateKey()).address
    const chain = devnetSender(devnet.rpcUrl)
    await chain.send(signer(5), { to: holder, value: parseEther('2') })
    await chain.send(signer(5), {
      to: devnetTokens.usdc.address,
      data: erc20Call.transfer(holder, 1_500_000n),
    })
    await chain.send(signer(5), {
      to: devnetTokens.dai.address,
      data: erc20Call.transfer(holder, parseEther('25')),
    })

    const response = await balance(holder, { chainId: DEVNET })
    expect(response.status).toBe(200)
    const { balances } = response.body
    expect(balances.map((entry) => entry.symbol)).toEqual(['ETH', 'DAI', 'USDC'])
    const [eth, dai, usdc] = balances
    // 100 ETH : 300,000 USDC seeded: 3,000 USD per ETH; DAI/USDC at par.
    expect(eth).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      chainId: DEVNET,
      value: 6_000,
      price: 3_000,
      quantity: { numeric: '2', decimals: '18' },
      iconUrl: `${cloud.url}/public/getTokenImage/ETH`,
    })
    expect(usdc).toEqual({
      name: devnetTokens.usdc.name,
      symbol: 'USDC',
      chainId: DEVNET,
      address: `${DEVNET}:${devnetTokens.usdc.address.toLowerCase()}`,
      value: 1.5,
      price: 1,
      quantity: { numeric: '1.5', decimals: '6' },
      iconUrl: `${cloud.url}/public/getTokenImage/USDC`,
    })
    expect(dai).toMatchObject({
      symbol: 'DAI',
      quantity: { numeric: '25', decimals: '18' },
      price: 1,
      value: 25,
    })
  })

  it('answers every configured chain without chainId, and nothing for an empty account', async () => {
    const empty = privateKeyToAccount(generatePrivateKey()).address
    expect(await balance(empty)).toMatchObject({ status: 200, body: { balances: [] } })
    const funded = await balance(testAccounts[0]!.address)
    expect(funded.body.balances.map((entry) => entry.symbol)).toEqual(
      expect.arrayContaining(['ETH', 'USDC', 'DAI']),
    )
  })

  it('sees a new block at once: the per-block cache never serves a stale balance', async () => {
    const holder = privateKeyToAccount(generatePrivateKey()).address
    const chain = devnetSender(devnet.rpcUrl)
    await chain.send(signer(6), { to: holder, value: parseEther('1') })
    expect((await balance(holder)).body.balances[0]?.quantity.numeric).toBe('1')
    expect((await balance(holder)).body.balances[0]?.quantity.numeric).toBe('1')
    await chain.send(signer(6), { to: holder, value: parseEther('1') })
    expect((await balance(holder)).body.balances[0]?.quantity.numeric).toBe('2')
    await chain.send(signer(6), { to: holder, value: parseEther('1') })
    expect((await balance(holder, { forceUpdate: 'true' })).body.balances[0]?.quantity.numeric).toBe('3')
  })

  it('refuses bad input with 400 and a clear message', async () => {
    const address = testAccounts[0]!.address
    const cases: [string, Record<string, string>, RegExp][] = [
      ['0x12', {}, /Expected an EVM address/],
      ['vitalik.eth', {}, /Expected an EVM address/],
      [address, { currency: 'eur' }, /Only currency=usd is supported/],
      [address, { chainId: 'eip155:1' }, /Unsupported chain: eip155:1/],
      [address, { forceUpdate: 'yes' }, /forceUpdate/],
    ]
    for (const [target, query, message] of cases) {
      const response = await balance(target, query)
      expect(response.status, `${target} ${JSON.stringify(query)}`).toBe(400)
      expect(response.body.error).toMatch(message)
    }
    expect((await balance(address, { projectId: 'nope' })).status).toBe(401)
  })
})

describe('balances with the node down', () => {
  it('answers 502 with a readable message, and the cloud stays up', async () => {
    const cloud = await startTestCloud({
      chains: [{ caipNetworkId: DEVNET, rpcUrl: 'http://127.0.0.1:9' }],
      indexer: false,
      upstreamTimeoutMs: 1_000,
    })
    try {
      await cloud.context.projects.create({ id: PROJECT })
      const response = await fetchJson<{ error: string }>(
        `${cloud.url}/v1/account/${testAccounts[0]!.address}/balance?projectId=${PROJECT}`,
      )
      expect(response).toMatchObject({
        status: 502,
        body: { error: 'The chain node could not be read; try again shortly' },
      })
      expect((await fetchJson(`${cloud.url}/healthz`)).status).toBe(200)
    } finally {
      await cloud.close()
    }
  })
})
