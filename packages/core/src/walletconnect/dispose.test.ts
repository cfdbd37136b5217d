import type { AppClient, SessionRecord } from '@airlock/protocol'
import { describe, expect, it, vi } from 'vitest'
import { ConnectionClosedError } from '../errors/connectionClosed.ts'
import { WalletConnectSession } from './provider.ts'

const session = {
  topic: 't',
  acknowledged: true,
  expiry: Math.floor(Date.now() / 1000) + 3600,
  namespaces: { eip155: { accounts: ['eip155:1:0xabc'], chains: ['eip155:1'], methods: ['personal_sign'] } },
} as unknown as SessionRecord

/** A protocol client whose pairings and requests never get an answer: only dispose() can end them. */
function silentClient(sessions: SessionRecord[] = []) {
  const stop = vi.fn(async () => {})
  const client = {
    events: { on: () => {} },
    sessions,
    connect: async () => ({ uri: 'wc:abc@2', approval: () => new Promise<SessionRecord>(() => {}) }),
    request: () => new Promise(() => {}),
    stop,
  }
  return { client: client as unknown as AppClient, stop }
}

describe('WalletConnectSession.dispose', () => {
  it('stops the protocol client (its relay socket and timers) and rejects a pairing in flight', async () => {
    const { client, stop } = silentClient()
    const wc = new WalletConnectSession(async () => client)
    const { approval } = await wc.connect({ eip155: { chains: ['eip155:1'], methods: [], events: [] } })
    const ended = expect(approval).rejects.toBeInstanceOf(ConnectionClosedError)
    await wc.dispose()
    expect(stop).toHaveBeenCalledOnce()
    await ended
  })

  it('rejects a wallet request in flight, and any call after, with ConnectionClosedError', async () => {
    const { client } = silentClient([session])
    const wc = new WalletConnectSession(async () => client)
    await wc.client()
    const request = wc.provider('eip155').request({ method: 'personal_sign', params: ['0x00', '0xabc'] })
    const ended = expect(request).rejects.toBeInstanceOf(ConnectionClosedError)
    await wc.dispose()
    await ended
    await expect(wc.client()).rejects.toBeInstanceOf(ConnectionClosedError)
    await expect(wc.provider('eip155').request({ method: 'eth_accounts' })).rejects.toBeInstanceOf(
      ConnectionClosedError,
    )
  })

  it('stops a client still loading once it has loaded, and never loads one after', async () => {
    const { client, stop } = silentClient()
    let finish: (c: AppClient) => void = () => {}
    const load = vi.fn(() => new Promise<AppClient>((resolve) => (finish = resolve)))
    const wc = new WalletConnectSession(load)
    void wc.client().catch(() => {})
    const disposed = wc.dispose()
    finish(client)
    await disposed
    expect(stop).toHaveBeenCalledOnce()
    await expect(wc.client()).rejects.toBeInstanceOf(ConnectionClosedError)
    expect(load).toHaveBeenCalledOnce()
  })

  it('does nothing to a client never loaded', async () => {
    const load = vi.fn(async () => silentClient().client)
    await new WalletConnectSession(load).dispose()
    expect(load).not.toHaveBeenCalled()
  })
})
