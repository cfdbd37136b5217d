import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Devnet, devnetContracts, devnetTokens, startDevnet, testAccounts } from '@airlock/devnet'
import { AirlockRouterAbi } from '@airlock/devnet/contracts'
import { createTestClient, encodeFunctionData, type Hex, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { openDatabase } from '../db/open.ts'
import type { Db } from '../db/types.ts'
import { type DevnetSender, devnetSender, erc20Call, signer, waitForIndexed } from '../test/chainActivity.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'
import { seedPgliteFolder } from '../test/pgliteDump.ts'

const CHAIN = 'eip155:31337'
const POLL_MS = 30
/**
 * Indexing the devnet from block 0 traces its setup's liquidity and swap transactions (struct logs, about
 * 3 s on a busy machine; later indexes in the process reuse the traces): waits for a fresh index get longer
 * than waitForIndexed's default.
 */
const FROM_GENESIS_MS = 45_000

const databases = useTestDatabases()
let devnet: Devnet
let chain: DevnetSender
let proxy: Server
let proxyUrl: string
/** While true the proxy in front of the devnet drops every connection: the node is "down". */
let nodeDown = false
/** Requests the proxy dropped while the node was down: the indexer's tries. */
let dropped = 0
const folders: string[] = []

/** A node that can go down and come back: forwards to the devnet unless nodeDown. */
function startProxy(target: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    if (nodeDown) {
      dropped++
      return request.socket.destroy()
    }
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat(chunks),
    })
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(await answer.text())
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  chain = devnetSender(devnet.rpcUrl)
  proxy = await startProxy(devnet.rpcUrl)
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
})

afterAll(async () => {
  proxy?.closeAllConnections()
  proxy?.close()
  await devnet?.stop()
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
})

/** A database that outlives one cloud: a PGlite folder on disk, or a PostgreSQL database. */
async function persistentDatabase(kind: (typeof DB_KINDS)[number]) {
  if (kind === 'postgres') return databases.options(kind)
  const folder = await mkdtemp(join(tmpdir(), 'airlock-indexer-'))
  folders.push(folder)
  const dataDir = join(folder, 'pglite')
  // An initialised cluster: the first cloud on the folder loads it instead of running initdb.
  await seedPgliteFolder(dataDir)
  return { dataDir }
}

/** Resolves once the proxy has dropped `tries` more of the indexer's requests: it kept trying. */
async function indexerTriesWhileDown(tries: number) {
  const until = dropped + tries
  await expect.poll(() => dropped, { timeout: 15_000, interval: 10 }).toBeGreaterThanOrEqual(until)
}

async function count(db: Db, sql: string, params: unknown[] = []) {
  const [row] = await db.query<{ n: number }>(`select count(*) as n from ${sql}`, params)
  return row!.n
}

/** Transactions per block on the node, blocks 0..head. */
async function chainTransactionCounts(head: bigint) {
  const counts: number[] = []
  for (let n = 0n; n <= head; n++) {
    counts.push((await chain.client.getBlock({ blockNumber: n })).transactions.length)
  }
  return counts
}

/** Init code that deploys `runtime` (under 256 bytes) as the contract's code. */
const deployCode = (runtime: string): Hex =>
  `0x60${(runtime.length / 2).toString(16).padStart(2, '0')}80600b6000396000f3${runtime}`
const push20 = (address: string) => `73${address.slice(2).toLowerCase()}`
/** CALL(gas, to, value, 0, 0, 0, 0) then POP; `to` and `value` are code pushing them. */
const callWithValue = (to: string, value: string) => `6000600060006000${value}${to}5af150`

async function indexedTransactionCounts(db: Db, head: bigint) {
  const rows = await db.query<{ block_number: number; n: number }>(
    `select block_number, count(*) as n from chain_transactions
      where chain_id = $1 and block_number <= $2 group by block_number`,
    [CHAIN, Number(head)],
  )
  const counts = Array.from({ length: Number(head) + 1 }, () => 0)
  for (const row of rows) counts[row.block_number] = row.n
  return counts
}

