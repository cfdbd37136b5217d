import { readdir, readFile } from 'node:fs/promises'
import { builtinModules } from 'node:module'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = new URL('..', import.meta.url).pathname
const SRC = join(ROOT, 'src')

/**
 * Test code may use the devDependencies; the product may not. Test code: *.test.ts, the src/test helpers, the
 * relay's interop suite (src/relay/interop) and a folder's own test kit (testkit.ts, testAccount.ts), which only
 * tests import.
 */
const isTestCode = (path: string) =>
  path.endsWith('.test.ts') ||
  path.startsWith(join(SRC, 'test/')) ||
  path.startsWith(join(SRC, 'relay/interop/')) ||
  /\/test[A-Za-z]*\.ts$/.test(path)

async function productFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return productFiles(path)
      return Promise.resolve(path.endsWith('.ts') && !isTestCode(path) ? [path] : [])
    }),
  )
  return nested.flat()
}

/** The package an import specifier names: `@scope/name` or `name`, without its subpath. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] as string)
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g

describe('the cloud’s dependencies', () => {
  it('imports, in product code, only packages it lists as dependencies (type imports included)', async () => {
    const manifest = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
    }
    const allowed = new Set([...Object.keys(manifest.dependencies), ...builtinModules])
    const undeclared: string[] = []
    for (const file of await productFiles(SRC)) {
      const text = await readFile(file, 'utf8')
      for (const match of text.matchAll(IMPORT)) {
        const specifier = (match[1] ?? match[2]) as string
        if (specifier.startsWith('.') || specifier.startsWith('node:')) continue
        if (!allowed.has(packageOf(specifier))) undeclared.push(`${relative(ROOT, file)}: ${specifier}`)
      }
    }
    expect(undeclared).toEqual([])
  })
})
