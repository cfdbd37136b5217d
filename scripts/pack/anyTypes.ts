import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/**
 * Every `any` keyword in the declaration files under `dir` (comments and strings do not count), as
 * `file:line`. The public types must name what they hold: an `any` switches type checking off in the dapp.
 */
export function anyInDeclarations(dir: string): string[] {
  const found: string[] = []
  for (const file of declarationFiles(dir)) {
    const text = readFileSync(file, 'utf8')
    const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text)
    for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
      if (token !== ts.SyntaxKind.AnyKeyword) continue
      const line = text.slice(0, scanner.getTokenStart()).split('\n').length
      found.push(`${relative(dir, file)}:${line}`)
    }
  }
  return found
}

function declarationFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
}
