import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { type Devnet, devnetTokens, startDevnet } from '@airlock/devnet'
import { type Account, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runMigrations } from '../db/migrate.ts'
import { openDatabase } from '../db/open.ts'
import type { Db } from '../db/types.ts'
import { type DevnetSender, devnetSender, erc20Call, signer } from '../test/chainActivity.ts'
import { runningInGroup } from '../test/cloudProcess.ts'
import { useTestDatabases } from '../test/databases.ts'
import { SOURCE_NODE_OPTIONS, TSX_BIN } from '../test/tsx.ts'
import { INDEXER_LEASE } from './lease.ts'
import { TRANSFER_TOPIC } from './transferLogs.ts'

const CHILD = fileURLToPath(new URL('./indexerChild.ts', import.meta.url))
const CHAIN = 'eip155:31337'
const LEASE_MS = 2_000
/** Blocks waiting when the instances start: the leader is killed while catching up with them. */
const BACKLOG = 240
/** Blocks mined while the leader is dead and the lease has not run out yet. */
const DURING_OUTAGE = 12
const SENDERS = [2, 3, 4, 5]

const databases = useTestDatabases()
let devnet: Devnet
let chain: DevnetSender
let db: Db
let databaseUrl: string
const children: IndexerChild[] = []

/** An indexer in a process of its own (indexerChild.ts), in its own process group: tsx runs node under it. */
interface IndexerChild {
  process: ChildProcess
  holder: Promise<string>
  output(): string
}

function startChild(): IndexerChild {
  const child = spawn(TSX_BIN, [CHILD], {
    env: {
      ...process.env,
      NODE_OPTIONS: SOURCE_NODE_OPTIONS,
      DATABASE_URL: databaseUrl,
      RPC_URL: devnet.rpcUrl,
      CHAIN_ID: CHAIN,
      LEASE_MS: String(LEASE_MS),
      POLL_MS: '30',
      // Small batches: the catch-up takes many transactions, so the kill lands in the middle of it.
      BATCH_BLOCKS: '2',
      LOG_LEVEL: 'info',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const holder = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk
      const match = /\{"holder":"([0-9a-f-]+)"\}/.exec(output)
      if (match) resolve(match[1]!)
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk))
    child.once('exit', (code, signal) =>
      reject(new Error(`indexer child exited (${code ?? signal}):\n${output}`)),
    )
  })
  const started = { process: child, holder, output: () => output }
  children.push(started)
  return started
}

/** SIGKILL to the child's whole group; resolves once no process of it runs. */
async function killNine(child: IndexerChild) {
  const pid = child.process.pid!
  process.kill(-pid, 'SIGKILL')
  await expect.poll(() => runningInGroup(pid), { timeout: 5_000, interval: 10 }).toEqual([])
}

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  chain = devnetSender(devnet.rpcUrl)
  ;({ databaseUrl } = (await databases.options('postgres')) as { databaseUrl: string })
  db = await openDatabase({ databaseUrl })
  await runMigrations(db)
})

afterAll(async () => {
  for (const child of children) {
    try {
      process.kill(-child.process.pid!, 'SIGKILL')
    } catch {
      // Gone already.
    }
  }
  await db?.close()
  await devnet?.stop()
})

/** Sent transactions, one block each (the devnet mines on arrival): ERC-20 transfers and ether alternately. */
const sent: { hash: string; native: boolean }[] = []

async function mine(count: number) {
  const senders: Account[] = SENDERS.map(signer)
  await Promise.all(
    senders.map(async (from, s) => {
      for (let i = s; i < count; i += senders.length) {
        const to = privateKeyToAccount(generatePrivateKey()).address
        const native = i % 2 === 1
        const receipt = await chain.send(
          from,
          native
            ? { to, value: BigInt(i + 1) }
            : { to: devnetTokens.usdc.address, data: erc20Call.transfer(to, parseUnits(String(i + 1), 6)) },
        )
        expect(receipt.status).toBe('success')
        sent.push({ hash: receipt.transactionHash, native })
      }
    }),
  )
}

const nextBlock = async () =>
  (
    await db.query<{ next_block: number }>('select next_block from indexer_state where chain_id = $1', [
      CHAIN,
    ])
  )[0]?.next_block ?? 0
