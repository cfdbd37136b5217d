import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TokenBalance } from '../account/store.ts'
import type { ConnectorInfo } from '../connect/connectorsStore.ts'
import { toWalletError } from '../errors/fromWallet.ts'
import type { AirlockEvent } from '../events/store.ts'
import { createKit } from '../kit.ts'
import { TOAST_SWAP_MS } from '../modal/toast.ts'
import { airlockDevnet, bitcoin, solana } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter, flush, testConnector } from '../test/fakeAdapter.ts'
import { json, startTestServer } from '../test/httpServer.ts'
import type { ChainNamespace } from '../types.ts'
import { estimateSendFee } from './fee.ts'
import {
  balanceUnits,
  ERC20_TRANSFER_ABI,
  maxSendAmount,
  SendMessages,
  sendToken,
  tokenContractAddress,
  validateSend,
} from './send.ts'
import { emptySendState } from './store.ts'

/** EIP-55's own example address, correctly checksummed. */
const RECEIVER = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const SENDER = '0x1111111111111111111111111111111111111111'
const USDC_CONTRACT = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const SOL_SENDER = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const SOL_RECEIVER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const SOL_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

function token(overrides: Partial<TokenBalance> & { numeric?: string; decimals?: string } = {}) {
  const { numeric = '2', decimals = '18', ...rest } = overrides
  return {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:31337',
    price: 3000,
    quantity: { numeric, decimals },
    iconUrl: '',
    ...rest,
  } satisfies TokenBalance
}
const eth = (numeric = '2') => token({ numeric })
const usdc = (numeric = '2.5') =>
  token({
    name: 'USD Coin',
    symbol: 'USDC',
    address: `eip155:31337:${USDC_CONTRACT}`,
    price: 1,
    numeric,
    decimals: '6',
  })
const sol = (numeric = '3') =>
  token({ name: 'Solana', symbol: 'SOL', chainId: solana.caipNetworkId, price: 150, numeric, decimals: '9' })
const splUsdc = (numeric = '10') =>
  token({
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: solana.caipNetworkId,
    address: `${solana.caipNetworkId}:${SOL_MINT}`,
    price: 1,
    numeric,
    decimals: '6',
  })

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

// ---------------------------------------------------------------------------------------------------------------

const HASH = `0x${'ab'.repeat(32)}`

let cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  cleanups = []
  vi.useRealTimers()
})

interface KitOptions {
  namespace?: ChainNamespace
  connect?: boolean
  cloud?: boolean
  configure?: (fake: ReturnType<typeof createFakeAdapter>) => void
}

/**
 * A kit connected through the fake adapter, with a loopback cloud whose history lists the sent transaction (so the
 * activity refresh after a send stops at once) and whose balances answer.
 */
async function kit({ namespace = 'eip155', connect = true, cloud = true, configure }: KitOptions = {}) {
  const server = await startTestServer((req, res) => {
    const path = req.url.pathname
    if (path.endsWith('/balance')) json(res, 200, { balances: [eth('0.5'), usdc('1')] })
    else if (path.endsWith('/history'))
      json(res, 200, {
        data: [
          {
            id: 'sent',
            metadata: {
              operationType: 'send',
              hash: HASH.toUpperCase().replace('0X', '0x'),
              minedAt: '2026-11-22T10:00:00.000Z',
              sentFrom: SENDER,
              sentTo: RECEIVER,
              status: 'confirmed',
              nonce: 0,
              chain: 'eip155:31337',
            },
            transfers: [],
          },
        ],
        next: null,
      })
    else json(res, 200, {})
  })
  cleanups.push(server.close)
  const fake = createFakeAdapter(namespace)
  fake.state.sendResult = HASH
  fake.state.writeContractResult = HASH
  const network = { eip155: airlockDevnet, solana, bip122: bitcoin }[namespace as string] ?? airlockDevnet
  const connector: ConnectorInfo =
    namespace === 'eip155'
      ? testConnector
      : { id: `${namespace}.wallet`, name: 'Other Wallet', type: 'ANNOUNCED', chain: namespace }
  if (namespace !== 'eip155') {
    fake.state.connectResult = {
      address: namespace === 'solana' ? SOL_SENDER : 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
      chainId: String(network.id),
      accounts: [],
    }
  }
  fake.state.connectors = [connector]
  configure?.(fake)
  const airlock = createKit({
    projectId: 'p',
    networks: [network],
    adapters: [fake.adapter],
    storage: createMemoryBackend(),
    ...(cloud ? { cloudUrl: server.url } : {}),
  })
  cleanups.push(() => airlock.destroy())
  await airlock.ready
  if (connect) await airlock.connect(connector)
  await flush()
  server.requests.length = 0
  airlock.router.reset('Account')
  airlock.router.push('Send')
  airlock.router.push('SendPreview')

  const events: AirlockEvent[] = []
  airlock.events.subscribe(({ last }) => {
    if (last?.event.startsWith('SEND_')) events.push(last)
  })
  const toasts: string[] = []
  airlock.toast.subscribe((state, previous) => {
    if (state.open && !previous.open) toasts.push(`${state.variant}: ${state.message}`)
  })
  const callsOf = (method: string) => fake.calls.filter((c) => c.method === method)
  return { airlock, fake, server, events, toasts, callsOf, connector, network }
}

