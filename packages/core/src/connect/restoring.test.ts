import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ConnectResult } from '../adapter.ts'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import { createMemoryBackend, StorageKeys } from '../storage/storage.ts'
import { createFakeAdapter, FAKE_SIGNATURE, FAKE_TX_HASH, flush, testConnector } from '../test/fakeAdapter.ts'
import { ConnectionRestoreTimeoutError } from './errors.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'

afterEach(() => vi.useRealTimers())
// The kit loads its request code on first use: loaded here, a request reaches the connection within a flush.
beforeAll(() => Promise.all([import('./request.ts'), import('../smartAccounts/controller.ts')]))

/** Storage of a visit that connected the test wallet: what a reload starts from. */
async function storedVisit() {
  const fake = createFakeAdapter()
  fake.state.connectors = [testConnector]
  const backend = createMemoryBackend()
  const first = createKit({
    projectId: 'p',
    networks: [airlockDevnet],
    adapters: [fake.adapter],
    storage: backend,
  })
  await first.connect(testConnector)
  first.destroy()
  return backend
}

/** A reload: the kit restores the stored connection, whose wallet answers when the test says. */
function reload(backend: ReturnType<typeof createMemoryBackend>) {
  const fake = createFakeAdapter()
  fake.state.connectors = [testConnector]
  let answer: (result: ConnectResult | Error | undefined) => void = () => {}
  fake.adapter.reconnect = (params) => {
    fake.calls.push({ method: 'reconnect', params })
    return new Promise((resolve, reject) => {
      answer = (result) => (result instanceof Error ? reject(result) : resolve(result))
    })
  }
  const airlock = createKit({
    projectId: 'p',
    networks: [airlockDevnet],
    adapters: [fake.adapter],
    storage: backend,
  })
  return { airlock, fake, answer: (result: ConnectResult | Error | undefined) => answer(result) }
}

describe('a request made while the connection of an earlier visit is restored', () => {
  it('waits for the restore, then goes to the wallet (the account already shows connected)', async () => {
    const { airlock, fake, answer } = reload(await storedVisit())
    expect(airlock.account.get('eip155')?.address).toBe(ADDRESS)
    const sent = airlock.sendTransaction({ to: ADDRESS, value: 1n })
    const signed = airlock.signMessage('hello')
    await flush()
    expect(fake.calls.map((c) => c.method)).not.toContain('sendTransaction')
    answer({ address: ADDRESS, chainId: 31337, accounts: [ADDRESS] })
    await expect(sent).resolves.toBe(FAKE_TX_HASH)
    await expect(signed).resolves.toBe(FAKE_SIGNATURE)
    expect(fake.calls.find((c) => c.method === 'sendTransaction')?.params).toMatchObject({
      connectorId: testConnector.id,
      from: ADDRESS,
    })
  })

  it('rejects with the restore’s own error when the restore fails', async () => {
    const { airlock, answer } = reload(await storedVisit())
    const sent = airlock.sendTransaction({ to: ADDRESS, value: 1n })
    await flush()
    answer(new Error('The embedded wallet did not load'))
    await expect(sent).rejects.toThrow('The embedded wallet did not load')
  })

  it('gives up with ConnectionRestoreTimeoutError after the frame load timeout', async () => {
    const backend = await storedVisit()
    vi.useFakeTimers()
    const { airlock } = reload(backend)
    const sent = airlock.sendTransaction({ to: ADDRESS, value: 1n })
    const outcome = sent.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(19_999)
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(error).toBeInstanceOf(ConnectionRestoreTimeoutError)
    expect(error).toMatchObject({ shortMessage: 'The wallet did not reconnect in time', namespace: 'eip155' })
  })
})

describe('a restore that fails', () => {
  it('disconnects, returns the router to Connect and shows the error', async () => {
    const backend = await storedVisit()
    const { airlock, fake, answer } = reload(backend)
    // The visitor had the Account view open before the wallet answered.
    airlock.router.reset('Account')
    answer(new Error('The wallet did not answer'))
    await airlock.ready
    expect(airlock.account.get('eip155')?.address).toBeUndefined()
    expect(airlock.connection.getState()).toMatchObject({ status: 'disconnected' })
    expect(airlock.connection.getState().connections.eip155 ?? []).toEqual([])
    expect(backend.getItem(StorageKeys.connectedConnectorId('eip155'))).toBeNull()
    expect(fake.calls.find((c) => c.method === 'disconnect')?.params).toEqual({
      connectorId: testConnector.id,
    })
    expect(airlock.router.getState()).toMatchObject({ view: 'Connect', history: ['Connect'] })
    expect(airlock.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'The wallet did not answer',
    })
  })

  it('a wallet that no longer grants access is forgotten quietly', async () => {
    const { airlock, answer } = reload(await storedVisit())
    answer(undefined)
    await airlock.ready
    expect(airlock.account.get('eip155')?.address).toBeUndefined()
    expect(airlock.toast.getState().open).toBe(false)
  })
})

describe('smart-account actions made while the connection is restored', () => {
  it('wait for the restore as the other requests do, instead of failing for want of a connection', async () => {
    const { airlock, fake, answer } = reload(await storedVisit())
    const asked: string[] = []
    fake.adapter.request = async ({ method }) => {
      asked.push(method)
      return method === 'wallet_grantPermissions' ? { permissionsContext: '0x01' } : null
    }
    const granted = airlock.smartAccountActions.grantPermissions({
      expiry: 1,
      signer: { type: 'key', data: { type: 'secp256k1', publicKey: '0x02' } },
      permissions: [],
    } as never)
    const revoked = airlock.smartAccountActions.revokePermissions('0x01')
    await flush()
    expect(asked).toEqual([])
    answer({ address: ADDRESS, chainId: 31337, accounts: [ADDRESS] })
    await expect(granted).resolves.toEqual({ permissionsContext: '0x01' })
    await expect(revoked).resolves.toBeUndefined()
    expect(asked.sort()).toEqual(['wallet_grantPermissions', 'wallet_revokePermissions'])
  })
})
