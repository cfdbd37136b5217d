import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  codeBlocks,
  installCommands,
  pageNames,
  readPage,
  returnedFields,
  section,
  typescriptBlocks,
} from './codeBlocks.ts'

const repo = join(import.meta.dirname, '..', '..', '..')

describe('reading what a reader copies from a page', () => {
  it('lists fenced blocks and resolves includes to their region', () => {
    const dir = mkdtempSync(join(tmpdir(), 'code-blocks-'))
    writeFileSync(
      join(dir, 'a.tsx'),
      'x\n// #region example\nconst a = 1\n// #endregion example\n',
    )
    const markdown =
      '# t\n\n```sh\nnpm install && npm run pack\nnpm install a # why\n```\n\n<<< @/a.tsx#example\n\n```tsx\n<b />\n```'
    expect(codeBlocks(markdown, dir)).toEqual([
      {
        line: 3,
        lang: 'sh',
        code: 'npm install && npm run pack\nnpm install a # why',
      },
      { line: 8, lang: 'tsx', code: 'const a = 1', include: 'a.tsx' },
      { line: 10, lang: 'tsx', code: '<b />' },
    ])
    expect(typescriptBlocks(markdown, dir).map((block) => block.line)).toEqual([
      8, 10,
    ])
    expect(installCommands(markdown, dir)).toEqual(['npm install a'])
  })

  it('lists every page of the site, those in folders too', () => {
    const names = pageNames()
    expect(names).toContain('getting-started.md')
    expect(names).toContain('hooks/useAirlock.md')
    expect(names).toContain('self-hosting/providers.md')
  })

  it('reads a Returns table, several names in a row and escaped pipes in a type', () => {
    const markdown = [
      '## Returns',
      '',
      '| field | type | what |',
      '| --- | --- | --- |',
      "| `a`, `b` | `'x' \\| 'y'` | two |",
      '| `c` | `() => void` | one |',
      '',
      '## Next',
    ].join('\n')
    expect(returnedFields(markdown)).toEqual([
      { line: 5, name: 'a', type: "'x' | 'y'" },
      { line: 5, name: 'b', type: "'x' | 'y'" },
      { line: 6, name: 'c', type: '() => void' },
    ])
    expect(section(markdown, 'Returns')).toContain('`c`')
    expect(section(markdown, 'Returns')).not.toContain('Next')
  })
})

interface Manifest {
  name: string
  private?: boolean
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

const manifests = new Map(
  [
    'core',
    'evm',
    'react',
    'protocol',
    'wagmi',
    'solana',
    'bitcoin',
    'embedded-wallet',
    'testing',
  ].map((folder) => {
    const manifest = JSON.parse(
      readFileSync(join(repo, 'packages', folder, 'package.json'), 'utf8'),
    ) as Manifest
    return [manifest.name, manifest] as const
  }),
)

/** The packages a command installs: `@airlock/<name>` by name or as its tarball, and registry names. */
function installed(command: string): Set<string> {
  return new Set(
    command
      .split(/\s+/)
      .slice(2)
      .filter((word) => !word.startsWith('-'))
      .map((word) => {
        const tarball = /airlock-([\w-]+?)-\d+\.\d+\.\d+\.tgz$/.exec(word)
        return tarball
          ? `@airlock/${tarball[1]}`
          : word.replace(/(?<=.)@[^/]*$/, '')
      }),
  )
}

describe('the install commands of the pages', () => {
  const pagesWithInstalls = pageNames().filter(
    (name) =>
      installCommands(readPage(name), join(repo, 'apps/docs/pages')).length > 0,
  )

  it('are on the pages a reader installs from', () => {
    expect(pagesWithInstalls).toEqual(
      expect.arrayContaining([
        'getting-started.md',
        'wagmi.md',
        'multichain.md',
        'options.md',
      ]),
    )
  })

  it.each(pagesWithInstalls)(
    '%s: every command names each @airlock package its packages need, and their peers',
    (name) => {
      const commands = installCommands(
        readPage(name),
        join(repo, 'apps/docs/pages'),
      )
      expect(commands.length, 'an npm install command').toBeGreaterThan(0)
      // Every other page starts from an app that followed Getting started: what its command installed is there.
      const started =
        name === 'getting-started.md'
          ? []
          : installCommands(
              readPage('getting-started.md'),
              join(repo, 'apps/docs/pages'),
            ).flatMap((command) => [...installed(command)])
      for (const command of commands) {
        const names = new Set([...installed(command), ...started])
        for (const each of names) {
          const manifest = manifests.get(each)
          if (!manifest) continue
          // Before the registry has them, a tarball's @airlock dependency must be a tarball of the same command.
          for (const dependency of Object.keys(manifest.dependencies ?? {}))
            if (dependency.startsWith('@airlock/'))
              expect(names, `${command}: ${each} needs ${dependency}`).toContain(
                dependency,
              )
          for (const peer of Object.keys(manifest.peerDependencies ?? {}))
            if (!manifest.peerDependenciesMeta?.[peer]?.optional)
              expect(names, `${command}: ${each} has the peer ${peer}`).toContain(
                peer,
              )
        }
      }
    },
  )

  it('getting-started.md says where the tarballs come from and installs them by path', () => {
    const install = section(readPage('getting-started.md'), 'Install')
    expect(install).toContain('npm run pack')
    expect(install).toMatch(/\.pack\/airlock-core-\d+\.\d+\.\d+\.tgz/)
  })
})