const lease = async () =>
  (
    await db.query<{ holder: string; fence: number }>(
      'select holder, fence from indexer_leases where name = $1',
      [INDEXER_LEASE],
    )
  )[0]
const sorted = (values: string[]) => values.toSorted()

describe('the indexer on two instances over PostgreSQL', () => {
  it('runs on one; when it is killed -9 mid-catch-up the other takes over and indexes every transfer once', {
    timeout: 60_000,
  }, async () => {
    // Start after the devnet's own setup: indexing it from genesis traces its swaps (seconds), and every
    // block this test counts is one it mined.
    const setupHead = await chain.client.getBlockNumber({ cacheTime: 0 })
    const setupBlock = await chain.client.getBlock({ blockNumber: setupHead })
    const first = Number(setupHead) + 1
    await db.query('insert into indexer_state (chain_id, next_block, last_block_hash) values ($1, $2, $3)', [
      CHAIN,
      first,
      setupBlock.hash,
    ])
    await mine(BACKLOG)

    const instances = [startChild(), startChild()]
    const holders = await Promise.all(instances.map((instance) => instance.holder))
    await expect.poll(lease, { timeout: 15_000, interval: 20 }).toMatchObject({ fence: 1 })
    const leaderIndex = holders.indexOf((await lease())!.holder)
    expect(leaderIndex).toBeGreaterThanOrEqual(0)
    const leader = instances[leaderIndex]!
    const survivor = instances[1 - leaderIndex]!
    const survivorHolder = holders[1 - leaderIndex]!

    await expect.poll(nextBlock, { timeout: 20_000, interval: 10 }).toBeGreaterThan(first + 2)
    await killNine(leader)
    const killedAt = await nextBlock()
    // Killed in the middle of the backlog, and the other instance had not indexed anything.
    expect(killedAt).toBeLessThan(first + BACKLOG)
    expect(leader.output()).toContain('indexer: took the lease')
    expect(survivor.output()).not.toContain('indexer: took the lease')

    await mine(DURING_OUTAGE)
    const head = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))
    await expect.poll(lease, { timeout: 10_000, interval: 20 }).toEqual({ holder: survivorHolder, fence: 2 })
    await expect.poll(nextBlock, { timeout: 20_000, interval: 20 }).toBeGreaterThan(head)
    expect(survivor.output()).toContain('indexer: took the lease')

    // Every Transfer log on chain in the range, once.
    const logs = await chain.client.getLogs({
      fromBlock: BigInt(first),
      toBlock: BigInt(head),
    })
    const onChain = logs
      .filter((log) => log.topics[0] === TRANSFER_TOPIC)
      .map((log) => `${log.transactionHash}:${log.logIndex}`)
    expect(onChain).toHaveLength(sent.filter((tx) => !tx.native).length)
    const tokenRows = await db.query<{ tx_hash: string; log_index: number }>(
      `select tx_hash, log_index from transfers
          where chain_id = $1 and block_number between $2 and $3 and log_index >= 0`,
      [CHAIN, first, head],
    )
    expect(sorted(tokenRows.map((row) => `${row.tx_hash}:${row.log_index}`))).toEqual(sorted(onChain))
    // Every ether payment once.
    const nativeRows = await db.query<{ tx_hash: string }>(
      `select tx_hash from transfers
          where chain_id = $1 and block_number between $2 and $3 and standard = 'native'`,
      [CHAIN, first, head],
    )
    expect(sorted(nativeRows.map((row) => row.tx_hash))).toEqual(
      sorted(sent.filter((tx) => tx.native).map((tx) => tx.hash)),
    )
    // No block left out: each block's transaction (one per block) is there.
    const blocks = await db.query<{ block_number: number; hash: string }>(
      `select block_number, hash from chain_transactions
          where chain_id = $1 and block_number between $2 and $3 order by block_number`,
      [CHAIN, first, head],
    )
    expect(blocks.map((row) => row.block_number)).toEqual(
      Array.from({ length: head - first + 1 }, (_, i) => first + i),
    )
    expect(sorted(blocks.map((row) => row.hash))).toEqual(sorted(sent.map((tx) => tx.hash)))
    expect(
      await db.query(
        'select tx_hash, log_index from transfers where chain_id = $1 group by 1, 2 having count(*) > 1',
        [CHAIN],
      ),
    ).toEqual([])
  })
})
