import { type ChildProcess, spawn } from 'node:child_process'
import { devnetTokens } from '@airlock/devnet'
import { freeLoopbackPort } from '@airlock/testing'
import { inject } from 'vitest'
import { consumerEnv } from './install.ts'

export interface Served {
  url: string
  /** Everything the server printed so far (stdout and stderr). */
  output(): string
  close(): Promise<void>
}

/** Where the apps find the devnet and the cloud: the server's environment when it starts, not the build's. */
const runtimeEnv = () => ({
  DEVNET_RPC_URL: inject('devnetRpcUrl'),
  AIRLOCK_CLOUD_URL: inject('cloudUrl'),
  // The wagmi page's ERC-20 (consumer-wagmi.test.ts).
  DEVNET_TOKEN: devnetTokens.usdc.address,
})

/**
 * Starts one of the consumer's own commands (`vite preview`, `next start`) on a free loopback port, in its
 * own process group, with the devnet's and the cloud's urls in its environment (`runtimeEnv`), and resolves
 * once the page answers.
 */
export async function serveConsumer(app: string, command: (port: number) => string[]): Promise<Served> {
  const port = await freeLoopbackPort()
  const [bin, ...args] = command(port)
  const child: ChildProcess = spawn(bin!, args, {
    cwd: app,
    env: consumerEnv(runtimeEnv()),
    detached: true,
    stdio: 'pipe',
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}/`
  const close = async () => {
    if (child.exitCode !== null || child.pid === undefined) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid, 'SIGTERM')
    await exited
  }
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited early:\n${output}`)
    try {
      if ((await fetch(url)).ok) return { url, output: () => output, close }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await close()
      throw new Error(`${args.join(' ')} did not answer on ${url}:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
