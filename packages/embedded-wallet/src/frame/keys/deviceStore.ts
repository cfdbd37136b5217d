import type { Hex } from 'viem'
import { newRequestId } from '../../shared/messages.ts'
import { isShare } from './shares.ts'

/**
 * What this browser keeps in the frame origin's localStorage, per project and per embedding page's origin: its
 * device id, the session token (so a reload stays signed in) and each account's device share. The dapp page
 * cannot read another origin's storage; nothing here is ever posted to it.
 */
export interface DeviceStore {
  deviceId(): string
  session(): string | undefined
  setSession(token: string | undefined): void
  share(address: string): Hex | undefined
  setShare(address: string, share: Hex): void
}

/**
 * The start of every key the frame stores for a project under one embedding page. Browsers give the frame one
 * storage under every page of a site (other ports and subdomains of the host included), and a project's list
 * may allow several of them: keyed by the page's origin, a page finds no session, device share or choice made
 * under another origin. The origin is URI-encoded so that its colons cannot run into the names after it.
 */
export function storagePrefix(projectId: string, parentOrigin: string): string {
  return `airlock-embedded:${projectId}:${encodeURIComponent(parentOrigin)}:`
}

export function createDeviceStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  projectId: string,
  parentOrigin: string,
) {
  const prefix = storagePrefix(projectId, parentOrigin)
  const key = (name: string) => `${prefix}${name}`
  const store: DeviceStore = {
    deviceId() {
      let id = storage.getItem(key('device-id'))
      if (!id || !/^[0-9a-f]{32}$/.test(id)) {
        id = newRequestId()
        storage.setItem(key('device-id'), id)
      }
      return id
    },
    session() {
      return storage.getItem(key('session')) ?? undefined
    },
    setSession(token) {
      if (token === undefined) storage.removeItem(key('session'))
      else storage.setItem(key('session'), token)
    },
    share(address) {
      const share = storage.getItem(key(`share:${address.toLowerCase()}`))
      return isShare(share) ? share : undefined
    },
    setShare(address, share) {
      storage.setItem(key(`share:${address.toLowerCase()}`), share)
    },
  }
  return store
}

/** A Storage in memory, for tests and for a browser that refuses localStorage to the frame. */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>()
  return {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  }
}
