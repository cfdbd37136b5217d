import { decodeFunctionData, erc20Abi, formatEther, formatUnits, hexToBytes, isHex } from 'viem'
import type { TokenInfos } from './tokenInfo.ts'

/**
 * What the approval card shows for an unsafe request: the visitor approves what they can read, so a message
 * is shown as text when it is text, typed data field by field, and a transaction as its target, its value in
 * ether and its call decoded when it is an ERC-20 transfer or approval. Pure: the card draws it.
 */

export interface ApprovalField {
  label: string
  value: string
  /** Addresses, hashes, raw data: drawn in a monospace font and broken anywhere. */
  mono?: boolean
}

export interface ApprovalSection {
  heading: string
  fields: ApprovalField[]
}

export interface ApprovalDescription {
  title: string
  network: string
  /** A signed message's text (or hex, when it is not printable text). */
  message?: string
  sections: ApprovalSection[]
}

const NETWORKS: Readonly<Record<number, string>> = {
  1: 'Ethereum',
  10: 'Optimism',
  56: 'BNB Smart Chain',
  100: 'Gnosis',
  137: 'Polygon',
  324: 'zkSync',
  8453: 'Base',
  42161: 'Arbitrum One',
  42220: 'Celo',
  43114: 'Avalanche',
  7777777: 'Zora',
  11155111: 'Sepolia',
  31337: 'Airlock Devnet',
}

export function networkName(chainId: number): string {
  return `${NETWORKS[chainId] ?? 'Chain'} (${chainId})`
}

/** The message as UTF-8 text when it is hex of printable text; otherwise as given. */
export function readableMessage(message: string): string {
  if (!isHex(message, { strict: true })) return message
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    // Control characters other than line breaks and tabs mean bytes, not text.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
    return text.length > 0 && !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? text : message
  } catch {
    return message
  }
}

function quantity(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return BigInt(value)
  return undefined
}

function display(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean')
    return String(value)
  return JSON.stringify(value, (_, inner) => (typeof inner === 'bigint' ? inner.toString() : inner))
}

interface CallLike {
  to?: unknown
  value?: unknown
  data?: unknown
}

/** A token amount in the token's units when its decimals and symbol are known, else in raw units. */
function amountField(
  label: string,
  amount: bigint,
  token: string | undefined,
  tokens?: TokenInfos,
): ApprovalField {
  const info = token ? tokens?.get(token.toLowerCase()) : undefined
  if (!info) return { label: `${label} (token units)`, value: amount.toString() }
  return { label, value: `${formatUnits(amount, info.decimals)} ${info.symbol}` }
}

/**
 * A call's fields: target, value in ether, and its decoded ERC-20 transfer/approve (in the token's units when
 * `tokens` knows it), else its raw data.
 */
export function describeCall(call: CallLike, tokens?: TokenInfos): ApprovalField[] {
  const fields: ApprovalField[] = []
  const token = typeof call.to === 'string' ? call.to : undefined
  fields.push({ label: 'To', value: typeof call.to === 'string' ? call.to : 'New contract', mono: true })
  fields.push({ label: 'Value', value: `${formatEther(quantity(call.value) ?? 0n)} ETH` })
  const data = typeof call.data === 'string' && call.data !== '0x' ? call.data : undefined
  if (!data) return fields
  if (isHex(data, { strict: true })) {
    try {
      const decoded = decodeFunctionData({ abi: erc20Abi, data })
      if (decoded.functionName === 'transfer') {
        const [recipient, amount] = decoded.args
        fields.push({ label: 'Call', value: 'ERC-20 transfer' })
        fields.push({ label: 'Recipient', value: recipient, mono: true })
        fields.push(amountField('Amount', amount, token, tokens))
        return fields
      }
      if (decoded.functionName === 'approve') {
        const [spender, amount] = decoded.args
        fields.push({ label: 'Call', value: 'ERC-20 approve' })
        fields.push({ label: 'Spender', value: spender, mono: true })
        fields.push(
          amount === 2n ** 256n - 1n
            ? { label: 'Allowance', value: 'Unlimited' }
            : amountField('Allowance', amount, token, tokens),
        )
        return fields
      }
      if (decoded.functionName === 'transferFrom') {
        const [from, recipient, amount] = decoded.args
        fields.push({ label: 'Call', value: 'ERC-20 transferFrom' })
        fields.push({ label: 'From', value: from, mono: true })
        fields.push({ label: 'Recipient', value: recipient, mono: true })
        fields.push(amountField('Amount', amount, token, tokens))
        return fields
      }
    } catch {
      // Not an ERC-20 call: the raw data below.
    }
  }
  fields.push({ label: 'Data', value: data, mono: true })
  return fields
}

function typedDataSections(raw: unknown): ApprovalSection[] {
  const data = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    domain?: Record<string, unknown>
    primaryType?: unknown
    message?: Record<string, unknown>
  }
  const domain = Object.entries(data.domain ?? {}).map(([label, value]) => ({
    label,
    value: display(value),
    mono: label === 'verifyingContract' || label === 'salt',
  }))
  const message = Object.entries(data.message ?? {}).map(([label, value]) => ({
    label,
    value: display(value),
    mono: typeof value === 'string' && value.startsWith('0x'),
  }))
  return [
    { heading: 'Domain', fields: domain },
    { heading: typeof data.primaryType === 'string' ? data.primaryType : 'Message', fields: message },
  ]
}

/** The card's content for `method` with `params` on `chainId`; throws on params it cannot read. */
export function describeRequest(
  method: string,
  params: unknown,
  chainId: number,
  tokens?: TokenInfos,
): ApprovalDescription {
  const list = Array.isArray(params) ? params : []
  const network = networkName(chainId)
  switch (method) {
    case 'personal_sign':
      if (typeof list[0] !== 'string') throw new Error('personal_sign needs a message')
      return { title: 'Sign message', network, message: readableMessage(list[0]), sections: [] }
    case 'eth_signTypedData_v4':
      return { title: 'Sign typed data', network, sections: typedDataSections(list[1]) }
    case 'eth_sendTransaction':
      return {
        title: 'Send transaction',
        network,
        sections: [{ heading: 'Transaction', fields: describeCall(list[0] ?? {}, tokens) }],
      }
    case 'wallet_sendCalls': {
      const calls = ((list[0] as { calls?: unknown } | undefined)?.calls ?? []) as CallLike[]
      if (!Array.isArray(calls) || calls.length === 0) throw new Error('wallet_sendCalls needs calls')
      return {
        title: calls.length === 1 ? 'Send transaction' : `Send ${calls.length} transactions`,
        network,
        sections: calls.map((call, index) => ({
          heading: `Call ${index + 1}`,
          fields: describeCall(call, tokens),
        })),
      }
    }
    default:
      throw new Error(`${method} is not supported by the embedded wallet`)
  }
}
