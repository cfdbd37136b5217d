import {
  type AirlockOptions,
  type CaipNetwork,
  type ChainAdapter,
  createAirlock,
  createCloudSiwx,
  type Features,
  type LocaleInput,
  mainnet,
  optimism,
  type SIWXConfig,
  type ThemeMode,
} from '@airlock/core'
import { describe, expectTypeOf, it } from 'vitest'

// What a dapp may write in `createAirlock({ … })`: the three required fields, and a few options whose type is
// the whole of their documentation (the sign-in configs, the theme, the language).

declare const adapter: ChainAdapter
const required = { projectId: 'my-project', networks: [mainnet], adapters: [adapter] } as const

describe('AirlockOptions', () => {
  it('needs a project id, at least one network and the adapters', () => {
    expectTypeOf(createAirlock).toBeCallableWith(required)
    expectTypeOf<AirlockOptions['projectId']>().toEqualTypeOf<string>()
    expectTypeOf<AirlockOptions['networks']>().toEqualTypeOf<readonly [CaipNetwork, ...CaipNetwork[]]>()
    expectTypeOf<AirlockOptions['adapters']>().toEqualTypeOf<readonly ChainAdapter[]>()
    // @ts-expect-error no project id
    createAirlock({ networks: [mainnet], adapters: [] })
    // @ts-expect-error no networks
    createAirlock({ projectId: 'p', adapters: [] })
    // @ts-expect-error an empty network list (createAirlock would refuse it at run time too)
    createAirlock({ projectId: 'p', networks: [], adapters: [] })
    // @ts-expect-error no adapters: pass [] for a kit that connects nothing
    createAirlock({ projectId: 'p', networks: [mainnet] })
  })

  it('takes everything else as optional', () => {
    expectTypeOf(createAirlock).toBeCallableWith({
      ...required,
      networks: [mainnet, optimism],
      defaultNetwork: optimism,
      metadata: { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: [] },
      features: { swaps: false, socials: ['google', 'github'] },
      themeMode: 'system',
      themeVariables: { '--airlock-border-radius-master': '8px' },
      accentColor: '#7c3aed',
      locale: 'ja',
      cloudUrl: 'http://127.0.0.1:8787',
      cacheMaxEntries: 20,
      swap: { slippage: 0.5 },
      walletConnect: { relayUrl: ['wss://relay-a.example/relay', 'wss://relay-b.example/relay'] },
    })
    expectTypeOf<AirlockOptions['features']>().toEqualTypeOf<Partial<Features> | undefined>()
    expectTypeOf<AirlockOptions['themeMode']>().toEqualTypeOf<ThemeMode | undefined>()
    expectTypeOf<AirlockOptions['locale']>().toEqualTypeOf<LocaleInput | undefined>()
    // @ts-expect-error a theme mode the kit does not know
    createAirlock({ ...required, themeMode: 'sepia' })
    // @ts-expect-error a social login the kit does not offer
    createAirlock({ ...required, features: { socials: ['myspace'] } })
  })

  it('signs in with X through `siwx` (createCloudSiwx or your own SIWXConfig), or the older `siweConfig`', () => {
    expectTypeOf<AirlockOptions['siwx']>().toEqualTypeOf<SIWXConfig | undefined>()
    expectTypeOf(createCloudSiwx()).toExtend<SIWXConfig>()
    expectTypeOf(createAirlock).toBeCallableWith({ ...required, siwx: createCloudSiwx({ required: false }) })
    // @ts-expect-error a SIWXConfig has its session calls; an empty object is not one
    createAirlock({ ...required, siwx: {} })
    // The older option is carried for dapps moving from other kits and typed loosely on purpose.
    expectTypeOf<AirlockOptions['siweConfig']>().toBeUnknown()
  })
})
