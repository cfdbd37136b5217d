import type { ViewName } from '@airlock/core'
import type { ComponentType } from 'react'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { VIEWS, type ViewTable } from './viewTable.ts'

const Blank = () => null

// The completeness is a compile-time property: `npx tsc -p tsconfig.json` type-checks this file, and a table
// with a ViewName missing (or typed as a partial table again) makes these lines errors.
describe('the view table', () => {
  it('has a component for every ViewName', () => {
    expectTypeOf<(typeof VIEWS)[ViewName]>().toExtend<ComponentType>()
    expectTypeOf(VIEWS).toExtend<ViewTable>()
  })

  it('refuses a table that leaves a ViewName out', () => {
    // @ts-expect-error a ViewName without a view is a compile error
    const incomplete = { Connect: Blank } satisfies ViewTable
    expect(Object.keys(incomplete)).toEqual(['Connect'])
  })

  it('holds a component, not a placeholder, under each name', () => {
    for (const [name, component] of Object.entries(VIEWS)) {
      expect(typeof component, name).toBe('function')
    }
  })
})
