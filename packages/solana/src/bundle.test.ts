import { join } from 'node:path'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

/*
 * The page pays for the adapter and Wallet Standard discovery only: @solana/kit, the program clients and the
 * wallet-facing code are chunks loaded by the first connect, balance or send: page load pays for the button
 * and the stores only. Bundled as a dapp's bundler would (production, ESM, code splitting), with core left
 * out.
 */
describe('@airlock/solana bundle', () => {
  it('keeps @solana/kit and the program clients out of the chunk a page loads', async () => {
    const entry = join(import.meta.dirname, 'adapter.ts')
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      write: false,
      outdir: '/virtual',
      metafile: true,
      conditions: ['airlock-source'],
      external: ['@airlock/core'],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    })
    const outputs = Object.entries(result.metafile.outputs)
    const byPath = new Map(outputs)
    const [mainPath] = outputs.find(([, output]) => output.entryPoint?.endsWith('adapter.ts')) ?? []
    if (!mainPath) throw new Error('no entry chunk')
    // What a page loads: the entry chunk and the shared chunks it imports statically (not the dynamic ones).
    const loaded = new Set<string>()
    const visit = (path: string) => {
      if (loaded.has(path)) return
      loaded.add(path)
      for (const i of byPath.get(path)?.imports ?? [])
        if (i.kind === 'import-statement' && !i.external) visit(i.path)
    }
    visit(mainPath)
    const pageLoad = [...loaded].flatMap((path) => Object.keys(byPath.get(path)?.inputs ?? {}))
    expect(pageLoad.filter((input) => /@solana\/|@solana-program\//.test(input))).toEqual([])
    expect(pageLoad.some((input) => input.includes('@wallet-standard/app'))).toBe(true)
    expect(
      pageLoad.some((input) => input.endsWith('standardWallet.ts') || input.endsWith('walletConnect.ts')),
    ).toBe(false)
    const bytes = [...loaded].reduce((sum, path) => sum + (byPath.get(path)?.bytes ?? 0), 0)
    expect(bytes).toBeLessThan(9_000)
    const lazy = outputs.flatMap(([, output]) => Object.keys(output.inputs))
    expect(lazy.some((input) => input.includes('@solana/rpc'))).toBe(true)
    expect(lazy.some((input) => input.includes('@solana-program/token'))).toBe(true)
  })
})
