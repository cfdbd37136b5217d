import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** The workspace's tsx binary, as `npm` scripts would run it. */
export const TSX_BIN = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url))

export interface RunResult {
  code: number | null
  stdout: string
  stderr: string
}

/** Node resolves the workspace's packages to their TypeScript source (the `airlock-source` export condition). */
export const SOURCE_NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --conditions=airlock-source`.trim()

/** Runs `tsx <script> ...args` to completion with `env` added to this process's environment. */
export function runTsx(
  script: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX_BIN, [script, ...args], {
      // Workspace packages from source, as the npm scripts run them.
      env: { ...process.env, NODE_OPTIONS: SOURCE_NODE_OPTIONS, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, stdout, stderr }))
  })
}
