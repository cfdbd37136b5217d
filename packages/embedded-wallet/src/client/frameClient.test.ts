import { afterEach, describe, expect, it, vi } from 'vitest'
import { FrameRequestAbortedError, UserRejectedRequestError } from './errors.ts'
import { createFrameClient } from './frameClient.ts'

/*
 * The frame client against a scripted frame: a stand-in DOM (an iframe whose window answers what the test
 * sets), so the client's own rules run in Node: local refusal of waiting approvals, and RELOAD.
 */

const SITE = 'http://frame.test'
const ADDRESS = '0x1111111111111111111111111111111111111111'
const user = (chainId: number) => ({
  address: ADDRESS,
  chainId,
  accounts: [{ address: ADDRESS, type: 'eoa' }],
})

type Sent = { event: string; id: string; payload: Record<string, unknown>; page: number }

function fakeDom() {
  const listeners = new Set<(event: MessageEvent) => void>()
  const sent: Sent[] = []
  /** Each page of the frame answers what `answer` returns; undefined leaves the request unanswered. */
  let answer: (message: Sent) => unknown = () => ({})
  let page = 0
  const frameWindow = {
    postMessage(data: { type: string; id: string; payload: Record<string, unknown> }, targetOrigin: string) {
      expect(targetOrigin).toBe(SITE)
      const message = {
        event: data.type.replace('@airlock-app/', ''),
        id: data.id,
        payload: data.payload,
        page,
      }
      sent.push(message)
      setTimeout(() => {
        const payload = answer(message)
        if (payload !== undefined)
          emit({ type: `@airlock-frame/${message.event}_SUCCESS`, id: message.id, payload })
        // The frame reloads once its answer is posted: the new page says READY, and nothing of its session.
        if (message.event === 'RELOAD')
          setTimeout(() => {
            // A late session message while the reload runs, on the new page's first chain: not passed on.
            emit({ type: '@airlock-frame/SESSION_UPDATE', payload: user(1) })
            boot()
          }, 20)
      }, 0)
    },
  }
  function emit(data: unknown) {
    for (const listener of [...listeners])
      listener({ origin: SITE, source: frameWindow, data } as MessageEvent)
  }
  /** A (re)loaded page: READY, the session told only to a page that asks. */
  function boot() {
    page++
    emit({ type: '@airlock-frame/READY', payload: { version: '0.1.0' } })
  }
  const iframe = {
    style: {},
    contentWindow: frameWindow,
    setAttribute() {},
    removeAttribute() {},
    remove() {},
  }
  vi.stubGlobal('window', {
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.delete(listener),
  })
  vi.stubGlobal('document', { createElement: () => iframe, body: { appendChild() {} } })
  return {
    sent,
    boot,
    emit,
    setAnswer: (next: (message: Sent) => unknown) => {
      answer = next
    },
  }
}

async function readyClient() {
  const dom = fakeDom()
  const client = createFrameClient({
    secureSiteUrl: `${SITE}/`,
    projectId: 'p',
    chainId: 'eip155:1',
    version: '1',
  })
  dom.boot()
  await client.ready
  return { dom, client }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the frame client', () => {
  it('refuses the waiting approvals locally with 4001, safe requests going on', async () => {
    const { dom, client } = await readyClient()
    dom.setAnswer((m) =>
      m.event === 'RPC_REQUEST' && m.payload.method === 'personal_sign' ? undefined : '0x1',
    )
    const signing = client.request('RPC_REQUEST', { method: 'personal_sign', params: [] }, { timeoutMs: 0 })
    const reading = client.request('RPC_REQUEST', { method: 'eth_blockNumber', params: [] })
    await vi.waitFor(() => expect(dom.sent.filter((m) => m.event === 'RPC_REQUEST')).toHaveLength(2))
    expect(client.rejectRpcRequests()).toBe(1)
    await expect(signing).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(signing).rejects.toMatchObject({ code: 4001, shortMessage: 'User rejected the request.' })
    await expect(reading).resolves.toBe('0x1')
    expect(client.rejectRpcRequests()).toBe(0)
  })

  it('reloads the frame: later requests wait for the new page, which is put back on the kit’s chain, theme and dapp', async () => {
    const { dom, client } = await readyClient()
    const sessions: unknown[] = []
    client.on('SESSION_UPDATE', (payload) => sessions.push(payload))
    /** The chain of the frame's current page: its URL's (1) until SWITCH_NETWORK. */
    let pageChain = 1
    dom.setAnswer((m) => {
      if (m.event === 'RELOAD') pageChain = 1
      if (m.event === 'SWITCH_NETWORK') pageChain = Number(m.payload.chainId)
      if (m.event === 'SWITCH_NETWORK') return { chainId: pageChain }
      if (m.event === 'IS_CONNECTED') return { isConnected: true }
      if (m.event === 'GET_USER') return user(pageChain)
      if (m.event === 'RPC_REQUEST') return m.page === 1 ? undefined : '0xabc'
      return {}
    })
    await client.request('SYNC_THEME', { themeMode: 'dark' })
    await client.request('SWITCH_NETWORK', { chainId: 31337 })
    // Sent to the page that reloads: it never answers.
    const lost = client.request('RPC_REQUEST', { method: 'eth_getBalance', params: [] })
    const lostOutcome = lost.catch((error: unknown) => error)
    await vi.waitFor(() => expect(dom.sent.some((m) => m.event === 'RPC_REQUEST')).toBe(true))

    const reloading = client.reload()
    await vi.waitFor(() => expect(dom.sent.some((m) => m.event === 'RELOAD')).toBe(true))
    const later = client.request('RPC_REQUEST', { method: 'eth_getBalance', params: [] })
    await reloading
    expect(await lostOutcome).toBeInstanceOf(FrameRequestAbortedError)
    await expect(later).resolves.toBe('0xabc')

    const after = dom.sent.filter((m) => m.page === 2).map((m) => [m.event, m.payload])
    expect(after).toEqual([
      ['SYNC_THEME', { themeMode: 'dark' }],
      ['SWITCH_NETWORK', { chainId: 31337 }],
      ['IS_CONNECTED', {}],
      ['GET_USER', {}],
      ['RPC_REQUEST', { method: 'eth_getBalance', params: [] }],
    ])
    // The new page was asked for its user once back on 31337: the provider sees no chain change.
    expect(sessions).toEqual([user(31337)])
  })

  it('says the session is gone when the reloaded frame could not restore it', async () => {
    const { dom, client } = await readyClient()
    const sessions: unknown[] = []
    client.on('SESSION_UPDATE', (payload) => sessions.push(payload))
    dom.setAnswer((m) => (m.event === 'IS_CONNECTED' ? { isConnected: false } : { chainId: 1 }))
    await client.reload()
    expect(sessions).toEqual([null])
  })
})
