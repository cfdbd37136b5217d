import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { changesetFolderProblems, changesetProblems } from './changesets.ts'

const published = ['@airlock/core', '@airlock/react']

describe('changesetProblems', () => {
  it('accepts front matter of package lines, blank lines among them, and a body', () => {
    expect(
      changesetProblems('---\n"@airlock/react": minor\n---\n\nAdds useAirlockSell.\n', published),
    ).toEqual([])
    expect(
      changesetProblems(
        '---\n\n"@airlock/core": patch\n"@airlock/react": major\n\n---\n\nFixes x.\n',
        published,
      ),
    ).toEqual([])
  })

  it('refuses a package line a formatter turned into a heading, or with a bump changesets does not know', () => {
    expect(changesetProblems('---\n\n## "@airlock/core": patch\n\n---\n\nFixes x.\n', published)).toEqual([
      '`## "@airlock/core": patch` is not a package line such as `"@airlock/core": patch` (patch, minor or major)',
    ])
    expect(changesetProblems('---\n"@airlock/core": huge\n---\n\nx\n', published)).toHaveLength(1)
  })

  it('refuses a file without its front matter, its closing line, a package or a body', () => {
    expect(changesetProblems('# Title\n\nText\n', published)).toEqual([
      'the first line must be `---`, opening the front matter',
    ])
    expect(changesetProblems('---\n"@airlock/core": patch\n\nText\n', published)).toEqual([
      'the front matter has no closing `---` line',
    ])
    expect(changesetProblems('---\n---\n\nText\n', published)).toEqual(['the front matter names no package'])
    expect(changesetProblems('---\n"@airlock/core": patch\n---\n\n', published)).toEqual([
      'there is no text below the front matter',
    ])
  })

  it('refuses a package that is not published, and one named twice', () => {
    expect(
      changesetProblems(
        '---\n"@airlock/cloud": patch\n"@airlock/core": patch\n"@airlock/core": minor\n---\n\nx\n',
        published,
      ),
    ).toEqual(['@airlock/cloud is not a package npm run pack publishes', '@airlock/core is named twice'])
  })
})

describe("the repository's changesets", () => {
  it('can all be released: each parses and names published packages', () => {
    expect(changesetFolderProblems(join(import.meta.dirname, '..', '..', '.changeset'))).toEqual([])
  })
})
