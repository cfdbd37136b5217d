import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ConnectorInfo } from '../connect/connectorsStore.ts'
import type { AirlockEvent } from '../events/store.ts'
import { createKit } from '../kit.ts'
import { airlockDevnet, mainnet, solana } from '../networks/index.ts'
import type { AirlockOptions } from '../options/options.ts'
import { createMemoryBackend, StorageKeys } from '../storage/storage.ts'
import { createFakeAdapter, FAKE_SIGNATURE, testConnector } from '../test/fakeAdapter.ts'
import { createFakeSiwx } from '../test/fakeSiwx.ts'
import { SiwxNotEnabledError } from './errors.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const DEVNET = 'eip155:31337'

function setup(
  options: {
    required?: boolean
    signOutOnDisconnect?: boolean
    withSiwx?: boolean
  } & Partial<AirlockOptions> = {},
) {
  const { required, signOutOnDisconnect, withSiwx = true, ...overrides } = options
  const fake = createFakeAdapter()
  fake.state.connectors = [testConnector]
  const siwx = createFakeSiwx({
    required: required ?? false,
    signOutOnDisconnect: signOutOnDisconnect ?? false,
  })
  const events: AirlockEvent[] = []
  const airlock = createKit({
    projectId: 'test-project',
    networks: [airlockDevnet, mainnet],
    adapters: [fake.adapter],
    storage: createMemoryBackend(),
    isMobile: () => false,
    siwx: withSiwx ? siwx.config : undefined,
    ...overrides,
  })
  airlock.events.subscribe((s) => {
    if (s.last) events.push(s.last)
  })
  return { airlock, fake, siwx, events }
}

const session = (address = ADDRESS, chainId = DEVNET, expirationTime?: string) => ({
  data: {
    accountAddress: address,
    chainId: chainId as `eip155:${string}`,
    domain: 'dapp.example',
    uri: 'https://dapp.example/',
    version: '1',
    nonce: 'n0nce12345678',
    ...(expirationTime ? { expirationTime } : {}),
  },
  message: 'signed before',
  signature: '0xsignature',
})

/** Connects and waits for the sign-in check (its chunk loads on first use). */
async function connectAndCheck(env: ReturnType<typeof setup>) {
  await env.airlock.connect(testConnector)
  await vi.waitFor(() => expect(['unsigned', 'signed']).toContain(env.airlock.siwx.getState().status))
}

afterEach(() => vi.useRealTimers())

