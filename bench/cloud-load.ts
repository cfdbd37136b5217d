import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCloud } from '@airlock/cloud'
import { devnetPricing, devnetSpamTokens, devnetTokens, startDevnet, testAccounts } from '@airlock/devnet'
import autocannon from 'autocannon'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'

/**
 * Load benchmark of the cloud's read side (`npm run bench:cloud`): a real devnet with some activity, a real
 * cloud on PGlite (or PostgreSQL with DATABASE_URL), and autocannon on loopback against balance, history
 * and getWallets. The anchor is /healthz, one database round trip through the same server: each route's
 * throughput is printed as a ratio to it. Bounded: BENCH_SECONDS per route (default 10).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const transfers = 60

const devnet = await startDevnet({ port: 0 })
const dataDir = await mkdtemp(join(tmpdir(), 'airlock-bench-'))
const cloud = await createCloud({
  port: 0,
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir }),
  chains: [
    {
      caipNetworkId: `eip155:${devnet.chainId}`,
      rpcUrl: devnet.rpcUrl,
      pricing: devnetPricing,
      spamTokens: devnetSpamTokens,
    },
  ],
  logger: false,
})

try {
  const owner = testAccounts[0]!
  const other = testAccounts[1]!
  const transport = http(devnet.rpcUrl)
  const client = createPublicClient({ chain: hardhat, transport, pollingInterval: 20 })
  const wallet = createWalletClient({
    account: privateKeyToAccount(owner.privateKey),
    chain: hardhat,
    transport,
  })
  console.log(`Seeding ${transfers} transfers…`)
  for (let i = 0; i < transfers; i++) {
    const hash =
      i % 2 === 0
        ? await wallet.sendTransaction({ to: other.address, value: parseEther('0.01') })
        : await wallet.writeContract({
            address: devnetTokens.usdc.address,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [other.address, 1_000_000n],
          })
    await client.waitForTransactionReceipt({ hash })
  }
  const head = await client.getBlockNumber()
  const project = 'projectId=airlock-demo&st=bench&sv=1'
  const history = `${cloud.url}/v1/account/${owner.address}/history?${project}&chainId=eip155:31337`
  // The indexer follows the chain: measure once it has caught up.
  for (let tries = 0; ; tries++) {
    const [state] = await cloud.db.query<{ next_block: number }>('select next_block from indexer_state')
    if (state && BigInt(state.next_block) > head) break
    if (tries > 600) throw new Error('The indexer did not catch up within 60 s')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }

  const targets = [
    { name: 'healthz (anchor)', url: `${cloud.url}/healthz` },
    { name: 'balance', url: `${cloud.url}/v1/account/${owner.address}/balance?${project}&currency=usd` },
    { name: 'history', url: history },
    { name: 'getWallets', url: `${cloud.url}/getWallets?${project}&page=2&entries=40` },
    { name: 'getWallets search', url: `${cloud.url}/getWallets?${project}&search=wallet&entries=40` },
  ]
  const rows: { name: string; rps: number; p50: number; p99: number; errors: number }[] = []
  for (const target of targets) {
    const result = await autocannon({ url: target.url, connections, duration: seconds })
    const errors = result.errors + result.timeouts + result.non2xx
    rows.push({
      name: target.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors,
    })
  }
  const anchor = rows[0]!.rps
  console.log(
    `\nCloud load, ${connections} connections, ${seconds} s per route, ${cloud.db.kind}, Node ${process.version}`,
  )
  console.log('route               req/s    p50 ms   p99 ms   errors   ratio to anchor')
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(18)} ${row.rps.toFixed(0).padStart(6)} ${row.p50.toFixed(1).padStart(9)} ${row.p99
        .toFixed(1)
        .padStart(8)} ${String(row.errors).padStart(8)}   ${(row.rps / anchor).toFixed(2)}`,
    )
  }
} finally {
  await cloud.close()
  await devnet.stop()
  await rm(dataDir, { recursive: true, force: true })
}
