import { describe, expect, it } from 'vitest'
import { createKit } from '../kit.ts'
import { airlockDevnet } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { setAccount } from './account.ts'

const EOA = '0x1111111111111111111111111111111111111111'
const SMART = '0x2222222222222222222222222222222222222222'
const OTHER = '0x3333333333333333333333333333333333333333'

function kit() {
  return createKit({
    projectId: 'p',
    networks: [airlockDevnet],
    adapters: [],
    storage: createMemoryBackend(),
  })
}

describe('setAccount', () => {
  it('keeps the typed accounts a wallet named when it switches between them (embedded EOA and smart account)', () => {
    const airlock = kit()
    const typed = [
      { address: EOA, type: 'eoa' as const },
      { address: SMART, type: 'smartAccount' as const },
    ]
    airlock.account.patch('eip155', { allAccounts: typed })
    airlock.connection.setConnections('eip155', [{ connectorId: 'AUTH', accounts: [{ address: EOA }] }])
    setAccount(airlock, 'eip155', EOA, airlockDevnet)
    expect(airlock.account.get('eip155')?.allAccounts).toEqual(typed)
  })

  it('takes the connection’s accounts, as EOAs, when the wallet now lists one it never named', () => {
    const airlock = kit()
    airlock.account.patch('eip155', { allAccounts: [{ address: EOA, type: 'eoa' }] })
    airlock.connection.setConnections('eip155', [
      { connectorId: 'injected', accounts: [{ address: EOA }, { address: OTHER }] },
    ])
    setAccount(airlock, 'eip155', EOA, airlockDevnet)
    expect(airlock.account.get('eip155')?.allAccounts).toEqual([
      { address: EOA, type: 'eoa' },
      { address: OTHER, type: 'eoa' },
    ])
  })

  it('drops the balances of the account it switched from', () => {
    const airlock = kit()
    airlock.account.patch('eip155', {
      address: EOA,
      balance: '1',
      tokenBalance: [
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: 'eip155:31337',
          price: 1,
          quantity: { numeric: '8', decimals: '6' },
          iconUrl: '',
        },
      ],
    })
    setAccount(airlock, 'eip155', SMART, airlockDevnet)
    expect(airlock.account.get('eip155')).toMatchObject({
      address: SMART,
      balance: undefined,
      tokenBalance: [],
    })
    airlock.account.patch('eip155', { balance: '2' })
    setAccount(airlock, 'eip155', SMART, airlockDevnet)
    expect(airlock.account.get('eip155')?.balance).toBe('2')
  })
})
