import { encodeFunctionData, erc20Abi, maxUint256, parseEther, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeCall, describeRequest, networkName, readableMessage } from './describe.ts'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('readableMessage', () => {
  it('decodes hex of printable UTF-8 text', () => {
    expect(readableMessage(stringToHex('Sign in to Airlock\nNonce: 1 ✓'))).toBe(
      'Sign in to Airlock\nNonce: 1 ✓',
    )
  })
  it('keeps bytes that are not text as hex, and plain text as is', () => {
    expect(readableMessage('0x00ff10')).toBe('0x00ff10')
    expect(readableMessage('0x0001')).toBe('0x0001')
    expect(readableMessage('hello')).toBe('hello')
  })
})

describe('describeCall', () => {
  it('shows a native transfer as target and ether', () => {
    expect(describeCall({ to: alice, value: `0x${parseEther('1.5').toString(16)}` })).toEqual([
      { label: 'To', value: alice, mono: true },
      { label: 'Value', value: '1.5 ETH' },
    ])
  })

  it('decodes an ERC-20 transfer', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [alice, 2_500_000n] })
    expect(describeCall({ to: token, data })).toEqual([
      { label: 'To', value: token, mono: true },
      { label: 'Value', value: '0 ETH' },
      { label: 'Call', value: 'ERC-20 transfer' },
      { label: 'Recipient', value: alice, mono: true },
      { label: 'Amount (token units)', value: '2500000' },
    ])
  })

  it('decodes an ERC-20 approve, naming an unlimited allowance', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [alice, maxUint256] })
    const fields = describeCall({ to: token, data })
    expect(fields).toContainEqual({ label: 'Call', value: 'ERC-20 approve' })
    expect(fields).toContainEqual({ label: 'Spender', value: alice, mono: true })
    expect(fields).toContainEqual({ label: 'Allowance', value: 'Unlimited' })
  })

  it("shows amounts in the token's units when its symbol and decimals are known", () => {
    const tokens = new Map([[token.toLowerCase(), { symbol: 'USDC', decimals: 6 }]])
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [alice, 2_500_000n],
    })
    expect(describeCall({ to: token, data: transfer }, tokens)).toContainEqual({
      label: 'Amount',
      value: '2.5 USDC',
    })
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [alice, 10_000_000n] })
    expect(describeCall({ to: token, data: approve }, tokens)).toContainEqual({
      label: 'Allowance',
      value: '10 USDC',
    })
  })

  it('shows other calls as raw data', () => {
    expect(describeCall({ to: token, data: '0xdeadbeef' }).at(-1)).toEqual({
      label: 'Data',
      value: '0xdeadbeef',
      mono: true,
    })
  })
})

describe('describeRequest', () => {
  it('describes personal_sign with the message text and the network', () => {
    expect(describeRequest('personal_sign', [stringToHex('hello'), alice], 31337)).toEqual({
      title: 'Sign message',
      network: 'Airlock Devnet (31337)',
      message: 'hello',
      sections: [],
    })
  })

  it('describes typed data by domain and fields', () => {
    const typed = {
      domain: { name: 'Permit', version: '1', chainId: 1, verifyingContract: token },
      primaryType: 'Mail',
      types: { Mail: [{ name: 'to', type: 'address' }] },
      message: { to: alice, contents: 'Hi', nested: { a: 1 } },
    }
    const description = describeRequest('eth_signTypedData_v4', [alice, JSON.stringify(typed)], 1)
    expect(description.network).toBe('Ethereum (1)')
    expect(description.sections[0]?.fields).toContainEqual({
      label: 'verifyingContract',
      value: token,
      mono: true,
    })
    expect(description.sections[1]?.heading).toBe('Mail')
    expect(description.sections[1]?.fields).toEqual([
      { label: 'to', value: alice, mono: true },
      { label: 'contents', value: 'Hi', mono: false },
      { label: 'nested', value: '{"a":1}', mono: false },
    ])
  })

  it('describes a batch call by call', () => {
    const description = describeRequest(
      'wallet_sendCalls',
      [{ calls: [{ to: alice, value: '0x1' }, { to: token }] }],
      10,
    )
    expect(description.title).toBe('Send 2 transactions')
    expect(description.sections.map((section) => section.heading)).toEqual(['Call 1', 'Call 2'])
  })

  it('refuses what it cannot show', () => {
    expect(() => describeRequest('wallet_grantPermissions', [], 1)).toThrow('not supported')
    expect(() => describeRequest('personal_sign', [], 1)).toThrow()
  })

  it('names unknown networks by id', () => {
    expect(networkName(999)).toBe('Chain (999)')
  })
})
