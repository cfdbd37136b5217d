import { describe, expect, it } from 'vitest'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import { InvalidOptionsError } from './errors.ts'

describe('InvalidOptionsError', () => {
  it('createAirlock refuses options it cannot work with, at once', () => {
    expect(() => createKit({ projectId: 'p', networks: [] as never, adapters: [] })).toThrow(
      InvalidOptionsError,
    )
    const both = () =>
      createKit({
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
