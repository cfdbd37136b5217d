import { DEFAULT_REMOTE_FEATURES } from '@airlock/protocol/cloud-api'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PROJECT_FEATURES, resolveFeatures } from './features.ts'

describe("a project's features", () => {
  it('default to the ones the kit starts from', () => {
    expect(DEFAULT_PROJECT_FEATURES).toEqual(DEFAULT_REMOTE_FEATURES)
    expect(resolveFeatures(undefined)).toEqual(DEFAULT_PROJECT_FEATURES)
  })

  it('take stored overrides and drop keys an older version stored', () => {
    expect(resolveFeatures({ swaps: false, socials: ['github'], retired: true })).toEqual({
      ...DEFAULT_PROJECT_FEATURES,
      swaps: false,
      socials: ['github'],
    })
  })
})
