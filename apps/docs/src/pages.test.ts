import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  includesOf,
  interfaceFields,
  regionOf,
  uncheckedBlocks,
} from './pageChecks.ts'

const docs = join(import.meta.dirname, '..')
const pagesDir = join(docs, 'pages')
const examplesDir = join(docs, 'src', 'examples')
const repo = join(docs, '..', '..')

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? markdownFiles(join(dir, entry.name))
      : entry.name.endsWith('.md')
        ? [join(dir, entry.name)]
        : [],
  )
}

const pages = markdownFiles(pagesDir).map((file) => ({
  name: relative(pagesDir, file),
  text: readFileSync(file, 'utf8'),
}))
const page = (name: string) => pages.find((p) => p.name === name)?.text ?? ''

describe('the guard itself', () => {
  it('finds inline ts/tsx/js blocks, skips other languages, marked blocks and fences inside fences', () => {
    const markdown = [
      '```ts',
      'const a = 1',
      '```',
      '```sh',
      'npm i',
      '```',
      '<!-- no-check: a config object -->',
      '```ts',
      '{ chains: [] }',
      '```',
      '````md',
      '```tsx',
      '<App />',
      '```',
      '````',
      '```tsx {2}',
      'x',
      '```',
    ].join('\n')
    expect(uncheckedBlocks(markdown)).toEqual([
      { line: 1, lang: 'ts' },
      { line: 16, lang: 'tsx' },
    ])
  })

  it('reads includes with their region, and flags an include it cannot read', () => {
    expect(
      includesOf(
        '<<< @/../src/examples/a.tsx#example\n<<< @/../src/b.ts{2}\n<<< ./c.ts',
      ),
    ).toEqual([
      { line: 1, path: '../src/examples/a.tsx', region: 'example' },
      { line: 2, path: '../src/b.ts', region: undefined },
      { line: 3, path: '', region: undefined },
    ])
  })

  it('finds a region only when both of its markers are there', () => {
    expect(
      regionOf('a\n// #region example\nb\n// #endregion example\nc', 'example'),
    ).toBe('b')
    expect(regionOf('// #region example\nb', 'example')).toBeUndefined()
    expect(
      regionOf('// #region other\nb\n// #endregion other', 'example'),
    ).toBeUndefined()
  })

  it('lists the top-level fields of an interface, not those of nested objects', () => {
    const source =
      'export interface O {\n  a: string\n  b?: {\n    c: number\n  }\n  d?: () => void\n}\nconst e = 1'
    expect(interfaceFields(source, 'O')).toEqual(['a', 'b', 'd'])
  })
})

describe('documentation pages', () => {
  it('exist', () => {
    expect(pages.length).toBeGreaterThan(20)
  })

  it.each(pages.map((p) => [p.name, p.text]))(
    '%s has no inline TypeScript or JavaScript',
    (_, text) => {
      expect(uncheckedBlocks(text)).toEqual([])
    },
  )

  it.each(pages.map((p) => [p.name, p.text]))(
    '%s includes only existing files and regions',
    (_, text) => {
      for (const include of includesOf(text)) {
        const file = join(pagesDir, include.path)
        expect(include.path, `line ${include.line}`).not.toBe('')
        expect(existsSync(file), `line ${include.line}: ${include.path}`).toBe(true)
        if (include.region === undefined) continue
        const region = regionOf(readFileSync(file, 'utf8'), include.region)
        expect(
          region?.trim(),
          `line ${include.line}: #${include.region}`,
        ).toBeTruthy()
      }
    },
  )

  it('shows every example file somewhere, each with its example region', () => {
    const included = new Set(
      pages.flatMap((p) =>
        includesOf(p.text).map((include) => join(pagesDir, include.path)),
      ),
    )
    for (const name of readdirSync(examplesDir).filter(
      (f) => f.endsWith('.tsx') || f.endsWith('.ts'),
    )) {
      const file = join(examplesDir, name)
      expect(included.has(file), `${name} is not included by any page`).toBe(true)
      expect(regionOf(readFileSync(file, 'utf8'), 'example'), name).toBeDefined()
    }
  })

  it('links the navigation and the sidebar to pages that exist', () => {
    const config = readFileSync(join(docs, '.vitepress', 'config.ts'), 'utf8')
    const hooks = /const hooks = \[([^\]]*)\]/.exec(config)?.[1] ?? ''
    const links = [
      ...[...config.matchAll(/link: '\/([^']*)'/g)].map((m) => m[1]),
      ...[...hooks.matchAll(/'(\w+)'/g)].map((m) => `hooks/${m[1]}`),
    ]
    expect(links).toContain('hooks/useAirlockTheme')
    for (const link of links)
      expect(
        pages.map((p) => p.name),
        link,
      ).toContain(`${link}.md`)
  })

  it('has a page for every hook @airlock/react exports', () => {
    const index = readFileSync(join(repo, 'packages/react/src/index.ts'), 'utf8')
    const hooks = [...index.matchAll(/\b(useAirlock\w*)\b/g)].map((m) => m[1])
    expect(hooks.length).toBeGreaterThan(5)
    for (const hook of new Set(hooks))
      expect(page(`hooks/${hook}.md`), hook).toContain(`# ${hook}`)
  })

  it('documents every field of AirlockOptions on the options page', () => {
    const fields = interfaceFields(
      readFileSync(join(repo, 'packages/core/src/options/options.ts'), 'utf8'),
      'AirlockOptions',
    )
    expect(fields).toContain('locale')
    for (const field of fields)
      expect(page('options.md'), field).toContain(`### \`${field}\``)
  })

  it('documents every environment variable of the cloud', () => {
    const env = readFileSync(join(repo, 'services/cloud/src/env.ts'), 'utf8')
    const schema = env.slice(
      env.indexOf('const serverEnvSchema'),
      env.indexOf('export type ServerEnv'),
    )
    const names = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1])
    expect(names).toContain('REDIS_URL')
    for (const name of names)
      expect(page('self-hosting/configuration.md'), name).toContain(`| \`${name}\``)
  })
})
