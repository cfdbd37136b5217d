import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from '../../scripts/pack/packages.ts'

/**
 * A package registry on 127.0.0.1 for a fresh app that runs the docs' `npm install <names>` as written, with
 * nothing from the internet. npm resolves a name it is told to install from the registry's document for
 * that package (versions, dependencies, tarball url and checksum), which npm's cache does not hold in the
 * form npm asks for; the tarballs themselves are in the cache, put there by the workspace's own install. So
 * this serves, for each package, the versions the workspace's lockfile records, each pointing at the tarball
 * url and checksum npm already cached. It serves a tarball too, from the cache's content by its checksum: npm
 * looks a tarball up in its cache by checksum only when it knew the checksum before asking, and fetches by url
 * a package an earlier install locked as an optional dependency it skipped and a later one needs for real.
 * `@airlock/*` is left out, as on the public registry until it is published: the docs install those from
 * their tarballs. `npmEnv` points npm at it, prefers the cache, and sends anything else to a closed port:
 * nothing leaves the machine.
 */

interface LockEntry {
  name?: string
  version?: string
  resolved?: string
  integrity?: string
  link?: boolean
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, unknown>
  bin?: Record<string, string> | string
  engines?: Record<string, string>
  os?: string[]
  cpu?: string[]
  libc?: string[]
  hasInstallScript?: boolean
}

type Versions = Map<string, Map<string, Record<string, unknown>>>

/** What npm reads of one version: the lockfile's record of it, with its tarball. */
function versionDocument(name: string, entry: LockEntry, tarball: string, integrity: string) {
  const { resolved: _, integrity: __, link: ___, name: ____, ...manifest } = entry
  return { ...manifest, name, dist: { tarball, integrity } }
}

/** Every registry package version of the workspace's lockfile (its nested copies included). */
function lockedVersions(versions: Versions): void {
  const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>
  }
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path.includes('node_modules/') || entry.link || !entry.version || !entry.integrity) continue
    if (entry.resolved && !entry.resolved.startsWith('https://registry.npmjs.org/')) continue
    const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
    // The lockfile leaves registry urls out (omit-lockfile-registry-resolved): they follow npm's own pattern.
    const tarball =
      entry.resolved ?? `https://registry.npmjs.org/${name}/-/${name.split('/').at(-1)}-${entry.version}.tgz`
    const known = versions.get(name) ?? new Map()
    known.set(entry.version, versionDocument(name, entry, tarball, entry.integrity))
    versions.set(name, known)
  }
}

/** Compares release versions numerically; a pre-release sorts before its release. */
function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core = '', pre] = v.split('-', 2)
    return { parts: core.split('.').map(Number), pre }
  }
  const x = parse(a)
  const y = parse(b)
  for (let i = 0; i < 3; i++) {
    const diff = (x.parts[i] ?? 0) - (y.parts[i] ?? 0)
    if (diff !== 0) return diff
  }
  if (x.pre === y.pre) return 0
  return x.pre === undefined ? 1 : y.pre === undefined ? -1 : x.pre < y.pre ? -1 : 1
}

function packument(name: string, known: Map<string, Record<string, unknown>>) {
  const releases = [...known.keys()].filter((v) => !v.includes('-')).sort(compareVersions)
  const latest = releases.at(-1) ?? [...known.keys()].sort(compareVersions).at(-1)
  return { name, 'dist-tags': { latest }, versions: Object.fromEntries(known) }
}

/** Where npm's cache keeps a file's content, by its sha512 checksum (the cache's content-v2 layout). */
function cachedContent(integrity: string): string | undefined {
  const sha512 = integrity.split(/\s+/).find((each) => each.startsWith('sha512-'))
  if (!sha512) return undefined
  const hex = Buffer.from(sha512.slice('sha512-'.length), 'base64').toString('hex')
  const cache = process.env.npm_config_cache ?? join(homedir(), '.npm')
  const file = join(cache, '_cacache', 'content-v2', 'sha512', hex.slice(0, 2), hex.slice(2, 4), hex.slice(4))
  return existsSync(file) ? file : undefined
}

/** The cached tarball a `<name>/-/<file>-<version>.tgz` path names, when the lockfile has that version. */
function tarballFile(versions: Versions, path: string): string | undefined {
  const [name = '', file = ''] = path.split('/-/')
  const version = file.replace(`${name.split('/').at(-1)}-`, '').replace(/\.tgz$/, '')
  const document = versions.get(name)?.get(version) as { dist?: { integrity?: string } } | undefined
  return document?.dist?.integrity ? cachedContent(document.dist.integrity) : undefined
}

export interface RegistryMirror {
  url: string
  /** The environment for an npm command that installs through the mirror only. */
  npmEnv(): Record<string, string>
  close(): Promise<void>
}

/** Starts the mirror on a free loopback port. */
export async function startRegistryMirror(): Promise<RegistryMirror> {
  const versions: Versions = new Map()
  lockedVersions(versions)
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/').slice(1)
    const tarball = path.includes('/-/') ? tarballFile(versions, path) : undefined
    if (tarball) {
      response.writeHead(200, { 'content-type': 'application/octet-stream' })
      response.end(readFileSync(tarball))
      return
    }
    const known = versions.get(path)
    if (!known) {
      response.writeHead(404, { 'content-type': 'application/json' })
      // As the public registry answers for a package it does not have (`@airlock/*` before it is published).
      response.end(JSON.stringify({ error: `${path} is not in the workspace's lockfile nor on this mirror` }))
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(packument(path, known)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  return {
    url,
    npmEnv: () => ({
      npm_config_registry: url,
      npm_config_prefer_offline: 'true',
      // Whatever is not cached nor served here goes to a closed port, never to the internet.
      npm_config_proxy: 'http://127.0.0.1:9',
      npm_config_https_proxy: 'http://127.0.0.1:9',
      npm_config_noproxy: '127.0.0.1',
      npm_config_fetch_retries: '0',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
      npm_config_ignore_scripts: 'true',
    }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
