import { describe, expect, it } from 'vitest'
import { parseGrantRequest } from '../../smartAccount/permissions.ts'
import {
  describeGrant,
  describeRevoke,
  describeUserOperation,
  expiryText,
  smartAccountSection,
} from './describeSmart.ts'

const account = { address: '0x2222222222222222222222222222222222222222', sponsored: true, deployed: false }
const counter = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const token = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const key = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('smart-account approval cards', () => {
  it('say which account sends and who pays', () => {
    expect(smartAccountSection(account.address, true, false)).toEqual({
      heading: 'Account',
      fields: [
        { label: 'Smart account', value: account.address, mono: true },
        { label: 'Network fee', value: 'Paid by the app' },
        { label: 'First use', value: 'This also creates your smart account' },
      ],
    })
    expect(smartAccountSection(account.address, false, true).fields).toEqual([
      { label: 'Smart account', value: account.address, mono: true },
      { label: 'Network fee', value: 'Paid by your smart account' },
    ])
  })

  it('show a grant: key, expiry, contracts and functions, limits, what is left out', () => {
    const grant = parseGrantRequest(
      {
        expiry: 1_900_000_000,
        signer: { type: 'key', data: { id: key } },
        permissions: [
          {
            type: 'contract-call',
            data: { address: counter, calls: ['increment()', 'setNumber(uint256)'] },
            policies: [],
          },
          {
            type: 'native-token-transfer',
            data: { ticker: 'ETH' },
            policies: [{ type: 'token-allowance', data: { allowance: '0x2386f26fc10000' } }],
          },
          {
            type: 'erc20-token-transfer',
            data: { address: token },
            policies: [{ type: 'token-allowance', data: { allowance: '2500000' } }],
          },
          {
            type: 'contract-call',
            data: { address: token, calls: ['approve(address,uint256)'] },
            policies: [{ type: 'rate-limit', data: {} }],
          },
        ],
      },
      1_800_000_000,
    )
    const card = describeGrant(
      grant,
      31337,
      account,
      new Map([[token.toLowerCase(), { symbol: 'USDC', decimals: 6 }]]),
    )
    expect(card.title).toBe('Grant permissions')
    expect(card.network).toBe('Airlock Devnet (31337)')
    expect(card.sections.map((section) => section.heading)).toEqual([
      'Session',
      'Call a contract',
      'Spend ETH',
      'Spend USDC',
      'Not granted (not supported)',
      'Account',
    ])
    expect(card.sections[0]?.fields).toEqual([
      { label: 'Session key', value: key, mono: true },
      { label: 'Expires', value: '2030-03-17 17:46:40 UTC' },
    ])
    expect(card.sections[1]?.fields).toEqual([
      { label: 'Contract', value: counter, mono: true },
      { label: 'Functions', value: 'increment(), setNumber(uint256)', mono: true },
    ])
    expect(card.sections[2]?.fields).toEqual([{ label: 'Limit', value: '0.01 ETH' }])
    expect(card.sections[3]?.fields).toEqual([
      { label: 'Token', value: token, mono: true },
      { label: 'Limit', value: '2.5 USDC' },
    ])
    expect(card.sections[4]?.fields).toEqual([{ label: 'contract-call', value: 'rate-limit' }])
  })

  it('show a revocation and a dapp-built user operation', () => {
    const id = `0x${'ab'.repeat(32)}` as const
    expect(describeRevoke(31337, id, account).sections[0]).toEqual({
      heading: 'Session',
      fields: [{ label: 'Session id', value: id, mono: true }],
    })
    const op = describeUserOperation(31337, [{ to: counter, value: 0n, data: '0xd09de08a' }], '0x', account)
    expect(op.title).toBe('Send user operation')
    expect(op.sections[0]?.fields).toContainEqual({ label: 'Data', value: '0xd09de08a', mono: true })
    expect(describeUserOperation(31337, undefined, '0xdead', account).sections[0]).toEqual({
      heading: 'User operation',
      fields: [{ label: 'Call data', value: '0xdead', mono: true }],
    })
    expect(expiryText(0)).toBe('1970-01-01 00:00:00 UTC')
  })
})
