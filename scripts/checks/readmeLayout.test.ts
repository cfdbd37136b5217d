import { describe, expect, it } from 'vitest'
import { layoutRows, publishedList, type Repository, readmeLayoutProblems } from './readmeLayout.ts'

const repository: Repository = {
  workspaces: ['packages/core', 'packages/react', 'apps/demo', 'e2e'],
  topFolders: ['apps', 'docs', 'e2e', 'packages', 'scripts'],
  published: ['core', 'react'],
  isFolder: (path) =>
    ['packages/core', 'packages/react', 'apps/demo', 'e2e', 'apps', 'docs', 'packages', 'scripts'].includes(
      path,
    ),
}

function readme(rows: string[], published = 'each of the two publishable packages (`core`, `react`)') {
  return [
    '# Kit',
    '',
    '## Layout',
    '',
    '| folder | what |',
    '| ------ | ---- |',
    ...rows.map((row) => `| \`${row}\` | one line |`),
    '',
    '## Packages and publishing',
    '',
    `\`npm run pack\` builds ${published} to \`dist/\`.`,
    '',
    '## Next',
  ].join('\n')
}

const complete = ['packages/core', 'packages/react', 'apps/demo', 'e2e', 'docs', 'scripts']

describe('readmeLayoutProblems', () => {
  it('passes a table with every workspace and root folder, and the published packages with their number', () => {
    expect(readmeLayoutProblems(readme(complete), repository)).toEqual([])
  })

  it('fails on a missing workspace, a missing root folder and a folder that is gone', () => {
    const rows = ['packages/core', 'apps/demo', 'e2e', 'docs', 'packages/gone']
    expect(readmeLayoutProblems(readme(rows), repository)).toEqual([
      'Layout lists no row for the workspace packages/react',
      'Layout lists no row for the folder scripts',
      'Layout lists packages/gone, which is not a folder',
    ])
  })

  it('fails when the published packages or their number differ from what npm run pack publishes', () => {
    expect(
      readmeLayoutProblems(
        readme(complete, 'each of the two publishable packages (`core`, `testing`)'),
        repository,
      ),
    ).toEqual([
      'the publishable packages leave out react',
      'the publishable packages name testing, which npm run pack does not publish',
    ])
    expect(
      readmeLayoutProblems(
        readme(complete, 'each of the six publishable packages (`core`, `react`)'),
        repository,
      ),
    ).toEqual(['the publishable packages are said to number 6; npm run pack publishes 2'])
    expect(readmeLayoutProblems(readme(complete, 'the packages'), repository)).toEqual([
      'Packages and publishing does not say "each of the N publishable packages (`name`, …)" in one sentence',
    ])
  })

  it('fails without a layout table', () => {
    expect(readmeLayoutProblems('# Kit\n', repository)).toEqual([
      'has no `## Layout` table with a folder in code (`packages/core`) per row',
    ])
  })
})

describe('parsing', () => {
  it('reads the rows of the Layout table only, and the list across a line break', () => {
    const text = `${readme(['e2e'])}\n\n| \`elsewhere\` | another table |\n`
    expect(layoutRows(text)).toEqual(['e2e'])
    expect(
      publishedList('## Packages and publishing\n\neach of the Ten publishable packages (`a`,\n`b`) to dist'),
    ).toEqual({ count: 10, names: ['a', 'b'] })
  })
})
