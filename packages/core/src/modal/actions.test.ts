import { describe, expect, it } from 'vitest'
import type { AirlockEvent } from '../events/store.ts'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import type { AirlockOptions } from '../options/options.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter, flush, testConnector } from '../test/fakeAdapter.ts'
import { createFakeSiwx } from '../test/fakeSiwx.ts'

function setup(overrides: Partial<AirlockOptions> = {}) {
  const fake = createFakeAdapter()
  fake.state.connectors = [testConnector]
  const airlock = createKit({
    projectId: 'test-project',
    networks: [airlockDevnet],
    adapters: [fake.adapter],
    storage: createMemoryBackend(),
    isMobile: () => false,
    ...overrides,
  })
  const events: AirlockEvent['event'][] = []
  airlock.events.subscribe((s) => {
    if (s.last) events.push(s.last.event)
  })
  return { airlock, events }
}

describe('close() in embedded (inline) mode', () => {
  it('goes back to the view the card starts on, even when the card was never opened', () => {
    const { airlock, events } = setup({ enableEmbedded: true })
    airlock.router.push('AllWallets')
    airlock.router.push('ConnectingExternal', { connector: testConnector })
    airlock.close()
    expect(airlock.router.getState()).toMatchObject({
      view: 'Connect',
      history: ['Connect'],
      data: undefined,
    })
    // Nothing had opened, so nothing closed.
    expect(events).not.toContain('MODAL_CLOSE')
  })

  it('goes back to Account once connected, and closes what open() opened', async () => {
    const { airlock, events } = setup({ enableEmbedded: true })
    await airlock.connect(testConnector)
    await flush()
    airlock.open({ view: 'Networks' })
    airlock.router.push('Receive')
    airlock.close()
    expect(airlock.router.getState().history).toEqual(['Account'])
    expect(airlock.modal.getState().open).toBe(false)
    expect(events).toContain('MODAL_CLOSE')
  })

  it('drops the pairing uri, as a closing modal does', () => {
    const { airlock } = setup({ enableEmbedded: true })
    airlock.connection.setWcUri('wc:topic@2?relay-protocol=irn&symKey=00', Date.now() + 1000)
    airlock.close()
    expect(airlock.connection.getState().wcUri).toBeUndefined()
  })

  it('Back on the first view asks to close, which lands on the opening view', () => {
    const { airlock } = setup({ enableEmbedded: true })
    airlock.router.reset('Networks')
    airlock.router.goBack()
    expect(airlock.router.getState().view).toBe('Connect')
  })

  it('still refuses while a required sign-in has no session: it shakes and stays', () => {
    const { airlock } = setup({ enableEmbedded: true, siwx: createFakeSiwx({ required: true }).config })
    airlock.router.reset('SIWXSignMessage')
    airlock.close()
    expect(airlock.router.getState().view).toBe('SIWXSignMessage')
    expect(airlock.modal.getState().shake).toBe(true)
  })
})

describe('close() over the page', () => {
  it('leaves the router alone when the modal is not open', () => {
    const { airlock, events } = setup()
    airlock.router.reset('Networks')
    airlock.close()
    expect(airlock.router.getState().view).toBe('Networks')
    expect(events).not.toContain('MODAL_CLOSE')
  })

  it('closes without touching the view, which the next open() picks', () => {
    const { airlock } = setup()
    airlock.open({ view: 'AllWallets' })
    airlock.close()
    expect(airlock.modal.getState().open).toBe(false)
    expect(airlock.router.getState().view).toBe('AllWallets')
  })
})

describe('closing a WalletConnect pairing', () => {
  it('the status leaves "connecting" at once; the pairing may still connect', async () => {
    const { airlock } = setup()
    airlock.open()
    airlock.connection.awaitWcPairing()
    airlock.connection.setWcUri('wc:abc@2', Date.now() + 60_000)
    airlock.close()
    expect(airlock.connection.getState()).toMatchObject({ status: 'disconnected', wcUri: undefined })

    // A wallet that answers later connects the page all the same.
    await airlock.connect(testConnector)
    await flush()
    expect(airlock.connection.getState().status).toBe('connected')
  })
})
