import { relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

/**
 * What importing one entry point costs a page: the entry's static import graph in a staged package, bundled
 * and minified as a dapp's bundler would, with its dependencies and peers left out and its lazy chunks split
 * off (they load on first use). Returns the gzip size of the entry chunk and of everything, in bytes.
 */
export async function entryGzipSize(
  entryFile: string,
  external: readonly string[],
): Promise<{ entry: number; all: number }> {
  const result = await build({
    entryPoints: [entryFile],
    absWorkingDir: '/',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2022',
    minify: true,
    write: false,
    metafile: true,
    outdir: '/out',
    logLevel: 'silent',
    external: ['node:*', ...external, ...external.map((name) => `${name}/*`)],
    loader: { '.woff2': 'file' },
  })
  const wanted = relative('/', entryFile)
  const gzip = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).byteLength
  let entry = 0
  let all = 0
  for (const file of result.outputFiles) {
    if (!file.path.endsWith('.js')) continue
    const size = gzip(file.contents)
    all += size
    if (result.metafile.outputs[relative('/', file.path)]?.entryPoint === wanted) entry = size
  }
  return { entry, all }
}
