import {
  type AppClient,
  createAppClient,
  createMemoryStorage,
  createWalletClient,
  type WalletClient,
} from '@airlock/protocol'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { median, officialMemoryStorage, printTable, quantile, ratio, withTimeout } from './util.ts'
import { WebSocket } from './ws.ts'

/**
 * Section 2: pairing to settled session on loopback, over our relay, ours (app + wallet) against the
 * official SignClient (app) + WalletKit (wallet). Each side's clients are made once and warmed up; each
 * sample runs from the app's connect() call until both sides hold the session: the app's approval()
 * resolved and the wallet's approval acknowledged by the app (what WalletKit.approveSession awaits; for
 * ours the wallet's acknowledged()). The two sides are sampled in turn, one pairing each.
 *
 * Verify: our clients are made without verifyUrl, so they resolve nothing. The official wallet looks
 * every proposal up on verify.walletconnect.org (its only switch is its own test mode, IS_VITEST); the
 * bench refuses every non-loopback fetch at once (see `blockOutsideFetches`), so that lookup fails in
 * well under a millisecond and the proposal goes on as UNKNOWN, the same as ours, whatever the network.
 */

const SAMPLES = Number(process.env.BENCH_PAIRING_SAMPLES ?? 20)
const WARM_UP = 2
const SAMPLE_TIMEOUT_MS = 15_000
const ACCOUNT = 'eip155:1:0x1111111111111111111111111111111111111111'
const proposed = { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged'] } }
const granted = {
  eip155: {
    chains: ['eip155:1'],
    accounts: [ACCOUNT],
    methods: ['personal_sign'],
    events: ['accountsChanged'],
  },
}
const metadata = (name: string) => ({
  name,
  description: `${name} (bench)`,
  url: 'http://127.0.0.1',
  icons: [],
})

interface Pair {
  /** One pairing to settled session; resolves with milliseconds. */
  once(): Promise<number>
  close(): Promise<void>
}

async function oursPair(relayUrl: string, projectId: string): Promise<Pair> {
  const webSocket = (url: string) => new WebSocket(url)
  const common = { relayUrl, projectId, webSocket }
  const app: AppClient = await createAppClient({
    ...common,
    storage: createMemoryStorage(),
    metadata: metadata('app'),
  })
  const wallet: WalletClient = await createWalletClient({
    ...common,
    storage: createMemoryStorage(),
    metadata: metadata('wallet'),
  })
  let walletDone: ((at: number) => void) | undefined
  let walletFailed: ((error: Error) => void) | undefined
  wallet.events.on('session_proposal', async ({ id }) => {
    try {
      const { acknowledged } = await wallet.approve({ id, namespaces: granted })
      await acknowledged()
      walletDone?.(performance.now())
    } catch (error) {
      walletFailed?.(error as Error)
    }
  })
  return {
    async once() {
      const walletSettled = new Promise<number>((resolve, reject) => {
        walletDone = resolve
        walletFailed = reject
      })
      const start = performance.now()
      const { uri, approval } = await app.connect({ optionalNamespaces: proposed })
      await wallet.pair({ uri: uri! })
      await approval()
      const appAt = performance.now()
      return Math.max(appAt, await walletSettled) - start
    },
    async close() {
      await Promise.allSettled([app.stop(), wallet.stop()])
    },
  }
}

async function officialPair(relayUrl: string, projectId: string): Promise<Pair> {
  const options = { projectId, relayUrl, telemetryEnabled: false, logger: 'silent' }
  const app = await SignClient.init({
    ...options,
    customStoragePrefix: 'bench-official-app',
    storage: officialMemoryStorage(),
    metadata: metadata('app'),
  })
  const core = new Core({
    ...options,
    customStoragePrefix: 'bench-official-wallet',
    storage: officialMemoryStorage(),
  })
  const wallet = await WalletKit.init({ core, metadata: metadata('wallet') })
  let walletDone: ((at: number) => void) | undefined
  let walletFailed: ((error: Error) => void) | undefined
  wallet.on('session_proposal', async ({ id }) => {
    try {
      await wallet.approveSession({ id, namespaces: granted })
      walletDone?.(performance.now())
    } catch (error) {
      walletFailed?.(error as Error)
    }
  })
  return {
    async once() {
      const walletSettled = new Promise<number>((resolve, reject) => {
        walletDone = resolve
        walletFailed = reject
      })
      const start = performance.now()
      const { uri, approval } = await app.connect({ optionalNamespaces: proposed })
      await wallet.pair({ uri: uri! })
      await approval()
      const appAt = performance.now()
      return Math.max(appAt, await walletSettled) - start
    },
    async close() {
      await Promise.allSettled([app.core.relayer.transportClose(), wallet.core.relayer.transportClose()])
    },
  }
}

interface Side {
  name: string
  pair?: Pair
  times: number[]
  error?: string
}

/**
 * Samples the sides in turn (official, ours, official, …) so that load from elsewhere on the machine
 * lands on both alike; a side that fails stops being sampled.
 */
async function sampleInTurn(sides: Side[]): Promise<void> {
  for (let i = 0; i < WARM_UP + SAMPLES; i++) {
    for (const side of sides) {
      if (!side.pair || side.error) continue
      try {
        const ms = await withTimeout(side.pair.once(), SAMPLE_TIMEOUT_MS, `${side.name} pairing ${i}`)
        if (i >= WARM_UP) side.times.push(ms)
      } catch (error) {
        side.error = (error as Error).message
      }
    }
  }
}

/** Refuses every fetch that leaves 127.0.0.1 (official verify lookups, telemetry); returns the undo. */
export function blockOutsideFetches(): { refused: string[]; restore(): void } {
  const original = globalThis.fetch
  const refused: string[] = []
  globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (/^(https?|wss?):\/\/(127\.0\.0\.1|localhost)(:|\/|$)/.test(url)) return original(input, init)
    refused.push(new URL(url).host + new URL(url).pathname.replace(/[0-9a-f]{64}/, '<hash>'))
    throw new TypeError(`fetch to ${url} refused by the bench (offline)`)
  }
  return {
    refused,
    restore() {
      globalThis.fetch = original
    },
  }
}

