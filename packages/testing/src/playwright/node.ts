import { isLoopbackUrl } from '@airlock/wallet-engine'

/** What to run when no node answers: said once, in every error the check throws. */
const startNode =
  'Start one before the tests (`npx hardhat node` or `anvil`, both listen on 127.0.0.1:8545 with chain 31337), or set AIRLOCK_TEST_RPC_URL to yours.'

/**
 * Asks the node at `rpcUrl` for its chain id and throws a readable error when it is not a loopback url, does
 * not answer, or is on another chain than `chainId`. Without it, a test whose node is down fails later with
 * the dapp's own, vaguer words ("chain disconnected", a spinner that never ends).
 */
export async function checkNode(rpcUrl: string, chainId: number): Promise<void> {
  if (!isLoopbackUrl(rpcUrl)) {
    throw new Error(
      `The test wallet only talks to a node on this machine, and ${rpcUrl} is not one (use http://127.0.0.1:<port>). ${startNode}`,
    )
  }
  let answer: { result?: unknown; error?: { message?: string } }
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(10_000),
    })
    answer = (await response.json()) as typeof answer
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`No Ethereum node answers at ${rpcUrl} (${reason}). ${startNode}`)
  }
  if (typeof answer.result !== 'string') {
    throw new Error(
      `The node at ${rpcUrl} did not answer eth_chainId (${answer.error?.message ?? JSON.stringify(answer)}). ${startNode}`,
    )
  }
  const actual = Number.parseInt(answer.result, 16)
  if (actual !== chainId) {
    throw new Error(
      `The node at ${rpcUrl} is on chain ${actual}, but the test wallet starts on chain ${chainId}: pass walletChains with test.use() to match it.`,
    )
  }
}
