import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory.ts'
import { Expirer, idKey, topicKey } from './expirer.ts'
import { createSignStores, flushStores, loadStores, restoreExpiries } from './signStores.ts'
import type { PairingRecord, ProposalRecord, SessionRecord } from './types.ts'

const pairing = { topic: 'p', expiry: 100 } as PairingRecord
const session = { topic: 's', expiry: 200 } as SessionRecord
const proposal = { id: 3, expiryTimestamp: 300 } as ProposalRecord

describe('sign stores', () => {
  it('keep every record across a reload, each client under its own prefix', async () => {
    const storage = createMemoryStorage()
    const first = createSignStores(storage, 'wc@2')
    first.keychain.set('p', 'key')
    first.pairings.set('p', pairing)
    first.history.set(1, { id: 1, topic: 's', method: 'wc_sessionPing', params: {}, direction: 'out' })
    await flushStores(first)
    expect(await storage.getKeys()).toEqual(expect.arrayContaining(['wc@2:keychain', 'wc@2:pairings']))

    const reloaded = createSignStores(storage, 'wc@2')
    await loadStores(reloaded)
    expect(reloaded.keychain.get('p')).toBe('key')
    expect(reloaded.pairings.get('p')).toEqual(pairing)
    expect(reloaded.history.get(1)?.method).toBe('wc_sessionPing')

    const other = createSignStores(storage, 'other')
    await loadStores(other)
    expect(other.keychain.size + other.pairings.size + other.history.size).toBe(0)
  })

  it('give the expirer back what they hold, except requests already answered or without an expiry', () => {
    const stores = createSignStores(createMemoryStorage(), 'wc@2')
    stores.pairings.set('p', pairing)
    stores.sessions.set('s', session)
    stores.proposals.set(3, proposal)
    const request = { topic: 's', method: 'wc_sessionRequest', params: {}, direction: 'in' } as const
    stores.history.set(4, { ...request, id: 4, expiry: 400 })
    stores.history.set(5, { ...request, id: 5, expiry: 500, answered: true })
    stores.history.set(6, { ...request, id: 6 })
    const expirer = new Expirer(
      () => 0,
      () => {},
    )
    restoreExpiries(stores, expirer)
    expect(expirer.get(topicKey('p'))).toBe(100)
    expect(expirer.get(topicKey('s'))).toBe(200)
    expect(expirer.get(idKey(3))).toBe(300)
    expect(expirer.get(idKey(4))).toBe(400)
    expect(expirer.get(idKey(5))).toBeUndefined()
    expect(expirer.get(idKey(6))).toBeUndefined()
  })
})