/** Waits for the activity refresh at the end of a successful send, so nothing runs after the test. */
async function settled(airlock: Awaited<ReturnType<typeof kit>>['airlock']) {
  await vi.waitFor(() => expect(airlock.transactions.getState().transactions).toHaveLength(1))
}

describe('sendToken', () => {
  it('native eip155: sendTransaction from the connected address, empty data, value in wei', async () => {
    const { airlock, callsOf, connector } = await kit()
    airlock.send.patch({ token: eth(), sendTokenAmount: '1.5', receiverAddress: RECEIVER })
    expect(await sendToken(airlock)).toBe(HASH)
    expect(callsOf('sendTransaction')).toHaveLength(1)
    expect(callsOf('sendTransaction')[0]?.params).toEqual({
      connectorId: connector.id,
      caipNetwork: expect.objectContaining({ caipNetworkId: 'eip155:31337' }),
      from: SENDER,
      to: RECEIVER,
      value: 1_500_000_000_000_000_000n,
      data: '0x',
    })
    expect(callsOf('writeContract')).toHaveLength(0)
    await settled(airlock)
  })

  it('trims the amount and receiver before sending', async () => {
    const { airlock, callsOf } = await kit()
    airlock.send.patch({ token: eth(), sendTokenAmount: ' 0.5 ', receiverAddress: ` ${RECEIVER}\n` })
    await sendToken(airlock)
    expect(callsOf('sendTransaction')[0]?.params).toMatchObject({
      to: RECEIVER,
      value: 500_000_000_000_000_000n,
    })
    await settled(airlock)
  })

  it('ERC-20: a transfer(receiver, amount) call to the token contract, amount in its 6 decimals', async () => {
    const { airlock, callsOf, connector } = await kit()
    airlock.send.patch({ token: usdc(), sendTokenAmount: '1.5', receiverAddress: RECEIVER })
    expect(await sendToken(airlock)).toBe(HASH)
    expect(callsOf('writeContract')).toHaveLength(1)
    expect(callsOf('writeContract')[0]?.params).toEqual({
      address: USDC_CONTRACT,
      abi: ERC20_TRANSFER_ABI,
      functionName: 'transfer',
      args: [RECEIVER, 1_500_000n],
      connectorId: connector.id,
      caipNetwork: expect.objectContaining({ caipNetworkId: 'eip155:31337' }),
      from: SENDER,
    })
    expect(callsOf('sendTransaction')).toHaveLength(0)
    expect(ERC20_TRANSFER_ABI[0]).toMatchObject({
      name: 'transfer',
      inputs: [{ type: 'address' }, { type: 'uint256' }],
    })
    await settled(airlock)
  })

  it('ERC-20 on an adapter that cannot call contracts fails as unsupported', async () => {
    const { airlock, toasts, events, callsOf } = await kit({
      configure: (fake) => {
        delete fake.adapter.writeContract
      },
    })
    airlock.send.patch({ token: usdc(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    expect(await sendToken(airlock)).toBeUndefined()
    expect(toasts).toEqual(['error: Unsupported chain'])
    expect(callsOf('sendTransaction')).toHaveLength(0)
    expect(events.map((e) => e.event)).toEqual(['SEND_INITIATED'])
    expect(airlock.send.getState()).toMatchObject({
      loading: false,
      sendTokenAmount: '1',
      failed: { sendTokenAmount: '1', message: 'Unsupported chain' },
    })
  })

  it('tracks SEND_INITIATED, then SEND_SUCCESS with the hash', async () => {
    const { airlock, events } = await kit()
    airlock.send.patch({ token: usdc(), sendTokenAmount: '1.5', receiverAddress: RECEIVER })
    await sendToken(airlock)
    const properties = { isSmartAccount: false, token: USDC_CONTRACT, amount: '1.5', network: 'eip155:31337' }
    expect(events.map((e) => [e.event, e.properties])).toEqual([
      ['SEND_INITIATED', properties],
      ['SEND_SUCCESS', { ...properties, hash: HASH }],
    ])
    await settled(airlock)
  })

  it('on success: draft reset, not loading, back at Account; pending toast, then "Sent 1.5 ETH"', async () => {
    const { airlock, fake, toasts } = await kit()
    // Inclusion is held back to see what the visitor sees meanwhile.
    let include: (outcome: 'success' | 'reverted') => void = () => {}
    fake.state.waitForTransaction = () =>
      new Promise((resolve) => {
        include = resolve
      })
    airlock.send.patch({
      token: eth(),
      sendTokenAmount: '1.5',
      receiverAddress: RECEIVER,
      receiverProfileName: 'bob.air',
      lastRetry: 5,
    })
    const sending = sendToken(airlock)
    expect(airlock.send.getState().loading).toBe(true)
    expect(await sending).toBe(HASH)
    expect(airlock.send.getState()).toEqual({ ...emptySendState(), lastRetry: 5 })
    expect(airlock.router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
    expect(airlock.toast.getState()).toMatchObject({
      open: true,
      variant: 'loading',
      message: 'Transaction pending',
    })
    expect(fake.calls.find((c) => c.method === 'waitForTransaction')?.params).toEqual({
      caipNetwork: expect.objectContaining({ caipNetworkId: 'eip155:31337' }),
      hash: HASH,
    })
    include('success')
    await vi.waitFor(() => expect(toasts).toEqual(['loading: Transaction pending', 'success: Sent 1.5 ETH']))
    await settled(airlock)
  })

  it('the success toast opens 150 ms after the pending one closes', async () => {
    // No cloud and the wallet's own assets: nothing but timers between inclusion and the toast.
    const { airlock, fake } = await kit({
      cloud: false,
      configure: (fake) => {
        fake.adapter.getWalletAssets = async () => []
      },
    })
    let include: (outcome: 'success' | 'reverted') => void = () => {}
    fake.state.waitForTransaction = () =>
      new Promise((resolve) => {
        include = resolve
      })
    airlock.send.patch({ token: eth(), sendTokenAmount: '1.5', receiverAddress: RECEIVER })
    await sendToken(airlock)
    vi.useFakeTimers()
    include('success')
    await vi.advanceTimersByTimeAsync(0)
    expect(airlock.toast.getState()).toMatchObject({ open: false, message: 'Transaction pending' })
    await vi.advanceTimersByTimeAsync(TOAST_SWAP_MS - 1)
    expect(airlock.toast.getState().open).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(airlock.toast.getState()).toMatchObject({
      open: true,
      variant: 'success',
      message: 'Sent 1.5 ETH',
    })
  })

  it('a failed balance read after the send does not hide the outcome', async () => {
    // No cloud and no wallet assets: the token balance read fails with its toast.
    const { airlock, toasts } = await kit({ cloud: false })
    airlock.send.patch({ token: eth(), sendTokenAmount: '1.5', receiverAddress: RECEIVER })
    await sendToken(airlock)
    await vi.waitFor(() => expect(airlock.account.get('eip155')?.tokenBalanceFailedAt).toBeDefined())
    await new Promise((resolve) => setTimeout(resolve, TOAST_SWAP_MS * 2))
    expect(toasts.at(-1)).toBe('success: Sent 1.5 ETH')
    expect(airlock.toast.getState()).toMatchObject({ open: true, message: 'Sent 1.5 ETH' })
  })

  it('a reverted transaction says nothing was sent', async () => {
    const { airlock, fake, toasts } = await kit()
    fake.state.waitForTransaction = async () => 'reverted'
    airlock.send.patch({ token: usdc(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    expect(await sendToken(airlock)).toBe(HASH)
    await vi.waitFor(() =>
      expect(toasts).toEqual([
        'loading: Transaction pending',
        'error: Transaction reverted: nothing was sent',
      ]),
    )
    await settled(airlock)
  })

  it('when inclusion cannot be followed, the toast only says the transaction was sent', async () => {
    const failing = await kit()
    failing.fake.state.waitForTransaction = async () => {
      throw new Error('receipt timeout')
    }
    failing.airlock.send.patch({ token: eth(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    await sendToken(failing.airlock)
    await vi.waitFor(() =>
      expect(failing.toasts).toEqual(['loading: Transaction pending', 'success: Transaction sent']),
    )
    await settled(failing.airlock)

    const unable = await kit({
      configure: (fake) => {
        delete fake.adapter.waitForTransaction
      },
    })
    unable.airlock.send.patch({ token: eth(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    await sendToken(unable.airlock)
    await vi.waitFor(() => expect(unable.toasts).toEqual(['success: Transaction sent']))
    await settled(unable.airlock)
  })

  it('after a send, the native balance, token balances (forced) and activity are read again', async () => {
    const { airlock, server, callsOf } = await kit()
    const balanceReads = callsOf('getBalance').length
    airlock.send.patch({ token: eth(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    await sendToken(airlock)
    await settled(airlock)
    expect(callsOf('getBalance').length).toBe(balanceReads + 1)
    const balanceCalls = server.requests.filter((r) => r.url.pathname.endsWith('/balance'))
    expect(balanceCalls).toHaveLength(1)
    expect(balanceCalls[0]?.url.searchParams.get('forceUpdate')).toBe('true')
    expect(airlock.account.get('eip155')?.tokenBalance.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
    expect(server.requests.filter((r) => r.url.pathname.endsWith('/history'))).toHaveLength(1)
  })

  it('a send from Send alone (no Account in the history) replaces the view with Account', async () => {
    const { airlock } = await kit()
    airlock.router.reset('Send')
    airlock.send.patch({ token: eth(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    await sendToken(airlock)
    expect(airlock.router.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
    await settled(airlock)
  })

  const nodeErrors: [string, unknown, string][] = [
    [
      'a wallet rejection (4001)',
      Object.assign(new Error('MetaMask Tx Signature: User denied transaction signature.'), { code: 4001 }),
      'User rejected the request',
    ],
    [
      'a WalletConnect rejection (5000), wrapped',
      new Error('Request failed', { cause: { code: 5000, message: 'User rejected.' } }),
      'User rejected the request',
    ],
    [
      'a revert',
      new Error('execution reverted: ERC20: transfer amount exceeds balance'),
      'Execution reverted: ERC20: transfer amount exceeds balance',
    ],
    [
      'missing gas money, wrapped as viem does',
      new Error('Transaction failed\n\nRequest Arguments: ...', {
        cause: { code: -32000, message: 'insufficient funds for gas * price + value' },
      }),
      'Insufficient funds to pay for gas and value',
    ],
    [
      "the devnet's nonce error, typed as the EVM adapter throws it",
      toWalletError(
        Object.assign(
          new Error(
            "Nonce too low. Expected nonce to be 5 but got 3. Note that transactions can't be queued when automining.",
          ),
          { code: -32000 },
        ),
      ),
      'The transaction nonce is lower than the current nonce of the account',
    ],
    [
      'a tip above the fee cap, with a stack trace',
      new Error(
        'max priority fee per gas higher than max fee per gas\n    at EthModule._sendTransaction (node_modules/x.js:1:1)',
      ),
      'The priority fee (tip) cannot be higher than the fee cap (max fee per gas)',
    ],
    ['a wallet that throws nothing readable', { code: -32603 }, 'Unknown error'],
  ]

  it.each(nodeErrors)(
    'native send failing with %s: toast, the draft kept with the reason for the error state, no SEND_SUCCESS',
    async (_, error, message) => {
      const { airlock, fake, toasts, events } = await kit()
      fake.state.sendError = error
      const sendDraft = { token: eth(), sendTokenAmount: '1.5', receiverAddress: RECEIVER, lastRetry: 5 }
      airlock.send.patch(sendDraft)
      expect(await sendToken(airlock)).toBeUndefined()
      expect(toasts).toEqual([`error: ${message}`])
      // Nothing typed is lost: the review shows why it failed and can send the same draft again.
      expect(airlock.send.getState()).toEqual({
        ...emptySendState(),
        ...sendDraft,
        failed: { token: eth(), sendTokenAmount: '1.5', receiverAddress: RECEIVER, message },
      })
      expect(events.map((e) => e.event)).toEqual(['SEND_INITIATED'])
      expect(airlock.router.getState().view).toBe('SendPreview')
      expect(fake.calls.some((c) => c.method === 'waitForTransaction')).toBe(false)
    },
  )

  it.each(nodeErrors)(
    'ERC-20 send failing with %s: toast, the draft kept with the reason for the error state, no SEND_SUCCESS',
    async (_, error, message) => {
      const { airlock, fake, toasts, events } = await kit()
      fake.state.writeContractError = error
      const sendDraft = { token: usdc(), sendTokenAmount: '2', receiverAddress: RECEIVER }
      airlock.send.patch(sendDraft)
      expect(await sendToken(airlock)).toBeUndefined()
      expect(toasts).toEqual([`error: ${message}`])
      expect(airlock.send.getState()).toMatchObject({
        ...sendDraft,
        loading: false,
        failed: { ...sendDraft, message },
      })
      expect(events.map((e) => e.event)).toEqual(['SEND_INITIATED'])
    },
  )

  it('the error state lasts until the visitor leaves the view; the draft stays as typed', async () => {
    const { airlock, fake } = await kit()
    fake.state.sendError = Object.assign(new Error('User rejected the request'), { code: 4001 })
    airlock.send.patch({ token: eth(), sendTokenAmount: '1.5', receiverAddress: RECEIVER })
    await sendToken(airlock)
    expect(airlock.send.getState().failed?.sendTokenAmount).toBe('1.5')
    // Toasts and re-renders of the same view keep it.
    airlock.router.push('SendPreview')
    expect(airlock.send.getState().failed).toBeDefined()
    airlock.router.goBack()
    expect(airlock.router.getState().view).toBe('Send')
    expect(airlock.send.getState()).toMatchObject({ failed: undefined, sendTokenAmount: '1.5' })
  })

  it('a new send clears the last failure; its success leaves no error state', async () => {
    const { airlock, fake } = await kit()
    fake.state.sendError = new Error('execution reverted')
    airlock.send.patch({ token: eth(), sendTokenAmount: '1.5', receiverAddress: RECEIVER })
    await sendToken(airlock)
    fake.state.sendError = undefined
    airlock.send.patch({ token: eth(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    const sending = sendToken(airlock)
    expect(airlock.send.getState().failed).toBeUndefined()
    expect(await sending).toBe(HASH)
    expect(airlock.send.getState().failed).toBeUndefined()
    await settled(airlock)
  })

  it('a send that fails after the visitor left the view keeps no error state', async () => {
    const { airlock, fake } = await kit()
    let refuse: (error: Error) => void = () => {}
    fake.adapter.sendTransaction = () => new Promise((_, reject) => (refuse = reject))
    airlock.send.patch({ token: eth(), sendTokenAmount: '1.5', receiverAddress: RECEIVER })
    const sending = sendToken(airlock)
    airlock.router.goBack()
    refuse(new Error('User rejected the request'))
    await sending
    expect(airlock.send.getState()).toMatchObject({
      failed: undefined,
      loading: false,
      sendTokenAmount: '1.5',
    })
  })

  it('the kit runs the same actions, loading send’s code on first use', async () => {
    const { airlock, callsOf } = await kit()
    airlock.send.patch({ token: eth(), sendTokenAmount: '1' })
    expect(await airlock.sendToken()).toBeUndefined()
    expect(airlock.toast.getState()).toMatchObject({
      variant: 'error',
      message: 'An amount and receiver address are required',
    })
    await airlock.estimateSendFee()
    expect(await airlock.maxSendAmount(usdc('2.5'))).toBe('2.5')
    expect(callsOf('sendTransaction')).toHaveLength(0)
  })

  it('shows the send form messages for a missing amount, receiver or token, asking no wallet', async () => {
    const { airlock, toasts, events, callsOf } = await kit()
    airlock.send.patch({ token: eth(), sendTokenAmount: '1' })
    await sendToken(airlock)
    expect(airlock.toast.getState()).toMatchObject({
      variant: 'error',
      message: 'An amount and receiver address are required',
    })
    airlock.send.patch({ sendTokenAmount: undefined, receiverAddress: RECEIVER })
    await sendToken(airlock)
    await vi.waitFor(() =>
      expect(toasts).toEqual([
        'error: An amount and receiver address are required',
        'error: An amount and receiver address are required',
      ]),
    )
    airlock.send.patch({ token: undefined, sendTokenAmount: '1', receiverAddress: RECEIVER })
    await sendToken(airlock)
    await vi.waitFor(() => expect(toasts.at(-1)).toBe('error: A token is required'))
    expect(callsOf('sendTransaction')).toHaveLength(0)
    expect(events).toEqual([])
    expect(airlock.send.getState().loading).toBe(false)
  })

  it('shows the validation message for an invalid draft, asking no wallet', async () => {
    const { airlock, toasts, events, callsOf } = await kit()
    airlock.send.patch({ token: eth('1'), sendTokenAmount: '1.5', receiverAddress: RECEIVER })
    await sendToken(airlock)
    expect(toasts).toEqual(['error: Insufficient funds'])
    airlock.send.patch({
      sendTokenAmount: '0.5',
      receiverAddress: '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    })
    await sendToken(airlock)
    await vi.waitFor(() => expect(toasts.at(-1)).toBe('error: Invalid address'))
    expect(callsOf('sendTransaction')).toHaveLength(0)
    expect(events).toEqual([])
    // Bad input loses nothing: the draft stays as typed, with no error state.
    expect(airlock.send.getState()).toMatchObject({ sendTokenAmount: '0.5', failed: undefined })
  })

  it("without a connected account: 'No ActiveCaipAddress found'", async () => {
    const { airlock, toasts, callsOf, events } = await kit({ connect: false })
    airlock.send.patch({ token: eth(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    expect(await sendToken(airlock)).toBeUndefined()
    expect(toasts).toEqual(['error: No ActiveCaipAddress found'])
    expect(callsOf('sendTransaction')).toHaveLength(0)
    expect(events).toEqual([])
    // Nothing was sent: the draft is kept, with no error state.
    expect(airlock.send.getState()).toMatchObject({ sendTokenAmount: '1', loading: false, failed: undefined })
  })

  it('sends only from the connected address: after an account change, from the new one', async () => {
    const { airlock, fake, callsOf, connector } = await kit()
    const other = '0x2222222222222222222222222222222222222222'
    fake.state.context?.events.accountsChanged(connector.id, [other])
    await flush()
    expect(airlock.account.get('eip155')?.address).toBe(other)
    airlock.send.patch({ token: eth(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    await sendToken(airlock)
    expect(callsOf('sendTransaction')[0]?.params).toMatchObject({ from: other })
    await settled(airlock)
  })

  it('a second click while sending does not send twice', async () => {
    const { airlock, callsOf } = await kit()
    airlock.send.patch({ token: eth(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    const [first, second] = await Promise.all([sendToken(airlock), sendToken(airlock)])
    expect([first, second]).toEqual([HASH, undefined])
    expect(callsOf('sendTransaction')).toHaveLength(1)
    await settled(airlock)
  })

  it('solana: sendTransaction with the amount in lamports; an SPL token is the adapter’s transferToken of its mint', async () => {
    const { airlock, callsOf, connector, events, toasts } = await kit({ namespace: 'solana' })
    airlock.send.patch({ token: sol(), sendTokenAmount: '0.25', receiverAddress: SOL_RECEIVER })
    expect(await sendToken(airlock)).toBe(HASH)
    expect(callsOf('sendTransaction')[0]?.params).toEqual({
      connectorId: connector.id,
      caipNetwork: expect.objectContaining({ caipNetworkId: solana.caipNetworkId }),
      from: SOL_SENDER,
      to: SOL_RECEIVER,
      value: 250_000_000n,
    })
    expect(events.map((e) => e.event)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(events[0]?.properties).toMatchObject({ token: 'SOL', network: solana.caipNetworkId })
    await vi.waitFor(() => expect(toasts).toEqual(['loading: Transaction pending', 'success: Sent 0.25 SOL']))

    airlock.send.patch({ token: splUsdc(), sendTokenAmount: '1.5', receiverAddress: SOL_RECEIVER })
    await sendToken(airlock)
    expect(callsOf('transferToken')[0]?.params).toEqual({
      connectorId: connector.id,
      caipNetwork: expect.objectContaining({ caipNetworkId: solana.caipNetworkId }),
      from: SOL_SENDER,
      to: SOL_RECEIVER,
      token: SOL_MINT,
      amount: 1_500_000n,
      decimals: 6,
    })
    expect(callsOf('sendTransaction')).toHaveLength(1)
    expect(callsOf('writeContract')).toHaveLength(0)
    await vi.waitFor(() => expect(toasts.at(-1)).toBe('success: Sent 1.5 USDC'))
  })

  it('a namespace other than eip155 and solana never reaches the wallet', async () => {
    const { airlock, callsOf, toasts, events } = await kit({ namespace: 'bip122' })
    expect(airlock.account.get('bip122')?.address).toBeDefined()
    const btc = token({ symbol: 'BTC', chainId: bitcoin.caipNetworkId, numeric: '1', decimals: '8' })
    airlock.send.patch({
      token: btc,
      sendTokenAmount: '0.1',
      receiverAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    })
    expect(await sendToken(airlock)).toBeUndefined()
    // Refused as a whole before anything is dispatched: the network, not the address, is the reason.
    expect(toasts).toEqual(['error: Sending is not supported on this network.'])
    expect(callsOf('sendTransaction')).toHaveLength(0)
    expect(events).toEqual([])
    expect(airlock.send.getState()).toMatchObject({
      sendTokenAmount: '0.1',
      loading: false,
      failed: undefined,
    })
  })
})

describe('estimateSendFee', () => {
  it('stores the fee in native units with its USD value from the native token price', async () => {
    const { airlock, callsOf } = await kit()
    airlock.account.patch('eip155', { tokenBalance: [usdc('1'), eth('2')] })
    airlock.send.patch({ token: eth(), sendTokenAmount: '1.5', receiverAddress: RECEIVER })
    await estimateSendFee(airlock)
    // 21,000 gas at 2 gwei.
    const { gasEstimate, gasEstimateError } = airlock.send.getState()
    expect(gasEstimate).toEqual({ fee: '0.000042', symbol: 'ETH', usd: expect.closeTo(0.126, 10) })
    expect(gasEstimateError).toBeUndefined()
    expect(callsOf('estimateGas')[0]?.params).toEqual({
      caipNetwork: expect.objectContaining({ caipNetworkId: 'eip155:31337' }),
      from: SENDER,
      to: RECEIVER,
      value: 1_500_000_000_000_000_000n,
      data: '0x',
    })
  })

  it('estimates an ERC-20 transfer as the contract call', async () => {
    const { airlock, callsOf } = await kit()
    airlock.send.patch({ token: usdc(), sendTokenAmount: '2', receiverAddress: RECEIVER })
    await estimateSendFee(airlock)
    expect(callsOf('estimateGas')[0]?.params).toEqual({
      caipNetwork: expect.objectContaining({ caipNetworkId: 'eip155:31337' }),
      from: SENDER,
      contract: {
        address: USDC_CONTRACT,
        abi: ERC20_TRANSFER_ABI,
        functionName: 'transfer',
        args: [RECEIVER, 2_000_000n],
      },
    })
    // No native price known: no USD value.
    expect(airlock.send.getState().gasEstimate).toEqual({ fee: '0.000042', symbol: 'ETH', usd: undefined })
  })

  it('solana: the adapter prices the send itself, an SPL token with its mint (rent for a new token account included)', async () => {
    const { airlock, callsOf, fake } = await kit({ namespace: 'solana' })
    fake.state.gasEstimate = { gas: 2_044_683n, gasPrice: 1n }
    airlock.send.patch({ token: splUsdc(), sendTokenAmount: '1.5', receiverAddress: SOL_RECEIVER })
    await estimateSendFee(airlock)
    expect(callsOf('estimateTransferFee')[0]?.params).toEqual({
      caipNetwork: expect.objectContaining({ caipNetworkId: solana.caipNetworkId }),
      from: SOL_SENDER,
      to: SOL_RECEIVER,
      token: SOL_MINT,
      amount: 1_500_000n,
      decimals: 6,
    })
    expect(airlock.send.getState().gasEstimate).toEqual({ fee: '0.002044683', symbol: 'SOL', usd: undefined })
    expect(callsOf('estimateGas')).toHaveLength(0)
  })

  it('solana: the rent of the receiver’s new token account is kept apart, for the review to name', async () => {
    const { airlock, fake } = await kit({ namespace: 'solana' })
    fake.adapter.estimateTransferFee = async () => ({ total: 2_044_280n, rent: 2_039_280n })
    airlock.send.patch({ token: splUsdc(), sendTokenAmount: '1.5', receiverAddress: SOL_RECEIVER })
    await estimateSendFee(airlock)
    expect(airlock.send.getState().gasEstimate).toEqual({
      fee: '0.00204428',
      symbol: 'SOL',
      usd: undefined,
      rent: '0.00203928',
    })
  })

  it('keeps the parsed reason of a failed estimate and drops the old estimate', async () => {
    const { airlock, fake } = await kit()
    airlock.send.patch({ token: usdc(), sendTokenAmount: '2', receiverAddress: RECEIVER })
    await estimateSendFee(airlock)
    expect(airlock.send.getState().gasEstimate).toBeDefined()
    fake.state.estimateGasError = new Error('Estimate failed', {
      cause: { message: 'execution reverted: ERC20: transfer amount exceeds balance' },
    })
    await estimateSendFee(airlock)
    expect(airlock.send.getState()).toMatchObject({
      gasEstimate: undefined,
      gasEstimateError: 'Execution reverted: ERC20: transfer amount exceeds balance',
    })
    fake.state.estimateGasError = undefined
    await estimateSendFee(airlock)
    expect(airlock.send.getState()).toMatchObject({
      gasEstimateError: undefined,
      gasEstimate: { fee: '0.000042' },
    })
  })

  it('does nothing for an invalid draft or without a connection', async () => {
    const connected = await kit()
    connected.airlock.send.patch({ token: eth(), sendTokenAmount: '9', receiverAddress: RECEIVER })
    await estimateSendFee(connected.airlock)
    expect(connected.callsOf('estimateGas')).toHaveLength(0)
    expect(connected.airlock.send.getState().gasEstimate).toBeUndefined()

    const alone = await kit({ connect: false })
    alone.airlock.send.patch({ token: eth(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    await estimateSendFee(alone.airlock)
    expect(alone.callsOf('estimateGas')).toHaveLength(0)
  })

  it('drops an estimate that arrives after the token changed', async () => {
    const { airlock, fake } = await kit()
    let answer: (value: { gas: bigint; gasPrice: bigint }) => void = () => {}
    fake.adapter.estimateGas = () =>
      new Promise((resolve) => {
        answer = resolve
      })
    airlock.send.patch({ token: eth(), sendTokenAmount: '1', receiverAddress: RECEIVER })
    const estimating = estimateSendFee(airlock)
    airlock.send.patch({ token: usdc() })
    answer({ gas: 1n, gasPrice: 1n })
    await estimating
    expect(airlock.send.getState().gasEstimate).toBeUndefined()
  })
})

describe('maxSendAmount', () => {
  it('native: the balance less 1.2 times the fee of a plain transfer', async () => {
    const { airlock, callsOf } = await kit()
    // Fee 21,000 × 2 gwei = 42,000 gwei; reserve 50,400 gwei.
    expect(await maxSendAmount(airlock, eth('1'))).toBe('0.9999496')
    expect(callsOf('estimateGas')[0]?.params).toEqual({
      caipNetwork: expect.objectContaining({ caipNetworkId: 'eip155:31337' }),
      from: SENDER,
      to: SENDER,
      value: 0n,
      data: '0x',
    })
    // A balance below the reserve leaves nothing to send.
    expect(await maxSendAmount(airlock, eth('0.00005'))).toBe('0')
  })

  it('ERC-20: the whole balance, without estimating', async () => {
    const { airlock, callsOf } = await kit()
    expect(await maxSendAmount(airlock, usdc('2.5'))).toBe('2.5')
    expect(callsOf('estimateGas')).toHaveLength(0)
  })

  it('the whole balance when the estimate fails, or when nothing can estimate', async () => {
    const failing = await kit({
      configure: (fake) => {
        fake.state.estimateGasError = new Error('node down')
      },
    })
    expect(await maxSendAmount(failing.airlock, eth('1.25'))).toBe('1.25')
    const unable = await kit({
      configure: (fake) => {
        delete fake.adapter.estimateGas
      },
    })
    expect(await maxSendAmount(unable.airlock, eth('1.25'))).toBe('1.25')
    const solanaKit = await kit({ namespace: 'solana' })
    expect(await maxSendAmount(solanaKit.airlock, sol('3'))).toBe('3')
    expect(solanaKit.callsOf('estimateGas')).toHaveLength(0)
  })
})
