import type { ChainNamespace } from '@airlock/core'
import { type AirlockConnection, useAirlockConnections } from '@airlock/react'
import { describe, expectTypeOf, it } from 'vitest'

describe('useAirlockConnections', () => {
  it('returns every connected namespace and a disconnect per namespace', () => {
    expectTypeOf(useAirlockConnections).parameters.toEqualTypeOf<[]>()
    expectTypeOf(useAirlockConnections()).toEqualTypeOf<{
      connections: AirlockConnection[]
      disconnect: (namespace: ChainNamespace) => Promise<boolean>
    }>()
    expectTypeOf<AirlockConnection>().toEqualTypeOf<{
      namespace: ChainNamespace
      address: string
      connectorId: string | undefined
    }>()
  })
})
