import type { SerializedProviderRpcError } from '@airlock/wallet-engine'

/** The EIP-1193 events a wallet emits, with their payloads. */
export interface TestWalletEvents {
  connect: { chainId: string }
  disconnect: SerializedProviderRpcError
  accountsChanged: string[]
  chainChanged: string
}

export type TestWalletEventName = keyof TestWalletEvents

/** May return a promise: emit() waits for it, which is how the bridge lets tests await page delivery. */
export type TestWalletListener<E extends TestWalletEventName> = (payload: TestWalletEvents[E]) => unknown

export class Emitter {
  #listeners = new Map<TestWalletEventName, Set<TestWalletListener<never>>>()

  on<E extends TestWalletEventName>(event: E, listener: TestWalletListener<E>): () => void {
    let set = this.#listeners.get(event)
    if (!set) {
      set = new Set()
      this.#listeners.set(event, set)
    }
    set.add(listener as TestWalletListener<never>)
    return () => this.off(event, listener)
  }

  off<E extends TestWalletEventName>(event: E, listener: TestWalletListener<E>): void {
    this.#listeners.get(event)?.delete(listener as TestWalletListener<never>)
  }

  /** Calls every listener and waits for them; one failing listener does not stop the others. */
  async emit<E extends TestWalletEventName>(event: E, payload: TestWalletEvents[E]): Promise<void> {
    const listeners = [...(this.#listeners.get(event) ?? [])] as TestWalletListener<E>[]
    await Promise.allSettled(listeners.map(async (listener) => listener(payload)))
  }
}
