import { devnetSolanaAccounts, devnetSolanaUsdc } from './accounts.ts'
import { startSolanaDevnet } from './server.ts'

/** `tsx services/devnet/src/solana/cli.ts`: the local Solana chain on its own, until Ctrl-C. */
const port = Number(process.env.SOLANA_DEVNET_PORT ?? 8899)

const startedAt = performance.now()
let devnet: Awaited<ReturnType<typeof startSolanaDevnet>>
try {
  devnet = await startSolanaDevnet({ port })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

const account = devnetSolanaAccounts[0]
console.log(`
  Local Solana chain running (started in ${((performance.now() - startedAt) / 1000).toFixed(1)} s)

  RPC URL     ${devnet.rpcUrl}
  WebSocket   ${devnet.wsUrl}
  Network     ${devnet.caipNetworkId}
  USDC        ${devnetSolanaUsdc.mint}

  Test account #0 (a public test key: never use it on a real chain)
    address     ${account?.address}
    seed (hex)  ${account?.seedHex}

  Press Ctrl-C to stop.
`)

async function shutdown(signal: NodeJS.Signals) {
  console.log(`\n${signal}: stopping the local Solana chain…`)
  await devnet.stop()
  process.exit(0)
}
process.once('SIGINT', (signal) => void shutdown(signal))
process.once('SIGTERM', (signal) => void shutdown(signal))
