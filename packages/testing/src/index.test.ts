import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// The root entry must load without the Solana and Bitcoin libraries: they are optional peer dependencies
// that only `@airlock/testing/solana` and `@airlock/testing/bitcoin` need. This walks every module the root
// entry loads at run time (type-only imports are erased, so they do not count) and lists the packages they
// import.

const here = dirname(fileURLToPath(import.meta.url))
const chainLibraries = ['@solana/kit', '@scure/btc-signer', '@airlock/bitcoin']

/** The specifiers a module loads when it runs: value imports and re-exports, and dynamic import(). */
function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const specifiers: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specifiers
}

/** Every package imported by the modules reachable from `entry` within this package. */
function packagesReachedFrom(entry: string): { packages: Map<string, string>; modules: Set<string> } {
  const modules = new Set<string>()
  const packages = new Map<string, string>()
  const queue = [entry]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (modules.has(file)) continue
    modules.add(file)
    for (const specifier of runtimeSpecifiers(file)) {
      if (specifier.startsWith('.')) queue.push(resolve(dirname(file), specifier))
      else if (!specifier.startsWith('node:')) packages.set(specifier, file)
    }
  }
  return { packages, modules }
}

const importsChainLibrary = (specifier: string) =>
  chainLibraries.some((name) => specifier === name || specifier.startsWith(`${name}/`))

describe('the root entry @airlock/testing', () => {
  it('loads neither @solana/kit, @scure/btc-signer nor @airlock/bitcoin', () => {
    const { packages, modules } = packagesReachedFrom(resolve(here, 'index.ts'))
    expect(modules.has(resolve(here, 'wallet.ts'))).toBe(true)
    const offending = [...packages].filter(([specifier]) => importsChainLibrary(specifier))
    expect(offending.map(([specifier, file]) => `${file} imports ${specifier}`)).toEqual([])
  })

  it('is what the check above walks: the chain entries do load their libraries', () => {
    const solana = packagesReachedFrom(resolve(here, 'solana/index.ts')).packages
    const bitcoin = packagesReachedFrom(resolve(here, 'bitcoinWallet/index.ts')).packages
    expect([...solana.keys()]).toContain('@solana/kit')
    expect([...bitcoin.keys()]).toContain('@scure/btc-signer')
  })
})