export async function benchPairing(relayUrl: string, projectId: string): Promise<string[]> {
  const notes: string[] = []
  const block = blockOutsideFetches()
  try {
    const rows: Side[] = [
      { name: 'official SignClient + WalletKit', times: [] },
      { name: 'ours createAppClient + createWalletClient', times: [] },
    ]
    const makers = [officialPair, oursPair]
    try {
      for (const [index, side] of rows.entries()) {
        try {
          side.pair = await makers[index]!(relayUrl, projectId)
        } catch (error) {
          side.error = `could not start: ${(error as Error).message}`
        }
      }
      await sampleInTurn(rows)
    } finally {
      await Promise.all(rows.map((side) => side.pair?.close()))
    }
    for (const side of rows) if (side.error) notes.push(`${side.name}: ${side.error}`)
    const anchor = rows[0]!.times
    printTable(
      `2. Pairing -> session settled on both sides, loopback, our relay (${SAMPLES} samples each after ${WARM_UP} warm-up, taken in turn)`,
      ['clients', 'median ms', 'p95 ms', 'min ms', 'max ms', 'median ratio to official', 'p95 ratio'],
      rows.map(({ name, times }) => [
        name,
        median(times).toFixed(1),
        quantile(times, 0.95).toFixed(1),
        Math.min(...times).toFixed(1),
        Math.max(...times).toFixed(1),
        ratio(median(times), median(anchor)),
        ratio(quantile(times, 0.95), quantile(anchor, 0.95)),
      ]),
    )
    const kinds = [...new Set(block.refused)]
    console.log(
      `verify: ours has no verifyUrl (no lookups); the official wallet's ${block.refused.length} outside fetches were refused at once` +
        (kinds.length ? ` (${kinds.join(', ')})` : ''),
    )
    for (const note of notes) console.log(`not measured: ${note}`)
    return notes
  } finally {
    block.restore()
  }
}
