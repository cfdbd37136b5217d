import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { anyInDeclarations } from './anyTypes.ts'

describe('anyInDeclarations', () => {
  it('finds the any keyword in declaration files, not the word in comments, strings or names', () => {
    const dir = mkdtempSync(join(tmpdir(), 'any-types-'))
    mkdirSync(join(dir, 'nested'))
    writeFileSync(
      join(dir, 'a.d.ts'),
      "/** Accepts any value. */\nexport declare const label: 'any'\nexport declare const anyThing: number\n",
    )
    writeFileSync(
      join(dir, 'nested', 'b.d.ts'),
      'export declare function f(x: unknown): void\nexport type T = Array<any>\n',
    )
    writeFileSync(join(dir, 'c.ts'), 'export const x: any = 1\n')
    expect(anyInDeclarations(dir)).toEqual([join('nested', 'b.d.ts:2')])
  })
})
