import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Devnet, devnetContracts, devnetTokens, startDevnet } from '@airlock/devnet'
import { AirlockRouterAbi } from '@airlock/devnet/contracts'
import { encodeFunctionData, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { openDatabase } from '../db/open.ts'
import { type DevnetSender, devnetSender, erc20Call, signer, waitForIndexed } from '../test/chainActivity.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'
import { seedPgliteFolder } from '../test/pgliteDump.ts'
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

describe.each(DB_KINDS)('indexer across restarts and outages on %s', { timeout: 60_000 }, (kind) => {
  let cloud: Cloud | undefined

  afterAll(async () => {
    await cloud?.close()
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
    expect(await indexedTransactionCounts(cloud.db, head)).toEqual(
      await chainTransactionCounts(chain.client, head),
    )

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
    expect(await indexedTransactionCounts(cloud.db, head)).toEqual(
      await chainTransactionCounts(chain.client, head),
    )

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
})
