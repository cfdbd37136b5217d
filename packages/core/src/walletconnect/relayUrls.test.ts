import { createMemoryStorage, type WebSocketLike } from '@airlock/protocol'
import { describe, expect, it } from 'vitest'
import { mainnet } from '../networks/index.ts'
import { resolveOptions } from '../options/options.ts'
import { createWalletConnect } from './create.ts'
import { loadAppClient } from './load.ts'
import { relayUrlOption } from './relayUrls.ts'

const A = 'ws://a.test/relay'
const B = 'ws://b.test/relay'

describe('relayUrlOption', () => {
  it('keeps one URL as a string and a list as a list, without blanks or repeats', () => {
    expect(relayUrlOption(A)).toBe(A)
    expect(relayUrlOption([A, ` ${B} `, A, ''])).toEqual([A, B])
    expect(relayUrlOption([` ${A}`, A])).toBe(A)
  })

  it('treats an empty value as not set, so the cloud relay is used', () => {
    expect(relayUrlOption(undefined)).toBeUndefined()
    expect(relayUrlOption([])).toBeUndefined()
    expect(relayUrlOption(['  '])).toBeUndefined()
    expect(relayUrlOption('')).toBeUndefined()
  })
})

/** TEST DOUBLE of a WebSocket: relay A refuses the handshake, relay B accepts it. */
function fakeSocket(url: string, opened: string[]): WebSocketLike {
  const target = new URL(url)
  const relay = `${target.origin}${target.pathname}`
  opened.push(relay)
  const socket: WebSocketLike = {
    readyState: 0,
    send: () => {},
    close: (code = 1000, reason = '') => {
      ;(socket as { readyState: number }).readyState = 3
      socket.onclose?.({ code, reason })
    },
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  }
  setTimeout(() => {
    if (relay === A) {
      ;(socket as { readyState: number }).readyState = 3
      socket.onclose?.({ code: 1006, reason: '' })
    } else {
      ;(socket as { readyState: number }).readyState = 1
      socket.onopen?.({})
    }
  }, 0)
  return socket
}

describe('loadAppClient with a list of relay URLs', () => {
  it('hands the list to the relay client, which moves on to the second relay when the first fails', async () => {
    const opened: string[] = []
    const client = await loadAppClient({
      relayUrl: [A, B],
      projectId: 'p',
      metadata: { name: 'Test dapp', description: '', url: 'https://dapp.example', icons: [] },
      storage: createMemoryStorage(),
      webSocket: (url) => fakeSocket(url, opened),
    })
    try {
      expect(opened).toEqual([A, B])
    } finally {
      await client.stop()
    }
  })
})

describe('createWalletConnect', () => {
  const kit = (relayUrl: string | readonly string[] | undefined, opened: string[]) =>
    createWalletConnect(
      resolveOptions({
        adapters: [],
        networks: [mainnet],
        projectId: 'p',
        cloudUrl: 'http://cloud.test',
        walletConnect: {
          ...(relayUrl === undefined ? {} : { relayUrl }),
          storage: createMemoryStorage(),
          webSocket: (url) => fakeSocket(url, opened),
        },
      }),
    )

  it("prefers the given list to the cloud's relay", async () => {
    const opened: string[] = []
    const client = await kit([A, B], opened)?.session.client()
    try {
      expect(opened).toEqual([A, B])
    } finally {
      await client?.stop()
    }
  })

  it("uses the cloud's relay when the list is empty", async () => {
    const opened: string[] = []
    const client = await kit([], opened)?.session.client()
    try {
      expect(opened[0]).toBe('ws://cloud.test/relay')
    } finally {
      await client?.stop()
    }
  })
})
