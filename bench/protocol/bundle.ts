import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { builtinModules } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Message } from 'esbuild'
import { printTable, ratio } from './util.ts'

/**
 * Section 1: gzip size of an app-role browser bundle, ours against the official sign-client. Each entry is
 * a tiny file written to a temp dir and bundled by esbuild the way an app bundler would ship it (browser
 * platform, ESM, minified, tree-shaken, process.env.NODE_ENV defined as 'production' like Vite does);
 * gzip is zlib level 9. No Node built-in needs marking external today; if one ever breaks the browser
 * build, it is retried with them external and the note says so.
 */

const ROOT = resolve(import.meta.dirname, '../..')
const BUDGET = 1 / 3
/** Strings only the wallet role carries: an app bundle containing one pulled in wallet.ts. */
const WALLET_ONLY = ['wc_sessionAuthenticate needs requester', 'approveSessionAuthenticate']
const metadata = "{ name: 'Bench', description: 'Bench app', url: 'https://bench.example', icons: [] }"

const entries = {
  ours: `import { createAppClient, createBrowserStorage } from '@airlock/protocol'
export const go = () => createAppClient({ relayUrl: 'wss://relay.example/relay', projectId: 'bench', storage: createBrowserStorage(), metadata: ${metadata} })
`,
  oursWallet: `import { createWalletClient, createBrowserStorage } from '@airlock/protocol'
export const go = () => createWalletClient({ relayUrl: 'wss://relay.example/relay', projectId: 'bench', storage: createBrowserStorage(), metadata: ${metadata} })
`,
  official: `import { SignClient } from '@walletconnect/sign-client'
export const go = () => SignClient.init({ projectId: 'bench', metadata: ${metadata} })
`,
}

interface BundleSize {
  raw: number
  gzip: number
  text: string
  /** Node built-ins the bundle imports, left external because a browser build cannot contain them. */
  externalBuiltins: string[]
}

const NODE_BUILTINS = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)]

async function bundle(dir: string, name: string, source: string, external: string[]): Promise<BundleSize> {
  const entry = join(dir, `${name}.ts`)
  await writeFile(entry, source)
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    minify: true,
    treeShaking: true,
    target: 'es2022',
    // The temp dir has no node_modules of its own: resolve packages from the repository's.
    nodePaths: [join(ROOT, 'node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
    external,
    logLevel: 'silent',
    metafile: true,
  })
  const text = result.outputFiles.map((file) => file.text).join('\n')
  const bytes = Buffer.from(text)
  const imported = new Set<string>()
  for (const output of Object.values(result.metafile.outputs)) {
    for (const item of output.imports) if (item.external) imported.add(item.path)
  }
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    text,
    externalBuiltins: [...imported].filter((path) => NODE_BUILTINS.includes(path)).sort(),
  }
}

/** Bundles without externals first; if node built-ins break the browser build, retries with them external. */
async function bundleForBrowser(dir: string, name: string, source: string): Promise<BundleSize> {
  try {
    return await bundle(dir, name, source, [])
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors ?? []
    if (!errors.some((item) => /node:|built-in|Could not resolve/.test(item.text))) throw error
    return bundle(dir, name, source, NODE_BUILTINS)
  }
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1)

export interface BundleResult {
  pass: boolean
  notes: string[]
}

export async function benchBundle(): Promise<BundleResult> {
  const dir = await mkdtemp(join(tmpdir(), 'airlock-bench-bundle-'))
  try {
    const ours = await bundleForBrowser(dir, 'ours', entries.ours)
    const oursWallet = await bundleForBrowser(dir, 'oursWallet', entries.oursWallet)
    const official = await bundleForBrowser(dir, 'official', entries.official)
    const leaked = WALLET_ONLY.filter((marker) => ours.text.includes(marker))
    const walletHas = WALLET_ONLY.filter((marker) => oursWallet.text.includes(marker))
    const gzipRatio = ours.gzip / official.gzip
    const pass = gzipRatio <= BUDGET && leaked.length === 0
    printTable(
      '1. Bundle size, app role (esbuild: browser, esm, minify, tree-shaking; gzip level 9)',
      ['bundle', 'raw kB', 'gzip kB', 'gzip ratio to official'],
      [
        ['official @walletconnect/sign-client SignClient', kB(official.raw), kB(official.gzip), '1.00'],
        [
          'ours createAppClient + createBrowserStorage',
          kB(ours.raw),
          kB(ours.gzip),
          ratio(ours.gzip, official.gzip),
        ],
        [
          'ours createWalletClient (wallet role, for info)',
          kB(oursWallet.raw),
          kB(oursWallet.gzip),
          ratio(oursWallet.gzip, official.gzip),
        ],
      ],
    )
    console.log(
      `budget: app gzip <= 1/3 of official (${kB(official.gzip / 3)} kB): ${gzipRatio.toFixed(3)} -> ${pass ? 'PASS' : 'FAIL'}`,
    )
    console.log(
      leaked.length === 0
        ? `app bundle is app-role only: none of ${WALLET_ONLY.map((m) => `'${m}'`).join(', ')} in it` +
            ` (the wallet bundle has ${walletHas.length}/${WALLET_ONLY.length}, so the check can see them)`
        : `FAIL: app bundle contains wallet-only code: ${leaked.join(', ')}`,
    )
    const notes: string[] = []
    for (const [name, size] of [
      ['official', official],
      ['ours (app)', ours],
      ['ours (wallet)', oursWallet],
    ] as const) {
      if (size.externalBuiltins.length > 0) {
        const note = `${name}: Node built-ins left external (not counted): ${size.externalBuiltins.join(', ')}`
        console.log(note)
        notes.push(note)
      }
    }
    return { pass, notes }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