describe('sign in with X after connecting', () => {
  it('opens SIWXSignMessage when the account has no session on the network', async () => {
    const env = setup()
    await connectAndCheck(env)
    expect(env.siwx.calls.find((c) => c.method === 'getSessions')?.args).toEqual([DEVNET, ADDRESS])
    expect(env.airlock.siwx.getState()).toMatchObject({ status: 'unsigned', session: undefined })
    expect(env.airlock.modal.getState().open).toBe(true)
    expect(env.airlock.router.getState().view).toBe('SIWXSignMessage')
  })

  it('stays closed when a valid session exists, and asks again once it expired', async () => {
    const env = setup()
    env.siwx.state.sessions.push(session())
    await connectAndCheck(env)
    expect(env.airlock.siwx.getState().status).toBe('signed')
    expect(env.airlock.modal.getState().open).toBe(false)

    const expired = setup()
    expired.siwx.state.sessions.push(session(ADDRESS, DEVNET, new Date(Date.now() - 1000).toISOString()))
    await connectAndCheck(expired)
    expect(expired.airlock.siwx.getState().status).toBe('unsigned')
    expect(expired.airlock.router.getState().view).toBe('SIWXSignMessage')
  })

  it('sign: the adapter signs the message, the session is added, the modal closes, SIWX_AUTH_SUCCESS', async () => {
    const env = setup({ required: true })
    await connectAndCheck(env)
    const signed = await env.airlock.siwxActions.signIn()
    expect(env.fake.calls.find((c) => c.method === 'signMessage')?.params).toMatchObject({
      message: `sign in as ${ADDRESS}`,
      address: ADDRESS,
    })
    const added = env.siwx.calls.find((c) => c.method === 'addSession')?.args[0]
    expect(added).toEqual(signed)
    expect(signed).toMatchObject({
      message: `sign in as ${ADDRESS}`,
      signature: FAKE_SIGNATURE,
      data: { accountAddress: ADDRESS, chainId: DEVNET, nonce: 'nonce12345678', version: '1' },
    })
    expect(Object.keys(signed!.data)).not.toContain('toString')
    expect(env.airlock.siwx.getState()).toMatchObject({ status: 'signed', error: undefined })
    expect(env.airlock.modal.getState().open).toBe(false)
    expect(env.events.at(-2)).toMatchObject({
      event: 'SIWX_AUTH_SUCCESS',
      properties: { network: DEVNET, isSmartAccount: false },
    })
  })

  it('a declined signature shows "Signature declined", stays on the view and tracks SIWX_AUTH_ERROR', async () => {
    const env = setup({ required: true })
    await connectAndCheck(env)
    env.fake.state.signError = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    expect(await env.airlock.siwxActions.signIn()).toBeUndefined()
    expect(env.airlock.siwx.getState()).toMatchObject({ status: 'unsigned', error: 'Signature declined' })
    expect(env.airlock.modal.getState().open).toBe(true)
    expect(env.airlock.router.getState().view).toBe('SIWXSignMessage')
    expect(env.events.at(-1)).toMatchObject({
      event: 'SIWX_AUTH_ERROR',
      properties: { message: 'Signature declined' },
    })
    // A refused session (the server said no) shows the server's words.
    env.fake.state.signError = undefined
    env.siwx.state.addError = Object.assign(new Error('The sign-in message has expired'), {
      shortMessage: 'The sign-in message has expired',
    })
    await env.airlock.siwxActions.signIn()
    expect(env.airlock.siwx.getState().error).toBe('The sign-in message has expired')
    // Then a good attempt clears the error.
    env.siwx.state.addError = undefined
    await env.airlock.siwxActions.signIn()
    expect(env.airlock.siwx.getState()).toMatchObject({ status: 'signed', error: undefined })
  })

  it('a failure reopens the view with the error when the visitor closed it meanwhile (optional sign-in)', async () => {
    const env = setup({ required: false })
    await connectAndCheck(env)
    let refuse: (error: unknown) => void = () => {}
    env.siwx.config.addSession = () => new Promise((_, reject) => (refuse = reject))
    const signing = env.airlock.siwxActions.signIn()
    await vi.waitFor(() => expect(env.airlock.siwx.getState().status).toBe('signing'))
    env.airlock.close()
    expect(env.airlock.modal.getState().open).toBe(false)
    refuse(new Error('The nonce is unknown, was already used or has expired: sign in again'))
    await signing
    expect(env.airlock.modal.getState().open).toBe(true)
    expect(env.airlock.router.getState().view).toBe('SIWXSignMessage')
    expect(env.airlock.siwx.getState().error).toBe(
      'The nonce is unknown, was already used or has expired: sign in again',
    )
  })

  it('an embedded modal shows the account once signed in', async () => {
    const env = setup({ required: true, enableEmbedded: true })
    await connectAndCheck(env)
    expect(env.airlock.router.getState().view).toBe('SIWXSignMessage')
    await env.airlock.siwxActions.signIn()
    expect(env.airlock.router.getState().view).toBe('Account')
  })

  it('closing is refused (and the button disabled) while required and unsigned; allowed once signed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    const env = setup({ required: true })
    await connectAndCheck(env)
    expect(env.airlock.isCloseBlocked()).toBe(true)
    env.airlock.close()
    expect(env.airlock.modal.getState()).toMatchObject({ open: true, shake: true })
    env.airlock.router.goBack() // the only view: back asks to close
    expect(env.airlock.modal.getState().open).toBe(true)
    await env.airlock.siwxActions.signIn()
    expect(env.airlock.isCloseBlocked()).toBe(false)
  })

  it('optional sign-in: closing is allowed, cancel closes and keeps the wallet connected', async () => {
    const env = setup({ required: false })
    await connectAndCheck(env)
    expect(env.airlock.isCloseBlocked()).toBe(false)
    await env.airlock.siwxActions.cancel()
    expect(env.airlock.modal.getState().open).toBe(false)
    expect(env.airlock.router.getState().view).toBe('Connect')
    expect(env.airlock.account.get('eip155')?.address).toBe(ADDRESS)
    // Asked for it later, the view opens again.
    await env.airlock.siwxActions.requestSignIn()
    expect(env.airlock.router.getState().view).toBe('SIWXSignMessage')
  })

  it('required sign-in: cancel disconnects, closes and resets the view to Connect', async () => {
    const env = setup({ required: true })
    await connectAndCheck(env)
    await env.airlock.siwxActions.cancel()
    expect(env.airlock.account.get('eip155')?.address).toBeUndefined()
    expect(env.airlock.connection.getState().status).toBe('disconnected')
    expect(env.airlock.modal.getState().open).toBe(false)
    expect(env.airlock.router.getState().view).toBe('Connect')
    expect(env.airlock.siwx.getState()).toMatchObject({ status: 'idle', cancelling: false })
  })

  it('revokes the session on disconnect when the config signs out on disconnect, and only then', async () => {
    const env = setup({ signOutOnDisconnect: true })
    env.siwx.state.sessions.push(session())
    await connectAndCheck(env)
    await env.airlock.disconnect()
    await vi.waitFor(() =>
      expect(env.siwx.calls.find((c) => c.method === 'revokeSession')?.args).toEqual([DEVNET, ADDRESS]),
    )
    expect(env.siwx.state.sessions).toEqual([])
    expect(env.airlock.siwx.getState().status).toBe('idle')

    const keep = setup({ signOutOnDisconnect: false })
    keep.siwx.state.sessions.push(session())
    await connectAndCheck(keep)
    await keep.airlock.disconnect()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(keep.siwx.calls.some((c) => c.method === 'revokeSession')).toBe(false)
  })

  it('checks again on another network: sessions are per network', async () => {
    const env = setup()
    env.siwx.state.sessions.push(session())
    await connectAndCheck(env)
    expect(env.airlock.siwx.getState().status).toBe('signed')
    await env.airlock.switchNetwork(mainnet)
    await vi.waitFor(() => expect(env.airlock.siwx.getState().status).toBe('unsigned'))
    expect(env.siwx.calls.filter((c) => c.method === 'getSessions').at(-1)?.args).toEqual([
      'eip155:1',
      ADDRESS,
    ])
  })

  it('a restored connection with a session does not open the modal', async () => {
    const backend = createMemoryBackend()
    backend.setItem(StorageKeys.CONNECTION_STATUS, JSON.stringify('connected'))
    backend.setItem(StorageKeys.CONNECTED_NAMESPACES, JSON.stringify(['eip155']))
    backend.setItem(StorageKeys.connectedConnectorId('eip155'), JSON.stringify(testConnector.id))
    const fake = createFakeAdapter()
    fake.state.connectors = [testConnector]
    fake.state.reconnectResult = { address: ADDRESS, chainId: 31337, accounts: [] }
    const siwx = createFakeSiwx({ required: true })
    siwx.state.sessions.push(session())
    const airlock = createKit({
      projectId: 'p',
      networks: [airlockDevnet],
      adapters: [fake.adapter],
      storage: backend,
      isMobile: () => false,
      siwx: siwx.config,
    })
    await airlock.ready
    await vi.waitFor(() => expect(airlock.siwx.getState().status).toBe('signed'))
    expect(airlock.modal.getState().open).toBe(false)
  })

  it("without the siwx option nothing is checked, and asking says 'SIWX is not enabled'", async () => {
    const env = setup({ withSiwx: false })
    expect(env.airlock.optionsStore.getState().siwx).toBe(false)
    expect(setup().airlock.optionsStore.getState().siwx).toBe(true)
    await env.airlock.connect(testConnector)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(env.airlock.siwx.getState().status).toBe('idle')
    expect(env.airlock.modal.getState().open).toBe(false)
    await expect(env.airlock.siwxActions.signIn()).rejects.toThrow(SiwxNotEnabledError)
    await expect(env.airlock.siwxActions.signIn()).rejects.toMatchObject({
      shortMessage: 'SIWX is not enabled',
    })
    await expect(env.airlock.siwxActions.signOut()).rejects.toThrow('SIWX is not enabled')
  })
})

