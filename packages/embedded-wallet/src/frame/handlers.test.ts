import { stringToHex, verifyMessage } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type AuthDouble, CODE, startAuthDouble } from '../test/authDouble.ts'
import { createHandlers } from './handlers.ts'
import { createAuthApi } from './keys/authApi.ts'
import { createDeviceStore, memoryStorage } from './keys/deviceStore.ts'
import { createWallet } from './keys/wallet.ts'
import { createGateway } from './rpc/gateway.ts'

let double: AuthDouble
beforeEach(async () => {
  double = await startAuthDouble({ rpc: (method) => (method === 'eth_blockNumber' ? '0x5' : null) })
})
afterEach(() => double.close())

function setup(approve = true) {
  const api = createAuthApi({ apiUrl: double.url, projectId: 'test-project' })
  const wallet = createWallet({
    api,
    store: createDeviceStore(memoryStorage(), 'test-project', 'http://dapp.test'),
  })
  let chainId = 31337
  const themes: unknown[] = []
  const handle = createHandlers({
    wallet,
    gateway: createGateway(double.url, 'test-project'),
    chain: {
      get: () => chainId,
      set: (next) => {
        chainId = next
      },
    },
    approve: async () => approve,
    theme: (payload) => void themes.push(payload),
    dappData: () => {},
    reload: () => {},
    parentOrigin: 'https://dapp.example.com',
  })
  return { handle, themes }
}

describe('the frame event handlers', () => {
  it('log in by email and code, then answer user, connection and chain', async () => {
    const { handle } = setup()
    expect(await handle('IS_CONNECTED', {})).toEqual({ isConnected: false })
    await expect(handle('GET_USER', {})).rejects.toThrow('Not signed in')
    expect(await handle('CONNECT_EMAIL', { email: ' ada@example.com ' })).toEqual({ action: 'VERIFY_OTP' })
    expect(await handle('CONNECT_OTP', { otp: CODE })).toEqual({})
    expect(await handle('IS_CONNECTED', {})).toEqual({ isConnected: true })
    const user = (await handle('GET_USER', {})) as { address: string }
    expect(user).toEqual({
      email: 'ada@example.com',
      address: user.address,
      chainId: 31337,
      accounts: [{ address: user.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    expect(await handle('SWITCH_NETWORK', { chainId: 'eip155:10' })).toEqual({ chainId: 10 })
    expect(await handle('GET_CHAIN_ID', {})).toEqual({ chainId: 10 })
    const message = stringToHex('hi')
    const signature = await handle('RPC_REQUEST', {
      method: 'personal_sign',
      params: [message, user.address],
    })
    expect(
      await verifyMessage({
        address: user.address as `0x${string}`,
        message: { raw: message },
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(await handle('RPC_REQUEST', { method: 'eth_blockNumber', params: [], chainId: 31337 })).toBe('0x5')
    expect(await handle('SIGN_OUT', {})).toEqual({})
    expect(await handle('IS_CONNECTED', {})).toEqual({ isConnected: false })
  })

  it('check payloads', async () => {
    const { handle } = setup()
    await expect(handle('CONNECT_EMAIL', { email: 'not an email' })).rejects.toThrow('Invalid email')
    await expect(handle('CONNECT_OTP', { otp: 123456 })).rejects.toThrow('Invalid one-time code')
    await expect(
      handle('SWITCH_NETWORK', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ).rejects.toThrow('Unsupported chain')
    await expect(handle('SWITCH_NETWORK', { chainId: 'x' })).rejects.toThrow('Invalid CAIP-2 network id')
    await expect(handle('RPC_REQUEST', { method: 'eth_sign', params: [] })).rejects.toMatchObject({
      code: 4200,
    })
    await expect(handle('CONNECT_SOCIAL', { uri: 'x' })).rejects.toThrow('Invalid social login result')
    await expect(handle('GET_SOCIAL_REDIRECT_URI', { provider: 'myspace' })).rejects.toThrow(
      'Invalid social provider',
    )
    await expect(handle('CONNECT_FARCASTER', {})).rejects.toThrow('Ask for the Farcaster link first')
  })

  it('pass the theme on', async () => {
    const { handle, themes } = setup()
    expect(await handle('SYNC_THEME', { themeMode: 'dark' })).toEqual({})
    expect(themes).toEqual([{ themeMode: 'dark' }])
  })

  it('keeps the EOA where no chain has smart accounts (SET_PREFERRED_ACCOUNT)', async () => {
    const { handle } = setup()
    await handle('CONNECT_EMAIL', { email: 'ada@example.com' })
    await handle('CONNECT_OTP', { otp: CODE })
    await expect(handle('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).rejects.toThrow(
      'Smart accounts are not enabled on this network',
    )
    await expect(handle('SET_PREFERRED_ACCOUNT', { type: 'payment' })).rejects.toThrow('Invalid account type')
    expect(await handle('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toMatchObject({
      preferredAccountType: 'eoa',
    })
  })
})
