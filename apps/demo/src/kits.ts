import { type Airlock, type AirlockOptions, createAirlock } from '@airlock/core'
import { ensurePairing, internalsOf } from '@airlock/core/internal'
import { demoOptions } from './config.ts'

/*
 * ?kits: a bare page that makes and destroys kits on demand with the demo's options, so a browser test can
 * check that destroy() gives back everything a kit opened (sockets, frames, listeners, timers). It is loaded
 * only with the flag: the demo's own page never pays for it.
 */

const kits: (Airlock | undefined)[] = []

function kit(index: number): Airlock {
  const found = kits[index]
  if (!found) throw new Error(`No kit ${index} (never made, or destroyed)`)
  return found
}

/** Resolves once `read` returns something, checking whenever the kit's store changes. */
function until<T>(store: { subscribe(listener: () => void): () => void }, read: () => T | undefined) {
  return new Promise<T>((resolve) => {
    const check = () => {
      const value = read()
      if (value === undefined) return false
      stop()
      resolve(value)
      return true
    }
    const stop = store.subscribe(() => void check())
    check()
  })
}

const airlockKits = {
  /** Makes a kit with the demo's options (and `overrides`); returns its index. */
  create(overrides: Partial<AirlockOptions> = {}): number {
    kits.push(createAirlock({ ...demoOptions(), ...overrides }))
    return kits.length - 1
  },
  destroy(index: number) {
    kit(index).destroy()
    kits[index] = undefined
  },
  /** Starts a WalletConnect pairing, as the QR view does; resolves with the URI the QR would show. */
  async pair(index: number): Promise<string> {
    const airlock = kit(index)
    // What the QR view does on its own; a dapp has no call for it, so this test page reaches into the kit.
    void ensurePairing(internalsOf(airlock)).catch(() => {})
    return until(airlock.connection, () => airlock.connection.getState().wcUri)
  },
  /** Email login, first step: the code goes to the mailbox. */
  async sendCode(index: number, email: string) {
    await kit(index).embeddedActions.connectEmail(email)
  },
  /** Email login, second step; resolves with the connected address. */
  async enterCode(index: number, code: string): Promise<string> {
    const airlock = kit(index)
    await airlock.embeddedActions.connectOtp(code)
    return until(airlock.account, () => airlock.account.get('eip155')?.address)
  },
}

;(window as unknown as { airlockKits: typeof airlockKits }).airlockKits = airlockKits
