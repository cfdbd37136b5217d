import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'

export interface ToolEnvironment {
  exists(path: string): boolean
  isRoot: boolean
  isDebian: boolean
  /** Runs one apt-get command; returns its exit code. */
  aptGet(args: string[]): number | null
  log(message: string): void
}

export interface DebianTool {
  /** What the tests need it for, for messages. */
  label: string
  /** The Debian package that provides it. */
  debianPackage: string
  /** Where it may already be; evaluated again after an install. */
  candidates(): string[]
  /** How to tell the tests where it is instead. */
  howToPoint: string
}

/**
 * Finds a program the tests need, installing its Debian package when it is missing and we are root on Debian
 * (what `npm test` promises on a fresh machine). Throws with what to do otherwise.
 */
export function ensureDebianTool(tool: DebianTool, env: ToolEnvironment = systemToolEnvironment()): string {
  const found = tool.candidates().find((path) => env.exists(path))
  if (found) return found
  const missing = [
    `${tool.label} is needed and was not found.`,
    `Install it (Debian/Ubuntu as root: apt-get install -y ${tool.debianPackage}), or ${tool.howToPoint}`,
  ].join('\n')
  if (!env.isRoot || !env.isDebian) throw new Error(missing)
  env.log(`${tool.label} is missing: installing Debian’s ${tool.debianPackage} package…`)
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', tool.debianPackage],
  ]) {
    const status = env.aptGet(args)
    if (status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${status}).\n${missing}`)
  }
  const installed = tool.candidates().find((path) => env.exists(path))
  if (!installed) throw new Error(missing)
  return installed
}

export function systemToolEnvironment(): ToolEnvironment {
  return {
    exists: existsSync,
    isRoot: process.getuid?.() === 0,
    isDebian: existsSync('/etc/debian_version'),
    aptGet: (args) =>
      spawnSync('apt-get', args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status,
    log: (message) => console.log(message),
  }
}

/** Debian's PostgreSQL server binary, any installed major version (the cloud's PostgreSQL tests start it). */
export const postgresTool: DebianTool = {
  label: 'PostgreSQL (for the cloud database tests)',
  debianPackage: 'postgresql',
  candidates: () => {
    const base = '/usr/lib/postgresql'
    if (!existsSync(base)) return []
    return readdirSync(base)
      .sort()
      .reverse()
      .map((version) => `${base}/${version}/bin/postgres`)
  },
  howToPoint: 'install PostgreSQL 13 or later in /usr/lib/postgresql/<version>/bin.',
}
