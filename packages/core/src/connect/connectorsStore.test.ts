import { describe, expect, it } from 'vitest'
import { createConnectorsStore } from './connectorsStore.ts'

describe('connectors store', () => {
  it('de-duplicates by rdns within a namespace and keeps other namespaces', () => {
    const store = createConnectorsStore()
    store.setConnectors('solana', [{ id: 's', name: 'Sol', type: 'ANNOUNCED', chain: 'solana' }])
    store.setConnectors('eip155', [
      { id: 'a', name: 'A', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.a' } },
      { id: 'injected', name: 'A legacy', type: 'INJECTED', chain: 'eip155', info: { rdns: 'io.a' } },
      { id: 'b', name: 'B', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.b' } },
    ])
    expect(store.getState().connectors.map((c) => c.id)).toEqual(['s', 'a', 'b'])
    expect(store.getConnector('b', 'eip155')?.name).toBe('B')
    expect(store.getConnector('b', 'solana')).toBeUndefined()
  })
})
