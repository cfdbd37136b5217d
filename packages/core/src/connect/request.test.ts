import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectionClosedError } from '../errors/connectionClosed.ts'
import { UserRejectedRequestError } from '../errors/user.ts'
import { createKit } from '../kit.ts'
import { ChainNotSupportedError, UnsupportedChainError } from '../network/errors.ts'
import { airlockDevnet, mainnet } from '../networks/index.ts'
import { ERC20_TRANSFER_ABI } from '../send/send.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter, FAKE_TX_HASH, flush, testConnector } from '../test/fakeAdapter.ts'
import {
  CaipNetworkOrAddressUndefinedError,
  NoActiveCaipAddressError,
  NoActiveCaipNetworkError,
  NoConnectionClientError,
} from './errors.ts'

const TO = '0x2222222222222222222222222222222222222222'
const transfer = { address: TO, abi: ERC20_TRANSFER_ABI, functionName: 'transfer', args: [TO, 1n] }

function setup() {
  const fake = createFakeAdapter()
  fake.state.connectors = [testConnector]
  const airlock = createKit({
    projectId: 'p',
    networks: [airlockDevnet, mainnet],
    adapters: [fake.adapter],
    storage: createMemoryBackend(),
    isMobile: () => false,
  })
  return { airlock, fake }
}

async function connected() {
  const env = setup()
  await env.airlock.connect(testConnector)
  await flush()
  return env
}

/** What `promise` rejects with. */
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error,
  )

afterEach(() => vi.restoreAllMocks())

describe('wallet requests of the dapp: one typed error per missing piece', () => {
  it('No ActiveCaipAddress found: nothing connected', async () => {
    const { airlock } = setup()
    const error = await rejection(airlock.signMessage('hi'))
    expect(error).toBeInstanceOf(NoActiveCaipAddressError)
    expect(error).toMatchObject({
      name: 'NoActiveCaipAddressError',
      shortMessage: 'No ActiveCaipAddress found',
    })
  })

  it('No ActiveCaipNetwork or client found: an account but no active network', async () => {
    const { airlock } = await connected()
    airlock.chain.setState({ activeCaipNetwork: undefined })
    const error = await rejection(airlock.sendTransaction({ to: TO, value: 1n }))
    expect(error).toBeInstanceOf(NoActiveCaipNetworkError)
    expect(error).toMatchObject({ shortMessage: 'No ActiveCaipNetwork or client found', namespace: 'eip155' })
  })

  it('No ConnectionController client found: an account whose connection is gone', async () => {
    const { airlock } = await connected()
    airlock.connection.setConnections('eip155', [])
    const error = await rejection(airlock.signMessage('hi'))
    expect(error).toBeInstanceOf(NoConnectionClientError)
    expect(error).toMatchObject({ shortMessage: 'No ConnectionController client found' })
  })

  it('CaipNetwork or CaipAddress is undefined: a contract write without an account', async () => {
    const { airlock, fake } = setup()
    const error = await rejection(airlock.writeContract(transfer))
    expect(error).toBeInstanceOf(CaipNetworkOrAddressUndefinedError)
    expect(error).toMatchObject({ shortMessage: 'CaipNetwork or CaipAddress is undefined' })
    expect(fake.calls.some((c) => c.method === 'writeContract')).toBe(false)
  })

  it('writes a contract from the connected account on the active network', async () => {
    const { airlock, fake } = await connected()
    await expect(airlock.writeContract(transfer)).resolves.toBe(FAKE_TX_HASH)
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'writeContract',
      params: {
        from: fake.state.connectResult.address,
        connectorId: testConnector.id,
        functionName: 'transfer',
      },
    })
  })

  it('Unsupported chain: an adapter that cannot write contracts', async () => {
    const { airlock, fake } = await connected()
    fake.adapter.writeContract = undefined
    const error = await rejection(airlock.writeContract(transfer))
    expect(error).toBeInstanceOf(UnsupportedChainError)
    expect(error).toMatchObject({ shortMessage: 'Unsupported chain', chain: 'eip155:31337' })
  })

  it('Chain is not supported: the wallet moved to a chain the dapp did not configure', async () => {
    const { airlock, fake } = await connected()
    airlock.close()
    fake.state.context?.events.chainChanged(testConnector.id, 5)
    expect(airlock.chain.getState().isUnsupportedChain).toBe(true)
    const error = await rejection(airlock.sendTransaction({ to: TO, value: 1n }))
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect(error).toMatchObject({ shortMessage: 'Chain is not supported' })
    expect(fake.calls.some((c) => c.method === 'sendTransaction')).toBe(false)
  })

  it.each([4001, 5000])(
    "Signature declined: the wallet's refusal (%i) as UserRejectedRequestError",
    async (code) => {
      const { airlock, fake } = await connected()
      const refusal = Object.assign(new Error('User rejected the request.'), { code })
      fake.state.signError = refusal
      const error = await rejection(airlock.signMessage('hi'))
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(error).toMatchObject({ shortMessage: 'Signature declined', code, isUserRejection: true })
      expect((error as UserRejectedRequestError).walk()).toBe(refusal)
    },
  )

  it('a smart account that declines is told the app might not support Smart Accounts', async () => {
    const { airlock, fake } = await connected()
    airlock.account.patch('eip155', { preferredAccountType: 'smartAccount' })
    fake.state.signError = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const error = await rejection(airlock.signMessage('hi'))
    expect(error).toMatchObject({
      name: 'UserRejectedRequestError',
      shortMessage: 'This application might not support Smart Accounts',
    })
  })

  it('a signing failure that is no refusal stays what the wallet said', async () => {
    const { airlock, fake } = await connected()
    const failure = Object.assign(new Error('Internal JSON-RPC error'), { code: -32603 })
    fake.state.signError = failure
    await expect(airlock.signMessage('hi')).rejects.toBe(failure)
  })

  it('Connection already closed: any request after destroy()', async () => {
    const { airlock, fake } = await connected()
    airlock.destroy()
    for (const request of [
      () => airlock.signMessage('hi'),
      () => airlock.sendTransaction({ to: TO }),
      () => airlock.writeContract(transfer),
      () => airlock.switchNetwork(mainnet),
      () => airlock.connect(testConnector),
    ]) {
      const error = await rejection(request())
      expect(error).toBeInstanceOf(ConnectionClosedError)
      expect(error).toMatchObject({ shortMessage: 'Connection already closed', code: 4900 })
    }
    expect(fake.calls.filter((c) => c.method === 'connect')).toHaveLength(1)
  })
})
