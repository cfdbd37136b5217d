import { describe, expect, it } from 'vitest'
import { sessionNamespaces } from '../validation.fixtures.ts'
import { isValidNamespacesChainId, isValidNamespacesEvent, isValidNamespacesRequest } from './grants.ts'

describe('what session namespaces grant', () => {
  const namespaces = sessionNamespaces()

  it('a chain is granted when some account is on it', () => {
    expect(isValidNamespacesChainId(namespaces, 'eip155:1')).toBe(true)
    expect(isValidNamespacesChainId(namespaces, 'eip155:5')).toBe(true)
    expect(isValidNamespacesChainId(namespaces, 'eip155:10')).toBe(false)
    expect(isValidNamespacesChainId(namespaces, 'eip155')).toBe(false)
    expect(isValidNamespacesChainId(namespaces, 1)).toBe(false)
  })

  it('a method or an event is granted for the chain when listed', () => {
    expect(isValidNamespacesRequest(namespaces, 'eip155:1', 'personal_sign')).toBe(true)
    expect(isValidNamespacesRequest(namespaces, 'eip155:1', 'eth_sendTransaction')).toBe(false)
    expect(isValidNamespacesRequest(namespaces, 'eip155:1', '')).toBe(false)
    expect(isValidNamespacesEvent(namespaces, 'eip155:5', 'accountsChanged')).toBe(true)
    expect(isValidNamespacesEvent(namespaces, 'eip155:5', 'balanceChanged')).toBe(false)
    expect(isValidNamespacesEvent(namespaces, 'eip155:5', undefined)).toBe(false)
  })
})
