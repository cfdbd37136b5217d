import { type Devnet, devnetTokens, startDevnet, testAccounts } from '@airlock/devnet'
import { createTestClient, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { type DevnetSender, devnetSender, signer, waitForIndexed } from '../test/chainActivity.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'
import {
  CHAIN,
  chainTransactionCounts,
  count,
  FROM_GENESIS_MS,
  indexedTransactionCounts,
  POLL_MS,
} from './testkit.ts'

const databases = useTestDatabases()
let devnet: Devnet
let chain: DevnetSender

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  chain = devnetSender(devnet.rpcUrl)
})

afterAll(async () => {
  await devnet?.stop()
})

/** Init code that deploys `runtime` (under 256 bytes) as the contract's code. */
const deployCode = (runtime: string): Hex =>
  `0x60${(runtime.length / 2).toString(16).padStart(2, '0')}80600b6000396000f3${runtime}`
const push20 = (address: string) => `73${address.slice(2).toLowerCase()}`
/** CALL(gas, to, value, 0, 0, 0, 0) then POP; `to` and `value` are code pushing them. */
const callWithValue = (to: string, value: string) => `6000600060006000${value}${to}5af150`

describe.each(DB_KINDS)('indexer on %s', { timeout: 60_000 }, (kind) => {
  /**
   * One cloud on a fresh database for the tests that only need the chain indexed as it goes: a cloud's start
   * and its first index from block 0 cost seconds.
   */
  let shared: Promise<Cloud> | undefined
  const indexingCloud = async () =>
    (shared ??= (async () =>
      startTestCloud({
        ...(await databases.options(kind)),
        chains: [{ caipNetworkId: CHAIN, rpcUrl: devnet.rpcUrl }],
        indexer: { pollMs: POLL_MS },
      }))())
  afterAll(async () => {
    await shared?.then(
      (cloud) => cloud.close(),
      () => {},
    )
  })

  it("indexes a fresh database from block 0: the deployer's contracts, mints and tokens", async () => {
    const cloud = await indexingCloud()
    const head = await chain.client.getBlockNumber({ cacheTime: 0 })
    await waitForIndexed(cloud.db, CHAIN, head, FROM_GENESIS_MS)
    expect(await indexedTransactionCounts(cloud.db, head)).toEqual(
      await chainTransactionCounts(chain.client, head),
    )

    const tokens = await cloud.db.query(
      'select address, standard, name, symbol, decimals, first_block from tokens where chain_id = $1 and address in ($2, $3) order by symbol',
      [CHAIN, devnetTokens.dai.address.toLowerCase(), devnetTokens.usdc.address.toLowerCase()],
    )
    expect(tokens).toEqual([
      expect.objectContaining({ symbol: 'DAI', name: 'Dai Stablecoin', standard: 'erc20', decimals: 18 }),
      expect.objectContaining({ symbol: 'USDC', name: 'USD Coin', standard: 'erc20', decimals: 6 }),
    ])
    expect(tokens.every((token) => typeof token.first_block === 'number')).toBe(true)

    // Each test account got one mint of each token from the zero address.
    for (const token of [devnetTokens.usdc, devnetTokens.dai]) {
      const mints = await cloud.db.query<{ to_address: string; amount: string }>(
        `select to_address, amount from transfers
          where chain_id = $1 and token_address = $2 and from_address = $3 and standard = 'erc20'`,
        [CHAIN, token.address.toLowerCase(), `0x${'0'.repeat(40)}`],
      )
      for (const account of testAccounts) {
        expect(mints).toContainEqual({
          to_address: account.address.toLowerCase(),
          amount: (10_000n * 10n ** BigInt(token.decimals)).toString(),
        })
      }
    }
  })

  it('records ether sent by contracts, in execution order, leaving out calls that reverted', async () => {
    const cloud = await indexingCloud()
    const user = privateKeyToAccount(generatePrivateKey())
    const bystander = privateKeyToAccount(generatePrivateKey()).address
    await chain.send(signer(0), { to: user.address, value: parseEther('2') })
    // Forwards 1 wei to the bystander, then reverts: neither payment stays.
    const reverter = await chain.send(signer(0), {
      data: deployCode(`${callWithValue(push20(bystander), '6001')}60006000fd`),
    })
    // Pays the reverter 1 wei (refused), then sends what it was paid back to its caller.
    const bouncer = await chain.send(signer(0), {
      data: deployCode(
        `${callWithValue(push20(reverter.contractAddress!), '6001')}${callWithValue('33', '34')}00`,
      ),
    })
    const bounce = await chain.send(user, { to: bouncer.contractAddress!, value: parseEther('1') })
    expect(bounce.status).toBe('success')
    await waitForIndexed(cloud.db, CHAIN, bounce.blockNumber, FROM_GENESIS_MS)

    const rows = await cloud.db.query(
      `select log_index, standard, from_address, to_address, amount::text as amount from transfers
        where chain_id = $1 and tx_hash = $2 order by log_index desc`,
      [CHAIN, bounce.transactionHash],
    )
    const [userAddress, bouncerAddress] = [user.address.toLowerCase(), bouncer.contractAddress!.toLowerCase()]
    const ether = parseEther('1').toString()
    expect(rows).toEqual([
      {
        log_index: -1,
        standard: 'native',
        from_address: userAddress,
        to_address: bouncerAddress,
        amount: ether,
      },
      {
        log_index: -2,
        standard: 'native',
        from_address: bouncerAddress,
        to_address: userAddress,
        amount: ether,
      },
    ])
    expect(
      await count(cloud.db, 'transfers where to_address in ($1, $2)', [
        bystander.toLowerCase(),
        reverter.contractAddress!.toLowerCase(),
      ]),
    ).toBe(0)

    await cloud.context.projects.create({ id: 'indexer-test' })
    const history = await fetchJson<{
      data: { metadata: { operationType: string }; transfers: unknown[] }[]
    }>(`${cloud.url}/v1/account/${user.address}/history?projectId=indexer-test`)
    expect(history.body.data[0]).toMatchObject({
      metadata: { operationType: 'send' },
      transfers: [
        { direction: 'out', quantity: { numeric: '1' } },
        { direction: 'in', quantity: { numeric: '1' } },
      ],
    })
  })

  it('reads the chain again from block 0 when blocks it indexed are gone', async () => {
    const cloud = await indexingCloud()
    const node = createTestClient({ chain: hardhat, mode: 'hardhat', transport: http(devnet.rpcUrl) })
    const snapshot = await node.snapshot()
    const gone = await chain.send(signer(7), { to: testAccounts[8]!.address, value: 1n })
    await waitForIndexed(cloud.db, CHAIN, gone.blockNumber, FROM_GENESIS_MS)
    expect(await count(cloud.db, 'chain_transactions where hash = $1', [gone.transactionHash])).toBe(1)

    // As a devnet restarted from genesis would: the block the index ends with no longer exists.
    await node.revert({ id: snapshot })
    const replacement = await chain.send(signer(7), { to: testAccounts[9]!.address, value: 2n })
    const head = await chain.client.getBlockNumber({ cacheTime: 0 })
    expect(replacement.blockNumber).toBe(gone.blockNumber)
    await expect
      .poll(() => count(cloud.db, 'chain_transactions where hash = $1', [replacement.transactionHash]), {
        timeout: FROM_GENESIS_MS,
        interval: 50,
      })
      .toBe(1)
    await waitForIndexed(cloud.db, CHAIN, head)
    expect(await count(cloud.db, 'chain_transactions where hash = $1', [gone.transactionHash])).toBe(0)
    expect(await count(cloud.db, 'transfers where tx_hash = $1', [gone.transactionHash])).toBe(0)
    expect(await indexedTransactionCounts(cloud.db, head)).toEqual(
      await chainTransactionCounts(chain.client, head),
    )
  })
})
