import type { EsploraClient } from '@airlock/wallet-engine'
import { ProviderRpcError } from '@airlock/wallet-engine'
import { formatUnits } from 'viem'
import type { ChainRequestSummary, SummaryFact } from '../chains/requestTypes.ts'
import type { ChainNetwork } from '../config.ts'
import type { BitcoinKey } from './keys.ts'
import { parsePsbtRequest, psbtOutputs } from './psbt.ts'
import { buildTransfer, parseTransfer, record } from './transfer.ts'

/** Methods the user approves: everything that signs. */
export const BITCOIN_APPROVAL_METHODS: ReadonlySet<string> = new Set([
  'signMessage',
  'sendTransfer',
  'signPsbt',
])

export const btcAmount = (sats: bigint) => `${formatUnits(sats, 8)} BTC`

/** The request's `account` (and signMessage's `address`) must be the wallet's payment address (4100 otherwise). */
export function checkAccount(key: BitcoinKey, params: unknown): void {
  const input = record(params)
  for (const field of ['account', 'address'] as const) {
    const value = input[field]
    if (value !== undefined && value !== key.address) {
      throw new ProviderRpcError(4100, `${String(value)} is not an account of this session.`)
    }
  }
}

/** signMessage's text and protocol ('bip322' unless the dapp asks for 'ecdsa'). */
export function parseMessage(params: unknown): { message: string; protocol: 'bip322' | 'ecdsa' } {
  const input = record(params)
  if (typeof input.message !== 'string')
    throw new ProviderRpcError(-32602, 'signMessage expects { account, message }.')
  const protocol = String(input.protocol ?? 'bip322').toLowerCase()
  if (protocol !== 'bip322' && protocol !== 'ecdsa') {
    throw new ProviderRpcError(-32602, `signMessage: protocol must be 'bip322' or 'ecdsa', not ${protocol}.`)
  }
  return { message: input.message, protocol }
}

const hasControl = (text: string) =>
  [...text].some((char) => {
    const code = char.codePointAt(0) as number
    return (code < 0x20 && !'\t\n\r'.includes(char)) || code === 0x7f
  })

/** The sheet's summary of a bip122 request (see ChainRequestHandler.describe). */
export function describeBitcoinRequest(
  request: { method: string; params: unknown },
  network: ChainNetwork,
  key: BitcoinKey,
): ChainRequestSummary {
  const { method, params } = request
  checkAccount(key, params)
  const base = { account: key.address, network: network.name, facts: [] as SummaryFact[] }
  if (method === 'signMessage') {
    const { message, protocol } = parseMessage(params)
    const isText = !hasControl(message)
    return {
      ...base,
      title: 'Bitcoin signature request',
      action: 'Sign',
      noun: 'Bitcoin message signature',
      message: { text: message, isText },
      facts: [
        {
          label: 'Format',
          value: protocol === 'ecdsa' ? 'ECDSA (BIP-137)' : 'BIP-322',
          testId: 'bitcoin-protocol',
        },
      ],
      ...(isText ? {} : { warning: 'This message has control characters. Only sign data you understand.' }),
    }
  }
  if (method === 'sendTransfer') {
    const transfer = parseTransfer(key, params)
    return {
      ...base,
      title: 'Bitcoin transfer',
      action: 'Send',
      noun: 'Bitcoin transfer',
      amount: { value: formatUnits(transfer.amount, 8), symbol: 'BTC' },
      facts: [
        { label: 'To', value: transfer.recipientAddress, testId: 'bitcoin-to', mono: true },
        ...(transfer.changeAddress !== key.address
          ? [{ label: 'Change to', value: transfer.changeAddress, testId: 'bitcoin-change', mono: true }]
          : []),
        ...(transfer.memo
          ? [{ label: 'Memo', value: new TextDecoder().decode(transfer.memo), testId: 'bitcoin-memo' }]
          : []),
        { label: 'Network fee', value: 'Estimating…', testId: 'bitcoin-fee' },
      ],
    }
  }
  if (method === 'signPsbt') {
    const psbt = parsePsbtRequest(key, params)
    const outputs = psbtOutputs(key, psbt.tx)
    const paid = outputs.filter((output) => !output.mine).reduce((sum, output) => sum + output.amount, 0n)
    return {
      ...base,
      title: psbt.broadcast ? 'Bitcoin transaction' : 'Sign a Bitcoin transaction',
      action: psbt.broadcast ? 'Send' : 'Sign',
      noun: 'Bitcoin PSBT signature',
      amount: { value: formatUnits(paid, 8), symbol: 'BTC' },
      facts: [
        {
          label: 'Outputs',
          value: outputs
            .map((output) => `${output.address}${output.mine ? ' (you)' : ''}: ${btcAmount(output.amount)}`)
            .join('\n'),
          testId: 'bitcoin-outputs',
          mono: true,
        },
        {
          label: 'Inputs you sign',
          value: psbt.inputs.map((input) => `#${input.index}`).join(', ') || 'None',
          testId: 'bitcoin-inputs',
        },
        {
          label: 'Broadcast',
          value: psbt.broadcast ? 'Yes, once signed' : 'No: the dapp gets the PSBT',
          testId: 'bitcoin-broadcast',
        },
      ],
    }
  }
  throw new ProviderRpcError(4200, `Airlock Wallet does not support ${method}.`)
}

/** The transfer's fee, from the same UTXO selection sending would make. */
export async function bitcoinRequestDetails(
  request: { method: string; params: unknown },
  key: BitcoinKey,
  esplora: EsploraClient,
): Promise<SummaryFact[]> {
  if (request.method !== 'sendTransfer') return []
  try {
    const { fee } = await buildTransfer(key, esplora, parseTransfer(key, request.params))
    return [{ label: 'Network fee', value: btcAmount(fee), testId: 'bitcoin-fee' }]
  } catch (error) {
    return [
      { label: 'Network fee', value: `Unavailable (${(error as Error).message})`, testId: 'bitcoin-fee' },
    ]
  }
}
