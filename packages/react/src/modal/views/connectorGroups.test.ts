import type { ConnectorInfo } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { groupConnectors } from './connectorGroups.ts'

const evm: ConnectorInfo = {
  id: 'dev.airlock.testwallet',
  name: 'Test Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
}
const sol: ConnectorInfo = {
  id: 'Test Wallet',
  name: 'Test Wallet',
  type: 'ANNOUNCED',
  chain: 'solana',
}
const btc: ConnectorInfo = {
  id: 'bip122:Test Wallet',
  name: 'test wallet ',
  type: 'ANNOUNCED',
  chain: 'bip122',
}
const other: ConnectorInfo = { id: 'io.other', name: 'Other', type: 'ANNOUNCED', chain: 'eip155' }

describe('groupConnectors', () => {
  it('lists a wallet once with its connector of each namespace, in the order found', () => {
    const groups = groupConnectors([evm, other, sol, btc])
    expect(groups.map((g) => [g.primary.id, g.connectors.map((c) => c.chain)])).toEqual([
      ['dev.airlock.testwallet', ['eip155', 'solana', 'bip122']],
      ['io.other', ['eip155']],
    ])
  })

  it('drops a repeated id, and keeps two wallets of one namespace that share a name apart', () => {
    const twin: ConnectorInfo = { ...evm, id: 'io.twin' }
    const groups = groupConnectors([evm, evm, twin, sol])
    expect(groups.map((g) => g.connectors.map((c) => c.id))).toEqual([
      ['dev.airlock.testwallet', 'Test Wallet'],
      ['io.twin'],
    ])
  })
})
