import { devnetContracts, devnetPairs, devnetTokens } from './addresses.ts'
import { startDevnet } from './devnet.ts'

/** `tsx services/devnet/src/cli.ts`: a devnet on its own, until Ctrl-C. */
const port = Number(process.env.DEVNET_PORT ?? 8545)

const startedAt = performance.now()
let devnet: Awaited<ReturnType<typeof startDevnet>>
try {
  devnet = await startDevnet({ port })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

const account = devnet.accounts[0]!
console.log(`
  Devnet running (started in ${((performance.now() - startedAt) / 1000).toFixed(1)} s)

  RPC URL     ${devnet.rpcUrl}
  WebSocket   ${devnet.wsUrl}
  Chain id    ${devnet.chainId}
  USDC        ${devnetTokens.usdc.address}
  DAI         ${devnetTokens.dai.address}
  WETH        ${devnetContracts.weth}
  AMM router  ${devnetContracts.router}  (factory ${devnetContracts.factory})
  Pools       WETH/USDC ${devnetPairs.wethUsdc}  DAI/USDC ${devnetPairs.daiUsdc}
  NFT (AXP)   ${devnetContracts.nft}

  Test account #0 (a public test key: never use it on a real chain)
    address     ${account.address}
    private key ${account.privateKey}

  Press Ctrl-C to stop.
`)

async function shutdown(signal: NodeJS.Signals) {
  console.log(`\n${signal}: stopping the devnet…`)
  try {
    await devnet.stop()
    process.exit(0)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
process.once('SIGINT', (signal) => void shutdown(signal))
process.once('SIGTERM', (signal) => void shutdown(signal))
