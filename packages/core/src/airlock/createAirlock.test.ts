import { describe, expect, it } from 'vitest'
import { airlockDevnet } from '../networks/devnet.ts'
import type { AirlockOptions } from '../options/options.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createAirlock } from './createAirlock.ts'
import { internalsOf } from './internals.ts'

const options: AirlockOptions = {
  projectId: 'p',
  networks: [airlockDevnet],
  adapters: [],
  storage: createMemoryBackend(),
}

describe('createAirlock', () => {
  it('hands out exactly the Airlock interface: the members are pinned, the context is not among them', () => {
    const airlock = createAirlock(options)
    try {
      expect(Object.keys(airlock).sort()).toMatchSnapshot()
      for (const internal of ['router', 'toast', 'alert', 'options', 'optionsStore', 'storage', 'adapters'])
        expect(internal in airlock).toBe(false)
      for (const internal of ['cloud', 'walletConnect', 'isMobile', 'openingView', 'isCloseBlocked'])
        expect(internal in airlock).toBe(false)
      expect(Object.keys(airlock.swapActions)).not.toContain('dispose')
      expect(Object.keys(airlock.onrampActions)).not.toContain('dispose')
      expect(Object.keys(airlock.siwxActions)).not.toContain('dispose')
      expect(Object.keys(airlock.embeddedActions)).not.toContain('dispose')
      expect(Object.keys(airlock.embeddedActions)).not.toContain('placeApproval')
    } finally {
      airlock.destroy()
    }
  })

  it('cannot be changed or extended by a dapp', () => {
    const airlock = createAirlock(options)
    try {
      expect(Object.isFrozen(airlock)).toBe(true)
      expect(() => Object.assign(airlock, { open: () => {} })).toThrow(TypeError)
      expect(Object.isFrozen(airlock.swapActions)).toBe(true)
    } finally {
      airlock.destroy()
    }
  })

  it('shares its stores and actions with the whole kit behind it, which only internalsOf reaches', () => {
    const airlock = createAirlock(options)
    try {
      const kit = internalsOf(airlock)
      expect(kit.account).toBe(airlock.account)
      expect(kit.chain).toBe(airlock.chain)
      kit.router.push('Networks')
      expect(kit.router.getState().view).toBe('Networks')
      airlock.setAccentColor('#7c3aed')
      expect(airlock.theme.getState().accentColor).toBe('#7c3aed')
      expect(Object.getOwnPropertySymbols(airlock)).toHaveLength(1)
      expect(JSON.stringify(Object.keys(airlock))).not.toContain('internals')
    } finally {
      airlock.destroy()
    }
  })

  it('refuses an object it did not make', () => {
    expect(() => internalsOf({} as never)).toThrow(
      'Not an Airlock kit: pass the object createAirlock() returned',
    )
  })
})
