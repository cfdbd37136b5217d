import { type Cloud, createCloud } from '@airlock/cloud'
import { benchBundle } from './protocol/bundle.ts'
import { benchCrypto } from './protocol/crypto.ts'
import { benchPairing } from './protocol/latency.ts'
import { benchRelay } from './protocol/relay.ts'

/**
 * Protocol benchmark (`npm run bench:protocol`, not part of `npm test`): each figure next to the official
 * WalletConnect client (or, for the relay, a plain `ws` forwarder) measured in the same run, with ratios.
 *  1. app-role bundle size, gzip, against @walletconnect/sign-client; budget <= 1/3 of it
 *     (apps/docs/pages/benchmarks.md lists the budgets)
 *  2. pairing -> settled session over our relay: ours vs SignClient + WalletKit
 *  3. envelope encrypt + decrypt per second: ours vs @walletconnect/utils
 *  4. our relay: connections held, publish throughput and latency, vs a plain ws forwarder
 * Bounded: about 2 minutes with the defaults (knobs: BENCH_* variables in each section's file).
 */

const PROJECT_ID = 'bench'
const started = performance.now()
const notes: string[] = []
let cloud: Cloud | undefined
let budgetPass = false

console.log(`Protocol bench, Node ${process.version}, ${process.platform}/${process.arch}`)
try {
  const bundle = await benchBundle()
  budgetPass = bundle.pass
  notes.push(...bundle.notes)

  cloud = await createCloud({
    port: 0,
    dataDir: 'memory://',
    chains: [],
    indexer: false,
    projectsFile: null,
    logger: false,
    // The relay's per-client rate limit (100/s) would cap 4b's publishers: measure the relay, not the limiter.
    relay: { rateLimit: { perSecond: 1_000_000, burst: 1_000_000 } },
  })
  await cloud.context.projects.create({ id: PROJECT_ID })
  const relayUrl = `${cloud.url.replace(/^http/, 'ws')}/relay`
  console.log(`\nCloud with relay at ${relayUrl} (PGlite in memory, relay rate limit raised for the bench)`)

  notes.push(...(await benchPairing(relayUrl, PROJECT_ID)))
  benchCrypto()
  notes.push(...(await benchRelay(cloud, relayUrl, PROJECT_ID)))
} finally {
  await cloud?.close()
}

console.log(
  `\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s; bundle budget ${budgetPass ? 'PASS' : 'FAIL'}`,
)
if (notes.length > 0) console.log(`Notes:\n${notes.map((note) => `- ${note}`).join('\n')}`)
// The official clients keep heartbeat timers running after their sockets close.
process.exit(budgetPass ? 0 : 1)