describe.each(DB_KINDS)('indexer on %s', { timeout: 60_000 }, (kind) => {
  let cloud: Cloud | undefined

  afterAll(async () => {
    await cloud?.close()
  })

  /**
   * One cloud on a fresh database for the tests that only need the chain indexed as it goes: a cloud's start
   * and its first index from block 0 cost seconds. These tests come last, so it never indexes beside the
   * others' clouds.
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

  it('neither misses nor repeats anything across a restart, with transactions sent while it was down', async () => {
    const database = await persistentDatabase(kind)
    const options = {
      ...database,
      chains: [{ caipNetworkId: CHAIN, rpcUrl: devnet.rpcUrl }],
      indexer: { pollMs: POLL_MS },
    }
    const alice = privateKeyToAccount(generatePrivateKey())
    const bob = privateKeyToAccount(generatePrivateKey())
    const sent: { hash: string; transfers: number }[] = []
    const record = async (
      receipt: Promise<{ transactionHash: string; blockNumber: bigint }>,
      transfers: number,
    ) => {
      const { transactionHash, blockNumber } = await receipt
      sent.push({ hash: transactionHash, transfers })
      return blockNumber
    }

    cloud = await startTestCloud(options)
    await record(chain.send(signer(0), { to: alice.address, value: parseEther('5') }), 1)
    const before = await record(
      chain.send(signer(0), {
        to: devnetTokens.usdc.address,
        data: erc20Call.transfer(alice.address, parseUnits('100', 6)),
      }),
      1,
    )
    await waitForIndexed(cloud.db, CHAIN, before, FROM_GENESIS_MS)
    await cloud.close()

    // The cloud is down: these land in blocks it has never seen.
    await record(chain.send(alice, { to: bob.address, value: parseEther('1') }), 1)
    await record(
      chain.send(alice, {
        to: devnetTokens.usdc.address,
        data: erc20Call.transfer(bob.address, parseUnits('7', 6)),
      }),
      1,
    )
    await record(
      chain.send(alice, { to: devnetTokens.usdc.address, data: erc20Call.approve(bob.address, 1n) }),
      0,
    )
    await record(
      chain.send(alice, {
        to: devnetTokens.usdc.address,
        data: erc20Call.approve(devnetContracts.router, parseUnits('50', 6)),
      }),
      0,
    )
    // USDC alice -> pool, WETH pool -> router (logs); ether WETH -> router, router -> alice (internal).
    const last = await record(
      chain.send(alice, {
        to: devnetContracts.router,
        data: encodeFunctionData({
          abi: AirlockRouterAbi,
          functionName: 'swapExactTokensForETH',
          args: [
            parseUnits('50', 6),
            1n,
            [devnetTokens.usdc.address, devnetContracts.weth],
            alice.address,
            2n ** 40n,
          ],
        }),
      }),
      4,
    )

    cloud = await startTestCloud(options)
    await waitForIndexed(cloud.db, CHAIN, last)
    for (const { hash, transfers } of sent) {
      expect(
        await count(cloud.db, 'chain_transactions where chain_id = $1 and hash = $2', [CHAIN, hash]),
      ).toBe(1)
      expect(await count(cloud.db, 'transfers where chain_id = $1 and tx_hash = $2', [CHAIN, hash])).toBe(
        transfers,
      )
    }
    const head = await chain.client.getBlockNumber({ cacheTime: 0 })
    await waitForIndexed(cloud.db, CHAIN, head)
    expect(await indexedTransactionCounts(cloud.db, head)).toEqual(await chainTransactionCounts(head))

    // Blocks read a second time (a writer whose position update was lost) add no second copy.
    const transfersBefore = await count(cloud.db, 'transfers where chain_id = $1', [CHAIN])
    await cloud.close()
    const rewind = head - 4n
    const parent = await chain.client.getBlock({ blockNumber: rewind - 1n })
    // The database alone, without a cloud around it, as the writer would have left it.
    const db = await openDatabase(database)
    try {
      await db.query('update indexer_state set next_block = $2, last_block_hash = $3 where chain_id = $1', [
        CHAIN,
        Number(rewind),
        parent.hash,
      ])
    } finally {
      await db.close()
    }
    cloud = await startTestCloud(options)
    await waitForIndexed(cloud.db, CHAIN, head)
    expect(await count(cloud.db, 'transfers where chain_id = $1', [CHAIN])).toBe(transfersBefore)
    expect(await indexedTransactionCounts(cloud.db, head)).toEqual(await chainTransactionCounts(head))

    await cloud.context.projects.create({ id: 'indexer-test' })
    const history = await fetchJson<{ data: { metadata: { hash: string } }[] }>(
      `${cloud.url}/v1/account/${alice.address}/history?projectId=indexer-test`,
    )
    expect(history.body.data.map((tx) => tx.metadata.hash)).toEqual(sent.map((tx) => tx.hash).toReversed())
    await cloud.close()
    cloud = undefined
  })

  it('outlives a node that is down, catches up when it is back, and closes promptly', async () => {
    nodeDown = true
    try {
      cloud = await startTestCloud({
        ...(await databases.options(kind)),
        chains: [{ caipNetworkId: CHAIN, rpcUrl: proxyUrl }],
        indexer: { pollMs: POLL_MS },
      })
      // It tried and failed, and tried again after each failure (no retries inside a try), and still answers.
      await indexerTriesWhileDown(3)
      expect(await fetchJson(`${cloud.url}/healthz`)).toMatchObject({ status: 200, body: { status: 'ok' } })
      const [state] = await cloud.db.query<{ next_block: number }>(
        'select next_block from indexer_state where chain_id = $1',
        [CHAIN],
      )
      expect(state?.next_block ?? 0).toBe(0)
    } finally {
      nodeDown = false
    }
    const head = await chain.client.getBlockNumber({ cacheTime: 0 })
    await waitForIndexed(cloud.db, CHAIN, head, FROM_GENESIS_MS)

    nodeDown = true
    try {
      // Closed while its requests fail.
      await indexerTriesWhileDown(1)
      const started = Date.now()
      await cloud.close()
      expect(Date.now() - started).toBeLessThan(2_000)
      cloud = undefined
    } finally {
      nodeDown = false
    }
  })

  it("indexes a fresh database from block 0: the deployer's contracts, mints and tokens", async () => {
    const cloud = await indexingCloud()
    const head = await chain.client.getBlockNumber({ cacheTime: 0 })
    await waitForIndexed(cloud.db, CHAIN, head, FROM_GENESIS_MS)
    expect(await indexedTransactionCounts(cloud.db, head)).toEqual(await chainTransactionCounts(head))

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
    expect(await indexedTransactionCounts(cloud.db, head)).toEqual(await chainTransactionCounts(head))
  })
})
