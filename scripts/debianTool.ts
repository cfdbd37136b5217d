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
  /** The environment variable that points the tests at it instead, e.g. CHROMIUM_PATH. */
  variable: string
  /** Its value, when set: then only that path counts and nothing is installed. */
  configured?: string | undefined
}

/** One line a newcomer can act on: what is missing, and the two ways to provide it. */
export function missingToolLine(tool: DebianTool): string {
  return `Missing: ${tool.label}. Install it (as root on Debian: apt-get install -y ${tool.debianPackage}) or set ${tool.variable}=/path/to/it.`
}

function findTool(tool: DebianTool, env: ToolEnvironment): string | undefined {
  if (tool.configured) {
    if (env.exists(tool.configured)) return tool.configured
    throw new Error(`${tool.variable} is set to ${tool.configured}, but no file is there.`)
  }
  return tool.candidates().find((path) => env.exists(path))
}

/**
 * Finds every program the tests need, installing the Debian packages of the missing ones in one apt-get run
 * when we are root on Debian (what `npm test` promises on a fresh machine). Throws one line per missing tool
 * otherwise, each saying how to provide it.
 */
export function ensureDebianTools<Name extends string>(
  tools: Record<Name, DebianTool>,
  env: ToolEnvironment = systemToolEnvironment(),
): Record<Name, string> {
  const entries = Object.entries(tools) as [Name, DebianTool][]
  const found = new Map<Name, string>()
  for (const [name, tool] of entries) {
    const path = findTool(tool, env)
    if (path) found.set(name, path)
  }
  const missing = entries.filter(([name]) => !found.has(name)).map(([, tool]) => tool)
  if (missing.length > 0) {
    const lines = missing.map(missingToolLine).join('\n')
    if (!env.isRoot || !env.isDebian) throw new Error(lines)
    const packages = missing.map((tool) => tool.debianPackage)
    env.log(`Installing what the tests need from Debian’s packages: ${packages.join(', ')}…`)
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', ...packages],
    ]) {
      const status = env.aptGet(args)
      if (status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${status}).\n${lines}`)
    }
    for (const [name, tool] of entries) {
      if (found.has(name)) continue
      const path = findTool(tool, env)
      if (!path) throw new Error(missingToolLine(tool))
      found.set(name, path)
    }
  }
  return Object.fromEntries(found) as Record<Name, string>
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

/** Debian's Chromium for the browser tests; CHROMIUM_PATH may name any Chromium or Chrome instead. */
export function chromiumTool(configured = process.env.CHROMIUM_PATH || undefined): DebianTool {
  return {
    label: 'Chromium (for the browser tests)',
    debianPackage: 'chromium',
    candidates: () => ['/usr/bin/chromium', '/usr/bin/chromium-browser'],
    variable: 'CHROMIUM_PATH',
    configured,
  }
}

/** Debian's PostgreSQL server binary, any installed major version (the cloud's PostgreSQL tests start it). */
export function postgresTool(configured = process.env.POSTGRES_BIN || undefined): DebianTool {
  return {
    label: 'PostgreSQL 13 or later (for the cloud database tests)',
    debianPackage: 'postgresql',
    candidates: () => {
      const base = '/usr/lib/postgresql'
      if (!existsSync(base)) return []
      return readdirSync(base)
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `${base}/${version}/bin/postgres`)
    },
    variable: 'POSTGRES_BIN',
    configured,
  }
}

/** Debian's Redis server (the relay fan-out tests start one per file). */
export function redisTool(configured = process.env.REDIS_SERVER_BIN || undefined): DebianTool {
  return {
    label: 'Redis server (for the relay fan-out tests)',
    debianPackage: 'redis-server',
    candidates: () => ['/usr/bin/redis-server'],
    variable: 'REDIS_SERVER_BIN',
    configured,
  }
}
