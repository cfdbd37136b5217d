import type { AdapterContext, ChainAdapter, ConnectResult, GasEstimate } from '../adapter.ts'
import type { ConnectorInfo } from '../connect/connectorsStore.ts'
import type { ChainNamespace } from '../types.ts'

/** A well-formed transaction hash and signature, as a wallet answers (the kit refuses malformed ones). */
export const FAKE_TX_HASH = `0x${'ab'.repeat(32)}`
export const FAKE_SIGNATURE = `0x${'12'.repeat(65)}`

/** A scriptable adapter for core tests: records calls, answers what the test sets. */
export function createFakeAdapter(namespace: ChainNamespace = 'eip155') {
  const calls: { method: string; params: unknown }[] = []
  const state = {
    context: undefined as AdapterContext | undefined,
    connectors: [] as ConnectorInfo[],
    connectResult: {
      address: '0x1111111111111111111111111111111111111111',
      chainId: 31337,
      accounts: [],
    } as ConnectResult,
    connectError: undefined as unknown,
    reconnectResult: undefined as ConnectResult | undefined,
    reconnectError: undefined as unknown,
    disconnectError: undefined as unknown,
    switchError: undefined as unknown,
    signError: undefined as unknown,
    balance: '1.5',
    /** What sendTransaction and writeContract resolve with, unless their error is set. */
    sendResult: FAKE_TX_HASH,
    sendError: undefined as unknown,
    writeContractResult: FAKE_TX_HASH,
    /** What signMessage resolves with, unless signError is set. */
    signResult: FAKE_SIGNATURE,
    writeContractError: undefined as unknown,
    gasEstimate: { gas: 21_000n, gasPrice: 2_000_000_000n } as GasEstimate,
    estimateGasError: undefined as unknown,
    /** How waitForTransaction answers; a function lets a test hold the outcome back. */
    waitForTransaction: (async () => 'success') as (hash: string) => Promise<'success' | 'reverted'>,
  }
  const adapter: ChainAdapter = {
    namespace,
    init(context) {
      state.context = context
      context.setConnectors(state.connectors)
      return () => calls.push({ method: 'cleanup', params: undefined })
    },
    async connect(params) {
      calls.push({ method: 'connect', params })
      if (state.connectError) throw state.connectError
      return {
        ...state.connectResult,
        accounts: state.connectResult.accounts.length
          ? state.connectResult.accounts
          : [state.connectResult.address],
      }
    },
    async reconnect(params) {
      calls.push({ method: 'reconnect', params })
      if (state.reconnectError) throw state.reconnectError
      return state.reconnectResult
    },
    async disconnect(params) {
      calls.push({ method: 'disconnect', params })
      if (state.disconnectError) throw state.disconnectError
    },
    async getBalance(params) {
      calls.push({ method: 'getBalance', params })
      return { balance: state.balance, symbol: params.caipNetwork.nativeCurrency.symbol }
    },
    async switchNetwork(params) {
      calls.push({ method: 'switchNetwork', params })
      if (state.switchError) throw state.switchError
    },
    async signMessage(params) {
      calls.push({ method: 'signMessage', params })
      if (state.signError) throw state.signError
      return state.signResult
    },
    async sendTransaction(params) {
      calls.push({ method: 'sendTransaction', params })
      if (state.sendError) throw state.sendError
      return state.sendResult
    },
    async writeContract(params) {
      calls.push({ method: 'writeContract', params })
      if (state.writeContractError) throw state.writeContractError
      return state.writeContractResult
    },
    async transferToken(params) {
      calls.push({ method: 'transferToken', params })
      if (state.sendError) throw state.sendError
      return state.sendResult
    },
    async estimateTransferFee(params) {
      calls.push({ method: 'estimateTransferFee', params })
      if (state.estimateGasError) throw state.estimateGasError
      return { total: state.gasEstimate.gas * state.gasEstimate.gasPrice }
    },
    async estimateGas(params) {
      calls.push({ method: 'estimateGas', params })
      if (state.estimateGasError) throw state.estimateGasError
      return state.gasEstimate
    },
    async waitForTransaction(params) {
      calls.push({ method: 'waitForTransaction', params })
      return state.waitForTransaction(params.hash)
    },
  }
  return { adapter, calls, state }
}

export const testConnector: ConnectorInfo = {
  id: 'dev.airlock.testwallet',
  name: 'Test Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'dev.airlock.testwallet' },
}

/** Lets pending promise callbacks run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
