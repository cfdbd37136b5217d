import { describe, expect, it } from 'vitest'
import { airlockDevnet, bitcoin, solana } from '../networks/index.ts'
import {
  eth,
  RECEIVER,
  SOL_MINT,
  SOL_RECEIVER,
  sol,
  splUsdc,
  token,
  USDC_CONTRACT,
  usdc,
} from './send.fixtures.ts'
import { balanceUnits, SendMessages, tokenContractAddress, validateSend } from './send.ts'

// validateSend and the helpers it stands on: no kit, no wallet.

type Draft = Parameters<typeof validateSend>[0]
const draft = (overrides: Partial<Draft> = {}): Draft => ({
  token: eth(),
  sendTokenAmount: '1.5',
  receiverAddress: RECEIVER,
  ...overrides,
})

describe('validateSend, in the order the visitor meets the rules', () => {
  it('an amount and a receiver come first, naming the missing field', () => {
    const message = 'An amount and receiver address are required'
    expect(validateSend(draft({ sendTokenAmount: undefined }), airlockDevnet)).toEqual({
      field: 'amount',
      message,
    })
    expect(validateSend(draft({ sendTokenAmount: '   ' }), airlockDevnet)).toEqual({
      field: 'amount',
      message,
    })
    expect(validateSend(draft({ receiverAddress: '' }), airlockDevnet)).toEqual({
      field: 'receiver',
      message,
    })
    // Both missing, and no token either: this rule still wins, on the amount.
    expect(
      validateSend({ token: undefined, sendTokenAmount: '', receiverAddress: undefined }, airlockDevnet),
    ).toEqual({ field: 'amount', message })
  })

  it('then a token is required', () => {
    expect(validateSend(draft({ token: undefined, sendTokenAmount: 'abc' }), airlockDevnet)).toEqual({
      field: 'token',
      message: 'A token is required',
    })
  })

  it('then the token must be on the active network', () => {
    expect(
      validateSend(draft({ token: token({ chainId: 'eip155:1' }), sendTokenAmount: 'x' }), airlockDevnet),
    ).toEqual({ field: 'token', message: SendMessages.TOKEN_ON_OTHER_NETWORK })
  })

  it.each(['abc', '1e5', '-1', '1.2.3', '.', '1,5', '0x10'])('refuses %j as an amount', (amount) => {
    expect(validateSend(draft({ sendTokenAmount: amount }), airlockDevnet)).toEqual({
      field: 'amount',
      message: 'Enter an amount such as 1.25',
    })
  })

  it('refuses more decimals than the token has, with the AmountError message', () => {
    expect(validateSend(draft({ token: usdc(), sendTokenAmount: '1.0000001' }), airlockDevnet)).toEqual({
      field: 'amount',
      message: 'Too many decimals: the token has 6',
    })
    // Trailing zeros carry no value and are fine.
    expect(
      validateSend(draft({ token: usdc(), sendTokenAmount: '1.5000000' }), airlockDevnet),
    ).toBeUndefined()
  })

  it.each(['0', '0.000', '.0'])('refuses zero (%j)', (amount) => {
    expect(validateSend(draft({ sendTokenAmount: amount }), airlockDevnet)).toEqual({
      field: 'amount',
      message: 'The amount must be more than 0',
    })
  })

  it('refuses more than the balance, and accepts exactly the balance', () => {
    expect(validateSend(draft({ sendTokenAmount: '2.000000000000000001' }), airlockDevnet)).toEqual({
      field: 'amount',
      message: 'Insufficient funds',
    })
    expect(validateSend(draft({ sendTokenAmount: '2' }), airlockDevnet)).toBeUndefined()
    // An unreadable balance counts as nothing.
    expect(validateSend(draft({ token: token({ numeric: 'n/a' }) }), airlockDevnet)).toMatchObject({
      message: 'Insufficient funds',
    })
  })

  it('checks the amount before the receiver', () => {
    expect(
      validateSend(draft({ sendTokenAmount: '5', receiverAddress: 'nope' }), airlockDevnet),
    ).toMatchObject({
      message: 'Insufficient funds',
    })
  })

  it.each([
    ['not hex', '0xZZZeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['too short', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe'],
    ['no 0x', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['an EIP-55 checksum mismatch', '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['a Solana address', SOL_RECEIVER],
  ])('eip155 refuses a receiver that is %s', (_, receiver) => {
    expect(validateSend(draft({ receiverAddress: receiver }), airlockDevnet)).toEqual({
      field: 'receiver',
      message: 'Invalid address',
      hint: 'Enter an address that starts with 0x followed by 40 hex characters.',
    })
  })

  it('eip155 accepts checksummed, all-lowercase and padded receivers', () => {
    expect(validateSend(draft(), airlockDevnet)).toBeUndefined()
    expect(validateSend(draft({ receiverAddress: RECEIVER.toLowerCase() }), airlockDevnet)).toBeUndefined()
    expect(validateSend(draft({ receiverAddress: ` ${RECEIVER} ` }), airlockDevnet)).toBeUndefined()
  })

  it('solana accepts a base58 receiver and refuses others with its own hint', () => {
    const solDraft = draft({ token: sol(), sendTokenAmount: '0.25', receiverAddress: SOL_RECEIVER })
    expect(validateSend(solDraft, solana)).toBeUndefined()
    // 'z' x 44 is base58 but 33 bytes: no Solana key.
    for (const receiver of [RECEIVER, `${SOL_RECEIVER.slice(0, 43)}0`, 'short', 'z'.repeat(44)]) {
      expect(validateSend({ ...solDraft, receiverAddress: receiver }, solana)).toEqual({
        field: 'receiver',
        message: 'Invalid address',
        hint: 'Enter a Solana address of 32 to 44 base58 characters.',
      })
    }
  })

  it('a namespace Send does not serve says so first, and never calls a valid address invalid', () => {
    const btc = token({ symbol: 'BTC', chainId: bitcoin.caipNetworkId, numeric: '1', decimals: '8' })
    for (const draft of [
      { token: btc, sendTokenAmount: '0.1', receiverAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
      { token: undefined, sendTokenAmount: '', receiverAddress: '' },
    ]) {
      expect(validateSend(draft, bitcoin)).toEqual({
        field: 'token',
        message: 'Sending is not supported on this network.',
      })
    }
  })
})

describe('send helpers', () => {
  it('tokenContractAddress reads the contract out of a CAIP-10 id, undefined for the native token', () => {
    expect(tokenContractAddress(usdc())).toBe(USDC_CONTRACT)
    expect(tokenContractAddress(splUsdc())).toBe(SOL_MINT)
    expect(tokenContractAddress(eth())).toBeUndefined()
  })

  it('balanceUnits is the balance in the smallest unit, 0 when unreadable', () => {
    expect(balanceUnits(eth('1.5'))).toBe(1_500_000_000_000_000_000n)
    expect(balanceUnits(usdc('2.5'))).toBe(2_500_000n)
    expect(balanceUnits(token({ numeric: '1e3' }))).toBe(0n)
    expect(balanceUnits(token({ decimals: 'x' }))).toBe(0n)
  })
})
