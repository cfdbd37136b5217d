import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, createLogger, type InlineConfig } from 'vite'

/**
 * Builds the bench apps in `bench/kits/apps/<name>` (the same one-page dapp: a heading and the kit's connect
 * button for Ethereum mainnet) into `bench/kits/dist/<name>` and measures their JavaScript:
 * - `entryGzip` / `entryRaw`: JS on page load, the entry chunk plus every chunk reachable through static
 *   `imports` in the Vite manifest (dynamic imports excluded), each file gzipped on its own (level 9);
 * - `allJsGzip` / `allJsRaw`: every `.js` file emitted, gzipped one by one;
 * - `jsFiles`: how many `.js` files were emitted.
 * The results go to `bench/kits/dist/sizes.json`. Needs `npm install --prefix bench/kits` first.
 * Run directly (`npx tsx bench/kits/build.ts`) it prints the table; `bench/` imports `buildKits`.
 */

export interface Sizes {
  entryGzip: number
  allJsGzip: number
  entryRaw: number
  allJsRaw: number
  jsFiles: number
}

export const KITS = ['baseline', 'airlock', 'rainbowkit', 'connectkit', 'appkit'] as const
export type Kit = (typeof KITS)[number]

const here = import.meta.dirname
const repo = join(here, '..', '..')
export const kitsDist = join(here, 'dist')
export const kitDist = (name: string) => join(kitsDist, name)

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

/**
 * bench/kits is not a root workspace, so the Airlock packages are taken from their sources like the
 * workspaces see them (every `exports` entry of packages/{core,evm,protocol,react}/package.json).
 */
const airlockAlias = [
  { find: /^@airlock\/core$/, replacement: join(repo, 'packages/core/src/index.ts') },
  { find: /^@airlock\/core\/internal$/, replacement: join(repo, 'packages/core/src/internal.ts') },
  { find: /^@airlock\/evm$/, replacement: join(repo, 'packages/evm/src/index.ts') },
  { find: /^@airlock\/react$/, replacement: join(repo, 'packages/react/src/index.ts') },
  { find: /^@airlock\/protocol$/, replacement: join(repo, 'packages/protocol/src/index.ts') },
  { find: /^@airlock\/protocol\/node$/, replacement: join(repo, 'packages/protocol/src/node.ts') },
  // Loaded lazily by core (the origin check): without it the build reached for protocol's dist/.
  { find: /^@airlock\/protocol\/origins$/, replacement: join(repo, 'packages/protocol/src/origins.ts') },
  { find: /^@airlock\/protocol\/names$/, replacement: join(repo, 'packages/protocol/src/names.ts') },
]

/**
 * Warnings that say nothing about the bench: viem's `ox/tempo` references `node:worker_threads` behind a
 * runtime check (Vite externalizes it to an empty module in the browser build, as for any dapp).
 */
const logger = createLogger('warn')
const warn = logger.warn
logger.warn = (msg, options) => {
  if (msg.includes('"node:worker_threads" has been externalized for browser compatibility')) return
  warn(msg, options)
}

export function config(name: string): InlineConfig {
  return {
    root: join(here, 'apps', name),
    configFile: false,
    envDir: false,
    mode: 'production',
    // Relative URLs: the dist works wherever it is served (its own origin or a sub-path).
    base: './',
    logLevel: 'warn',
    customLogger: logger,
    // No React plugin (as apps/demo): Vite's built-in transform compiles JSX with the automatic runtime.
    oxc: { jsx: { runtime: 'automatic' } },
    resolve: {
      alias: airlockAlias,
      // One React and one viem for every app: the Airlock sources live outside bench/kits and would otherwise
      // pick up the root's copies; deduped, everything resolves from bench/kits/node_modules.
      dedupe: ['react', 'react-dom', 'viem'],
    },
    build: {
      outDir: kitDist(name),
      emptyOutDir: true,
      manifest: true,
      minify: true,
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 100_000,
      rolldownOptions: {
        // wagmi, React Query and the kits mark their modules 'use client' (a React Server Components hint that
        // means nothing in a client-only bundle): hundreds of MODULE_LEVEL_DIRECTIVE warnings, dropped.
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE') return
          handler(level, log)
        },
      },
    },
  }
}

const gzip = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length

async function jsFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile() && e.name.endsWith('.js')).map((e) => join(e.parentPath, e.name))
}

/** Sizes of one built app, from its manifest and its outDir. */
export async function measure(outDir: string): Promise<Sizes> {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry)
  if (entries.length !== 1)
    throw new Error(`${outDir}: expected one entry in the manifest, got ${entries.length}`)
  const onLoad = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]!
    if (onLoad.has(chunk.file)) return
    onLoad.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(entries[0]!)

  const sizes: Sizes = { entryGzip: 0, allJsGzip: 0, entryRaw: 0, allJsRaw: 0, jsFiles: 0 }
  for (const path of await jsFilesUnder(outDir)) {
    const bytes = await readFile(path)
    const zipped = gzip(bytes)
    sizes.jsFiles++
    sizes.allJsRaw += bytes.length
    sizes.allJsGzip += zipped
    if (onLoad.has(relative(outDir, path).split('\\').join('/'))) {
      sizes.entryRaw += bytes.length
      sizes.entryGzip += zipped
    }
  }
  if (sizes.entryRaw === 0) throw new Error(`${outDir}: no JS chunk found for the entry`)
  return sizes
}

/** Builds every app (one after the other) and writes dist/sizes.json. */
export async function buildKits(names: readonly string[] = KITS): Promise<Record<string, Sizes>> {
  const result: Record<string, Sizes> = {}
  for (const name of names) {
    await build(config(name))
    result[name] = await measure(kitDist(name))
  }
  await writeFile(join(kitsDist, 'sizes.json'), `${JSON.stringify(result, null, 2)}\n`)
  return result
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

if (process.argv[1] && import.meta.filename === (await import('node:fs')).realpathSync(process.argv[1])) {
  const only = process.argv.slice(2)
  const sizes = await buildKits(only.length > 0 ? only : KITS)
  console.table(
    Object.fromEntries(
      Object.entries(sizes).map(([name, s]) => [
        name,
        {
          'load (gzip)': kb(s.entryGzip),
          'all JS (gzip)': kb(s.allJsGzip),
          'load (raw)': kb(s.entryRaw),
          'all JS (raw)': kb(s.allJsRaw),
          'JS files': s.jsFiles,
        },
      ]),
    ),
  )
  console.log(`wrote ${relative(process.cwd(), join(kitsDist, 'sizes.json'))}`)
}
