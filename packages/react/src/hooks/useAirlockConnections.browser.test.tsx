import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testConnector } from '../../../core/src/test/fakeAdapter.ts'
import { renderHookWithKit } from '../test/renderWithKit.tsx'
import { useAirlockConnections } from './useAirlockConnections.ts'

describe('useAirlockConnections', () => {
  it('lists the connected wallet by namespace, and disconnects it', async () => {
    const { result, airlock } = renderHookWithKit(() => useAirlockConnections())
    expect(result.current.connections).toEqual([])

    await act(() => airlock.connect(testConnector))
    expect(result.current.connections).toEqual([
      {
        namespace: 'eip155',
        address: '0x1111111111111111111111111111111111111111',
        connectorId: testConnector.id,
      },
    ])

    await act(() => result.current.disconnect('eip155'))
    expect(result.current.connections).toEqual([])
  })
})
