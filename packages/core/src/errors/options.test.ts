import { describe, expect, it } from 'vitest'
import { createAirlock } from '../airlock.ts'
import { airlockDevnet } from '../networks/index.ts'
import { InvalidOptionsError } from './options.ts'

describe('InvalidOptionsError', () => {
  it('createAirlock refuses options it cannot work with, at once', () => {
    expect(() => createAirlock({ projectId: 'p', networks: [] as never, adapters: [] })).toThrow(
      InvalidOptionsError,
    )
    const both = () =>
      createAirlock({
        projectId: 'p',
        networks: [airlockDevnet],
        adapters: [],
        siweConfig: {} as never,
        siwx: {} as never,
      })
    expect(both).toThrow(InvalidOptionsError)
    expect(both).toThrow('Cannot set both `siweConfig` and `siwx` options')
  })
})
