import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { readPage, returnedFields } from '../../apps/docs/src/codeBlocks.ts'
import { repoRoot } from '../../scripts/pack/packages.ts'

/**
 * The hook pages' "Returns" tables against the published declarations: in an app that installed the
 * tarballs, every field a page lists must be on the hook's return type, and a field with a `type` cell must
 * have exactly that type (the same type both ways, not merely assignable), read by the TypeScript compiler
 * from `@airlock/react`'s and `@airlock/core`'s `.d.ts`.
 */

export interface SignatureMismatch {
  /** `hooks/useAirlock.md:12`, the table row. */
  where: string
  hook: string
  field: string
  documented: string | undefined
  /** What the published declarations say, or why the field could not be read. */
  published: string
}

/** Global names a documented type may use without an import. */
const GLOBAL_TYPES = new Set(['Promise', 'Record', 'Partial', 'Readonly', 'ReadonlyArray', 'Array', 'Error'])

interface Check {
  hook: string
  field: string
  where: string
  documented: string | undefined
  alias: string
}

/** Checks every hook page of apps/docs/pages/hooks against the packages installed in `app`. */
export function checkHookSignatures(app: string): SignatureMismatch[] {
  const pages = readdirSync(join(repoRoot, 'apps/docs/pages/hooks')).filter((name) => name.endsWith('.md'))
  const checks: Check[] = pages.flatMap((name) => {
    const hook = name.replace(/\.md$/, '')
    return returnedFields(readPage(`hooks/${name}`)).map((field) => ({
      hook,
      field: field.name,
      where: `hooks/${name}:${field.line}`,
      documented: field.type,
      alias: `${hook}_${field.name}`,
    }))
  })
  const names = new Set(
    checks.flatMap((check) => [...(check.documented ?? '').matchAll(/\b[A-Z]\w*\b/g)].map((m) => m[0])),
  )
  const reactTypes = readFileSync(join(app, 'node_modules/@airlock/react/dist/index.d.ts'), 'utf8')
  const fromReact = [...names].filter((name) => new RegExp(`\\b${name}\\b`).test(reactTypes))
  const fromCore = [...names].filter((name) => !GLOBAL_TYPES.has(name) && !fromReact.includes(name))
  const hooks = [...new Set(checks.map((check) => check.hook))]
  const lines = [
    `import type { ${[...hooks, ...fromReact].join(', ')} } from '@airlock/react'`,
    fromCore.length > 0 ? `import type { ${fromCore.join(', ')} } from '@airlock/core'` : '',
    'type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false',
    ...checks.flatMap((check) => [
      `export type ${check.alias} = ReturnType<typeof ${check.hook}>['${check.field}']`,
      check.documented === undefined
        ? ''
        : `export const ${check.alias}_same: Same<${check.alias}, ${check.documented}> = true`,
    ]),
  ]
  // Beside src/, so the app's own type-check of the docs' blocks never reads it.
  const file = join(app, 'hook-signatures.ts')
  writeFileSync(file, `${lines.join('\n')}\n`)

  const config = ts.getParsedCommandLineOfConfigFile(
    join(app, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  )
  const program = ts.createProgram([file], config?.options ?? {})
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(file)
  if (!source) throw new Error(`TypeScript did not read ${file}`)
  const errors = new Map<string, string>()
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line
  for (const diagnostic of ts.getPreEmitDiagnostics(program, source)) {
    const line = lines[lineOf(diagnostic.start ?? 0)] ?? ''
    const alias = /export (?:type|const) (\w+?)(?:_same)?\b/.exec(line)?.[1]
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
    errors.set(alias ?? line, `${errors.has(alias ?? line) ? `${errors.get(alias ?? line)}; ` : ''}${text}`)
  }
  const published = new Map<string, string>()
  ts.forEachChild(source, (node) => {
    if (ts.isTypeAliasDeclaration(node))
      published.set(
        node.name.text,
        checker.typeToString(
          checker.getTypeAtLocation(node.name),
          undefined,
          ts.TypeFormatFlags.NoTruncation,
        ),
      )
  })
  const aliases = new Set(checks.map((check) => check.alias))
  // An error outside the checks (a documented type that neither package exports, say) is a mismatch too.
  const unplaced = [...errors].filter(([key]) => !aliases.has(key))
  return [
    ...unplaced.map(([line, error]) => ({
      where: 'hooks/*.md',
      hook: '',
      field: '',
      documented: line,
      published: error,
    })),
    ...checks.flatMap((check) => {
      const error = errors.get(check.alias)
      if (!error) return []
      const actual = published.get(check.alias)
      return [
        {
          where: check.where,
          hook: check.hook,
          field: check.field,
          documented: check.documented,
          published: actual && actual !== 'any' ? actual : error,
        },
      ]
    }),
  ]
}
