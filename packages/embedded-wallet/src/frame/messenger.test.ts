import { describe, expect, it } from 'vitest'
import { createMessenger } from './messenger.ts'

const id = 'c'.repeat(32)
const dapp = 'http://127.0.0.1:5173'

function fakeWindow() {
  const target = new EventTarget()
  const posted: { message: unknown; origin: string }[] = []
  const parent = { postMessage: (message: unknown, origin: string) => void posted.push({ message, origin }) }
  const win = {
    parent,
    addEventListener: (type: 'message', listener: (event: MessageEvent) => void) =>
      target.addEventListener(type, listener as EventListener),
    removeEventListener: (type: 'message', listener: (event: MessageEvent) => void) =>
      target.removeEventListener(type, listener as EventListener),
  }
  function receive(data: unknown, origin = dapp, source: unknown = parent) {
    const event = new MessageEvent('message', { data, origin })
    Object.defineProperty(event, 'source', { value: source })
    target.dispatchEvent(event)
  }
  return { win, posted, receive }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createMessenger', () => {
  it('answers SUCCESS to the parent origin only', async () => {
    const { win, posted, receive } = fakeWindow()
    createMessenger({ win, parentOrigin: dapp, handle: async () => ({ chainId: 1 }) })
    receive({ type: '@airlock-app/GET_CHAIN_ID', id, payload: {} })
    await settle()
    expect(posted).toEqual([
      { message: { type: '@airlock-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 1 } }, origin: dapp },
    ])
  })

  it('answers ERROR with the message and code', async () => {
    const { win, posted, receive } = fakeWindow()
    createMessenger({
      win,
      parentOrigin: dapp,
      handle: async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
    })
    receive({ type: '@airlock-app/RPC_REQUEST', id, payload: { method: 'personal_sign' } })
    await settle()
    expect(posted[0]?.message).toEqual({
      type: '@airlock-frame/RPC_REQUEST_ERROR',
      id,
      payload: { message: 'User rejected the request.', code: 4001 },
    })
  })

  it('ignores other origins, other windows and other shapes', async () => {
    const { win, posted, receive } = fakeWindow()
    let handled = 0
    createMessenger({
      win,
      parentOrigin: dapp,
      handle: async () => {
        handled++
      },
    })
    receive({ type: '@airlock-app/GET_USER', id, payload: {} }, 'https://evil.example')
    receive({ type: '@airlock-app/GET_USER', id, payload: {} }, dapp, {})
    receive({ type: '@airlock-app/GET_USER', id: 'short', payload: {} })
    receive('@airlock-app/GET_USER')
    await settle()
    expect(handled).toBe(0)
    expect(posted).toEqual([])
  })

  it('emits unsolicited events to the parent origin, and stops listening', async () => {
    const { win, posted, receive } = fakeWindow()
    const messenger = createMessenger({ win, parentOrigin: dapp, handle: async () => ({}) })
    messenger.emit('READY', { version: '1' })
    messenger.emit('APPROVAL_OPEN')
    messenger.stop()
    receive({ type: '@airlock-app/GET_USER', id, payload: {} })
    await settle()
    expect(posted).toEqual([
      { message: { type: '@airlock-frame/READY', payload: { version: '1' } }, origin: dapp },
      { message: { type: '@airlock-frame/APPROVAL_OPEN' }, origin: dapp },
    ])
  })

  it('posts SESSION_UPDATE only once the parent asked for the session (GET_USER or IS_CONNECTED)', async () => {
    for (const question of ['GET_USER', 'IS_CONNECTED']) {
      const { win, posted, receive } = fakeWindow()
      const messenger = createMessenger({ win, parentOrigin: dapp, handle: async () => ({}) })
      const user = { address: `0x${'1'.repeat(40)}`, chainId: 1, accounts: [] }
      // A restored session, a login: not asked, not told.
      messenger.emit('SESSION_UPDATE', user)
      receive({ type: '@airlock-app/GET_CHAIN_ID', id, payload: {} })
      // A question from another origin does not count.
      receive({ type: `@airlock-app/${question}`, id, payload: {} }, 'https://evil.example')
      await settle()
      messenger.emit('SESSION_UPDATE', user)
      expect(posted.map((entry) => (entry.message as { type: string }).type)).toEqual([
        '@airlock-frame/GET_CHAIN_ID_SUCCESS',
      ])
      receive({ type: `@airlock-app/${question}`, id, payload: {} })
      await settle()
      messenger.emit('SESSION_UPDATE', null)
      expect(posted.at(-1)).toEqual({
        message: { type: '@airlock-frame/SESSION_UPDATE', payload: null },
        origin: dapp,
      })
    }
  })
})
