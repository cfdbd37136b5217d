import { compileContracts } from '../scripts/compile.ts'
import { type DevnetAccount, testAccounts } from './accounts.ts'
import { DEVNET_CHAIN_ID } from './addresses.ts'
import { deployContracts } from './deploy.ts'
import { spawnHardhatNode } from './hardhat.ts'
import { acceptsConnections, pollUntil, probeChainId, urlHost, waitUntilClosed, withTimeout } from './net.ts'

export interface Devnet {
  rpcUrl: string
  wsUrl: string
  host: string
  port: number
  chainId: typeof DEVNET_CHAIN_ID
  /** The hardhat process, also its process group id: stop() ends the whole group. */
  pid: number
  accounts: readonly DevnetAccount[]
  /** Ends the hardhat process group; resolves once the port refuses connections. Safe to call twice. */
  stop(): Promise<void>
}

export interface StartDevnetOptions {
  /** Default 8545; 0 picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** Default true: hardhat's output is kept in a buffer and shown only if the start fails. */
  silent?: boolean
}

const START_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 5_000

async function assertPortFree(host: string, port: number) {
  if (!(await acceptsConnections(host, port))) return
  const rpcUrl = `http://${urlHost(host)}:${port}`
  const chainId = await probeChainId(rpcUrl)
  // Attaching to a devnet someone else started would let their stop() pull it from under us.
  if (chainId === DEVNET_CHAIN_ID) {
    throw new Error(
      `A devnet (chain ${DEVNET_CHAIN_ID}) is already running at ${rpcUrl}. Stop it, or start this one on ` +
        'another port (port: 0 picks a free one).',
    )
  }
  throw new Error(
    `Port ${port} on ${host} is already in use${chainId === undefined ? '' : ` (chain ${chainId})`}`,
  )
}

function withLog(message: string, log: string) {
  return `${message}\n--- hardhat node output ---\n${log.trimEnd() || '(none)'}\n---`
}

/** Starts a hardhat node with the devnet's contracts deployed and the test accounts funded. */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const host = options.host ?? '127.0.0.1'
  const requestedPort = options.port ?? 8545
  await compileContracts()
  if (requestedPort !== 0) await assertPortFree(host, requestedPort)

  const node = spawnHardhatNode({ host, port: requestedPort, silent: options.silent ?? true })
  // A parent that crashes or calls process.exit() must not leave hardhat running on its own.
  const onExit = () => node.kill()
  process.on('exit', onExit)

  let port = requestedPort
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      await node.stop(STOP_TIMEOUT_MS)
      process.off('exit', onExit)
      // A port 0 start that failed before listening has no port to check.
      if (port !== 0 && !(await waitUntilClosed(host, port, STOP_TIMEOUT_MS))) {
        throw new Error(`The devnet's port ${port} still accepts connections after hardhat stopped`)
      }
    })()
    return stopping
  }

  try {
    const deadline = Date.now() + START_TIMEOUT_MS
    port = await withTimeout(
      node.listening,
      START_TIMEOUT_MS,
      `hardhat node did not start within ${START_TIMEOUT_MS / 1000} s`,
    )
    const rpcUrl = `http://${urlHost(host)}:${port}`
    const answered = await pollUntil(async () => (await probeChainId(rpcUrl)) === DEVNET_CHAIN_ID, {
      timeoutMs: Math.max(0, deadline - Date.now()),
    })
    if (!answered)
      throw new Error(`hardhat node at ${rpcUrl} did not answer eth_chainId = ${DEVNET_CHAIN_ID}`)
    await deployContracts(rpcUrl)
    return {
      rpcUrl,
      wsUrl: `ws://${urlHost(host)}:${port}`,
      host,
      port,
      chainId: DEVNET_CHAIN_ID,
      pid: node.pid,
      accounts: testAccounts,
      stop,
    }
  } catch (error) {
    const log = node.log()
    await stop().catch(() => {})
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(withLog(`Could not start the devnet: ${message}`, log), { cause: error })
  }
}
