import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

/**
 * A Wallet Standard registry of the test's own, with @wallet-standard/app's semantics (register returns the
 * unregister, a wallet registers once, listeners hear register/unregister). The real registry is page-wide
 * module state bound to the first `window` it sees; unit test files share modules (isolate: false), so a file
 * that reached the real one would decide which window every later file's wallets must register on.
 */
export function createWalletRegistry(): Wallets {
  const registered = new Set<Wallet>()
  const listeners = {
    register: new Set<(...w: Wallet[]) => void>(),
    unregister: new Set<(...w: Wallet[]) => void>(),
  }
  return {
    get: () => [...registered],
    on(event, listener) {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
    register(...wallets) {
      const added = wallets.filter((wallet) => !registered.has(wallet))
      if (added.length === 0) return () => {}
      for (const wallet of added) registered.add(wallet)
      for (const listener of [...listeners.register]) listener(...added)
      return () => {
        for (const wallet of added) registered.delete(wallet)
        for (const listener of [...listeners.unregister]) listener(...added)
      }
    },
  }
}