describe('sign in across namespaces (Solana and Bitcoin sign in too)', () => {
  const SOL_ADDRESS = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
  const solConnector: ConnectorInfo = {
    id: 'sol.wallet',
    name: 'Sol Wallet',
    type: 'ANNOUNCED',
    chain: 'solana',
  }

  it('follows the active namespace: switching to Solana asks its account, switching back keeps the EVM session', async () => {
    const evm = createFakeAdapter('eip155')
    evm.state.connectors = [testConnector]
    const sol = createFakeAdapter('solana')
    sol.state.connectors = [solConnector]
    sol.state.connectResult = { address: SOL_ADDRESS, chainId: String(solana.id), accounts: [] }
    const siwx = createFakeSiwx({ signOutOnDisconnect: true })
    siwx.state.sessions.push(session())
    const airlock = createKit({
      projectId: 'p',
      networks: [airlockDevnet, solana],
      adapters: [evm.adapter, sol.adapter],
      storage: createMemoryBackend(),
      isMobile: () => false,
      siwx: siwx.config,
    })
    await airlock.connect(testConnector)
    await vi.waitFor(() => expect(airlock.siwx.getState().status).toBe('signed'))

    await airlock.connect(solConnector)
    await vi.waitFor(() => expect(airlock.siwx.getState().status).toBe('unsigned'))
    expect(siwx.calls.filter((c) => c.method === 'getSessions').at(-1)?.args).toEqual([
      solana.caipNetworkId,
      SOL_ADDRESS,
    ])
    // The EVM account is still connected: moving off it is no sign-out.
    expect(siwx.calls.some((c) => c.method === 'revokeSession')).toBe(false)
    const signed = await airlock.siwxActions.signIn()
    expect(signed?.data).toMatchObject({ accountAddress: SOL_ADDRESS, chainId: solana.caipNetworkId })
    expect(sol.calls.find((c) => c.method === 'signMessage')?.params).toMatchObject({ address: SOL_ADDRESS })

    await airlock.switchNetwork(airlockDevnet)
    await vi.waitFor(() => expect(airlock.siwx.getState().session?.data.accountAddress).toBe(ADDRESS))
    await airlock.switchNetwork(solana)
    await vi.waitFor(() => expect(airlock.siwx.getState().session?.data.accountAddress).toBe(SOL_ADDRESS))

    // Disconnecting the Solana wallet signs its account out (signOutOnDisconnect).
    await airlock.disconnect('solana')
    await vi.waitFor(() =>
      expect(siwx.calls.find((c) => c.method === 'revokeSession')?.args).toEqual([
        solana.caipNetworkId,
        SOL_ADDRESS,
      ]),
    )
  })
})
