import { describe, expect, it } from 'vitest'
import {
  chromiumTool,
  ensureDebianTools,
  missingToolLine,
  redisTool,
  type ToolEnvironment,
} from './debianTool.ts'

/** What apt-get would put on disk for each package. */
const PACKAGE_FILES: Record<string, string> = {
  chromium: '/usr/bin/chromium',
  'redis-server': '/usr/bin/redis-server',
}

function environment(overrides: Partial<ToolEnvironment> & { files?: string[] } = {}) {
  const files = new Set(overrides.files ?? [])
  const apt: string[][] = []
  const env: ToolEnvironment = {
    exists: (path) => files.has(path),
    isRoot: false,
    isDebian: false,
    aptGet: (args) => {
      apt.push(args)
      if (args[0] === 'install')
        for (const pkg of args.slice(3)) if (PACKAGE_FILES[pkg]) files.add(PACKAGE_FILES[pkg])
      return 0
    },
    log: () => {},
    ...overrides,
  }
  return { env, apt }
}

const tools = (configured: { chromium?: string; redis?: string } = {}) => ({
  chromium: chromiumTool(configured.chromium ?? ''),
  redis: redisTool(configured.redis ?? ''),
})

describe('ensureDebianTools', () => {
  it('uses a configured path when it points at a file, and installs nothing', () => {
    const { env, apt } = environment({ files: ['/opt/chrome', '/opt/redis'], isRoot: true, isDebian: true })
    expect(ensureDebianTools(tools({ chromium: '/opt/chrome', redis: '/opt/redis' }), env)).toEqual({
      chromium: '/opt/chrome',
      redis: '/opt/redis',
    })
    expect(apt).toEqual([])
  })

  it('says so when a configured path points at nothing', () => {
    const { env } = environment({ isRoot: true, isDebian: true })
    expect(() => ensureDebianTools(tools({ chromium: '/nope' }), env)).toThrow(
      'CHROMIUM_PATH is set to /nope, but no file is there.',
    )
  })

  it("uses Debian's binaries when present", () => {
    const { env, apt } = environment({ files: ['/usr/bin/chromium', '/usr/bin/redis-server'] })
    expect(ensureDebianTools(tools(), env)).toEqual({
      chromium: '/usr/bin/chromium',
      redis: '/usr/bin/redis-server',
    })
    expect(apt).toEqual([])
  })

  it('installs every missing package in one apt-get run when root on Debian', () => {
    const { env, apt } = environment({ isRoot: true, isDebian: true })
    expect(ensureDebianTools(tools(), env)).toEqual({
      chromium: '/usr/bin/chromium',
      redis: '/usr/bin/redis-server',
    })
    expect(apt).toEqual([
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium', 'redis-server'],
    ])
  })

  it('installs only what is missing', () => {
    const { env, apt } = environment({ isRoot: true, isDebian: true, files: ['/usr/bin/chromium'] })
    ensureDebianTools(tools(), env)
    expect(apt[1]).toEqual(['install', '-y', '-qq', 'redis-server'])
  })

  it('gives one line per missing tool, saying how to provide it, when it cannot install', () => {
    const { env, apt } = environment({ isRoot: false, isDebian: true, files: ['/usr/bin/chromium'] })
    let message = ''
    try {
      ensureDebianTools(tools(), env)
    } catch (error) {
      message = (error as Error).message
    }
    expect(message.split('\n')).toEqual([
      'Missing: Redis server (for the relay fan-out tests). Install it (as root on Debian: apt-get install -y redis-server) or set REDIS_SERVER_BIN=/path/to/it.',
    ])
    expect(apt).toEqual([])
  })

  it('reports a failed install with what is missing', () => {
    const { env } = environment({ isRoot: true, isDebian: true, aptGet: () => 100 })
    expect(() => ensureDebianTools(tools(), env)).toThrow(
      `apt-get update -qq failed (exit 100).\n${missingToolLine(chromiumTool(''))}`,
    )
  })
})
