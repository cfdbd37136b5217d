import type { TestProject } from 'vitest/node'
import { startBitcoinTestChain } from '../bitcoin/chain.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Esplora URL (http://127.0.0.1:port) of one Bitcoin test chain for the unit run, for tests that reach a
     * chain over HTTP as an app does (mine and credit with its POST /test/mine and /test/faucet routes).
     */
    bitcoinTestChainUrl: string
  }
}

/**
 * One Bitcoin test chain for the whole unit run, so that an app's tests can reach a chain the way the app
 * does, by URL, without importing the test package that runs it. A file that needs a chain of its own (to
 * count every block, or to stop it) still starts one with `startBitcoinTestChain`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chain = await startBitcoinTestChain({ port: 0 })
  project.provide('bitcoinTestChainUrl', chain.url)
  return () => chain.stop()
}
