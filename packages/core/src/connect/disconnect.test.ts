import { describe, expect, it } from 'vitest'
import { createKit } from '../kit.ts'
import { airlockDevnet, solana } from '../networks/index.ts'
import { createMemoryBackend, StorageKeys } from '../storage/storage.ts'
import { createFakeAdapter, flush, testConnector } from '../test/fakeAdapter.ts'
import type { ConnectorInfo } from './connectorsStore.ts'

const SOL_ADDRESS = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const solConnector: ConnectorInfo = {
  id: 'sol.wallet',
  name: 'Sol Wallet',
  type: 'ANNOUNCED',
  chain: 'solana',
}

/** A kit with an eip155 and a solana adapter; eip155 connected (on `evmChainId`), solana too when asked. */
async function kit({ evmChainId = 31337, withSolana = false } = {}) {
  const evm = createFakeAdapter('eip155')
  evm.state.connectors = [testConnector]
  evm.state.connectResult = {
    address: '0x1111111111111111111111111111111111111111',
    chainId: evmChainId,
    accounts: [],
  }
  const sol = createFakeAdapter('solana')
  sol.state.connectors = [solConnector]
  sol.state.connectResult = { address: SOL_ADDRESS, chainId: String(solana.id), accounts: [] }
  const backend = createMemoryBackend()
  const airlock = createKit({
    projectId: 'p',
    networks: [airlockDevnet, solana],
    adapters: [evm.adapter, sol.adapter],
    storage: backend,
    isMobile: () => false,
    allowUnsupportedChain: true,
  })
  if (withSolana) {
    await airlock.connect(solConnector)
    // Back to eip155 before its wallet connects, so eip155 is the active namespace.
    await airlock.switchNetwork(airlockDevnet)
  }
  await airlock.connect(testConnector)
  await flush()
  return { airlock, backend }
}

describe('disconnect', () => {
  it('resets the connection: URI, expiry, linking and recent wallet cleared, status disconnected', async () => {
    const { airlock } = await kit()
    airlock.connection.setWcUri('wc:abc@2?relay-protocol=irn&symKey=00', Date.now() + 60_000)
    airlock.connection.setWcLinking({ name: 'Some Wallet', href: 'somewallet://wc' })
    expect(airlock.connection.getState().recentWallet?.id).toBe(testConnector.id)
    expect(await airlock.disconnect()).toBe(true)
    expect(airlock.connection.getState()).toMatchObject({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      status: 'disconnected',
    })
  })

  it('resets the account of each namespace it disconnects, social provider included', async () => {
    const { airlock } = await kit({ withSolana: true })
    airlock.account.patch('eip155', { socialProvider: 'google' })
    expect(await airlock.disconnect()).toBe(true)
    expect(airlock.account.get('eip155')).toMatchObject({ address: undefined, socialProvider: undefined })
    expect(airlock.account.get('solana')?.address).toBeUndefined()
  })

  it('disconnecting one namespace leaves the other connected, its status and its network', async () => {
    // The eip155 wallet sits on a chain the dapp does not list (allowed here).
    const { airlock } = await kit({ evmChainId: 999, withSolana: true })
    expect(airlock.chain.getState()).toMatchObject({ activeChain: 'eip155', isUnsupportedChain: true })
    expect(await airlock.disconnect('solana')).toBe(true)
    expect(airlock.account.get('solana')?.address).toBeUndefined()
    expect(airlock.account.get('eip155')?.address).toBeDefined()
    expect(airlock.connection.getState().status).toBe('connected')
    // Resetting solana's network does not touch the eip155 wallet's.
    expect(airlock.chain.getState().isUnsupportedChain).toBe(true)
  })

  it("resets the network of the namespace it disconnects: the wallet's unsupported chain is forgotten", async () => {
    const { airlock } = await kit({ evmChainId: 999 })
    expect(airlock.chain.getState().isUnsupportedChain).toBe(true)
    expect(await airlock.disconnect()).toBe(true)
    expect(airlock.chain.getState().isUnsupportedChain).toBe(false)
  })

  it('clears the stored connector id of every namespace, and of the one disconnected alone', async () => {
    const { airlock, backend } = await kit()
    // A connector id left from an earlier visit, for a namespace not connected now.
    backend.setItem(StorageKeys.connectedConnectorId('solana'), JSON.stringify(solConnector.id))
    expect(await airlock.disconnect()).toBe(true)
    expect(backend.getItem(StorageKeys.connectedConnectorId('eip155'))).toBeNull()
    expect(backend.getItem(StorageKeys.connectedConnectorId('solana'))).toBeNull()

    const two = await kit({ withSolana: true })
    expect(await two.airlock.disconnect('solana')).toBe(true)
    expect(two.backend.getItem(StorageKeys.connectedConnectorId('solana'))).toBeNull()
    expect(JSON.parse(two.backend.getItem(StorageKeys.connectedConnectorId('eip155'))!)).toBe(
      testConnector.id,
    )
  })
})
