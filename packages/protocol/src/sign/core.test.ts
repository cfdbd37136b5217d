import { afterEach, describe, expect, it } from 'vitest'
import { decodeEnvelope, encodeEnvelope } from '../crypto/envelope.ts'
import { generateSymKey } from '../crypto/keys.ts'
import { createMemoryStorage } from '../storage/memory.ts'
import { MemoryRelayHub } from '../test/memoryRelay.ts'
import { SignCore, type SignCoreOptions } from './core.ts'
import { appMetadata } from './engine.fixtures.ts'
import { parsePayload } from './payload.ts'
import type { SessionRecord } from './types.ts'

const TOPIC = 'c'.repeat(64)
const running: SignCore[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((core) => core.stop()))
})

async function started(options: Partial<SignCoreOptions> = {}) {
  const hub = new MemoryRelayHub()
  const core = new SignCore({
    relay: hub.client(),
    storage: createMemoryStorage(),
    metadata: appMetadata,
    ...options,
  })
  running.push(core)
  await core.start()
  const symKey = generateSymKey()
  await core.subscribeWithKey(TOPIC, symKey)
  return { hub, core, symKey }
}

describe('SignCore', () => {
  it('attests the requests a verifier checks (proposals, session requests, authenticate) and no others', async () => {
    const attested: string[] = []
    const { hub, core } = await started({
      attest: async (_envelope, payloadJson) => {
        attested.push(JSON.parse(payloadJson).method)
        return 'jwt'
      },
    })
    await core.sendRequest(TOPIC, 'wc_sessionRequest', {}, { awaitResponse: false })
    await core.sendRequest(TOPIC, 'wc_sessionPing', {}, { awaitResponse: false })
    expect(attested).toEqual(['wc_sessionRequest'])
    expect(hub.published.map((message) => message.attestation)).toEqual(['jwt', undefined])
  })

  it('answers a request received in a universal link through the universal link', async () => {
    const opened: string[] = []
    const { hub, core, symKey } = await started({
      metadata: { ...appMetadata, redirect: { universal: 'https://app.example/wc', linkMode: true } },
      linkMode: { openUrl: (url) => void opened.push(url) },
    })
    core.onRequest('wc_sessionPing', ({ topic, id }) => core.sendResult(topic, id, 'wc_sessionPing', true))
    core.sessions.set(TOPIC, {
      topic: TOPIC,
      acknowledged: true,
      peer: {
        publicKey: 'ab',
        metadata: { ...appMetadata, redirect: { universal: 'https://peer.example/wc', linkMode: true } },
      },
    } as SessionRecord)
    const ping = { id: 1, jsonrpc: '2.0', method: 'wc_sessionPing', params: {} }
    const envelope = encodeEnvelope(ping, { type: 0, symKey }, 'base64url')
    core.dispatchEnvelope(`https://app.example/?wc_ev=${envelope}&topic=${TOPIC}`)
    await core.idle()
    expect(hub.published).toEqual([])
    const answer = new URL(opened[0] as string)
    expect(answer.origin + answer.pathname).toBe('https://peer.example/wc')
    const payload = decodeEnvelope(
      answer.searchParams.get('wc_ev') as string,
      { symKey },
      'base64url',
    ).payload
    expect(parsePayload(payload)).toMatchObject({ kind: 'result', id: 1, result: true })
  })

  it('rejects the calls still waiting for an answer when it stops', async () => {
    const { core } = await started()
    const { response } = await core.sendRequest(TOPIC, 'wc_sessionPing', {})
    await core.stop()
    await expect(response).rejects.toThrow('The client was stopped')
  })
})
