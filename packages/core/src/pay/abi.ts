import { keccak_256 } from '@noble/hashes/sha3'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'

/*
 * The contract calls a payment makes, encoded here because core carries no chain SDK (a page pays only for the
 * adapters it uses): the payments contract's three entry points, the ERC-20 calls and the router's two
 * exact-output swaps. Only the argument kinds these calls use are encoded (Solidity's ABI: static words in
 * place, `bytes` and `address[]` after the head, each behind an offset).
 */

/** The payments contract's signed intent, as its functions take it (a tuple of five static words). */
export interface IntentTuple {
  id: string
  recipient: string
  token: string
  amount: bigint
  deadline: bigint
}

type Argument =
  | { kind: 'address'; value: string }
  | { kind: 'uint256'; value: bigint }
  | { kind: 'bytes32'; value: string }
  | { kind: 'bytes'; value: string }
  | { kind: 'address[]'; value: readonly string[] }
  | { kind: 'intent'; value: IntentTuple }

/** The functions a payment calls, by their canonical signature (what the 4-byte selector hashes). */
export const PAY_FUNCTIONS = {
  pay: 'pay((bytes32,address,address,uint256,uint256),bytes)',
  payWithToken: 'payWithToken((bytes32,address,address,uint256,uint256),bytes,address[],uint256)',
  payWithNative: 'payWithNative((bytes32,address,address,uint256,uint256),bytes,address[])',
  approve: 'approve(address,uint256)',
  transfer: 'transfer(address,uint256)',
  allowance: 'allowance(address,address)',
  decimals: 'decimals()',
  symbol: 'symbol()',
  swapTokensForExactTokens: 'swapTokensForExactTokens(uint256,uint256,address[],address,uint256)',
  swapETHForExactTokens: 'swapETHForExactTokens(uint256,address[],address,uint256)',
} as const

const strip = (hex: string) => (hex.startsWith('0x') ? hex.slice(2) : hex).toLowerCase()
const word = (hex: string) => strip(hex).padStart(64, '0')
const uintWord = (value: bigint) => {
  if (value < 0n || value >= 2n ** 256n) throw new RangeError(`Not a uint256: ${value}`)
  return value.toString(16).padStart(64, '0')
}
const padRight = (hex: string) => hex.padEnd(Math.ceil(hex.length / 64) * 64, '0')

export function selectorOf(signature: string): string {
  return bytesToHex(keccak_256(utf8ToBytes(signature))).slice(0, 8)
}

/** The head words an argument takes in place (a static tuple sits inline). */
const headWords = (arg: Argument) => (arg.kind === 'intent' ? 5 : 1)

function tail(arg: Argument): string {
  if (arg.kind === 'bytes') {
    const data = strip(arg.value)
    return uintWord(BigInt(data.length / 2)) + padRight(data)
  }
  if (arg.kind === 'address[]') return uintWord(BigInt(arg.value.length)) + arg.value.map(word).join('')
  return ''
}

function head(arg: Argument): string {
  switch (arg.kind) {
    case 'address':
    case 'bytes32':
      return word(arg.value)
    case 'uint256':
      return uintWord(arg.value)
    case 'intent': {
      const { id, recipient, token, amount, deadline } = arg.value
      return word(id) + word(recipient) + word(token) + uintWord(amount) + uintWord(deadline)
    }
    default:
      return ''
  }
}

/** The calldata of `signature` with `args` in order. */
export function encodeCall(signature: string, args: readonly Argument[]): string {
  let offset = args.reduce((sum, arg) => sum + headWords(arg) * 32, 0)
  let heads = ''
  let tails = ''
  for (const arg of args) {
    const dynamic = tail(arg)
    if (dynamic) {
      heads += uintWord(BigInt(offset))
      tails += dynamic
      offset += dynamic.length / 2
    } else heads += head(arg)
  }
  return `0x${selectorOf(signature)}${heads}${tails}`
}

/** A uint256 return value (allowance, decimals). */
export function decodeUint(data: string): bigint {
  const hex = strip(data).slice(0, 64)
  return hex ? BigInt(`0x${hex}`) : 0n
}

/** A `string` return value (symbol); an old token's bytes32 symbol is read as text too. */
export function decodeString(data: string): string {
  const hex = strip(data)
  if (hex.length === 64) return new TextDecoder().decode(hexBytes(hex)).replace(/\0+$/, '')
  const offset = Number(BigInt(`0x${hex.slice(0, 64)}`)) * 2
  const length = Number(BigInt(`0x${hex.slice(offset, offset + 64)}`)) * 2
  return new TextDecoder().decode(hexBytes(hex.slice(offset + 64, offset + 64 + length)))
}

function hexBytes(hex: string) {
  return Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
}
