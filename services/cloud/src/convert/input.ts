import { type Address, isAddress, maxUint256 } from 'viem'
import { z } from 'zod'
import type { Slippage } from './math.ts'

/**
 * The convert calls' inputs. Query values all arrive as strings, so amounts and slippage are parsed here
 * from their text, with a message that says what was wrong and what is expected.
 */

/** A CAIP-10 account on some chain: `eip155:31337:0x…`. EVM addresses lower-cased, the form lists use. */
export interface ChainAccount {
  chainId: string
  address: Address
}

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const CAIP10 = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/

export const chainIdSchema = z.string().regex(CAIP2, 'Invalid CAIP-2 network id: expected e.g. eip155:1')

/**
 * A CAIP-10 id. Other namespaces pass here with their account as is, so that the network check answers
 * 'Network not supported for Swaps' for them rather than a format error.
 */
export const caip10Schema = z.string().transform((value, ctx): ChainAccount => {
  const match = CAIP10.exec(value)
  const [, chainId, account] = match ?? []
  if (!chainId || !account) {
    ctx.addIssue({ code: 'custom', message: 'Invalid CAIP-10 address: expected e.g. eip155:1:0x…' })
    return z.NEVER
  }
  if (chainId.startsWith('eip155:') && !isAddress(account, { strict: false })) {
    ctx.addIssue({
      code: 'custom',
      message: 'Invalid CAIP-10 address: an eip155 account is 0x and 40 hex digits',
    })
    return z.NEVER
  }
  return { chainId, address: account.toLowerCase() as Address }
})

/** The user: CAIP-10 (as the kit sends it), or a bare EVM address that takes the tokens' chain. */
export const userAddressSchema = z
  .string()
  .transform((value, ctx): Partial<ChainAccount> & { address: Address } => {
    if (isAddress(value, { strict: false })) return { address: value.toLowerCase() as Address }
    const parsed = caip10Schema.safeParse(value)
    if (parsed.success) return parsed.data
    ctx.addIssue({ code: 'custom', message: 'Expected a CAIP-10 account (eip155:1:0x…) or an EVM address' })
    return z.NEVER
  })

/** An amount in the token's smallest unit: a positive integer that fits the contracts' uint256. */
export const amountSchema = z.string().transform((value, ctx): bigint => {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message })
    return z.NEVER
  }
  const text = value.trim()
  if (/^-\d/.test(text)) return fail('The amount must be more than 0')
  if (/^\d*\.\d+$|^\d+\.$/.test(text)) {
    return fail('The amount has no fraction: it is in the token’s smallest unit (1.5 USDC is 1500000)')
  }
  if (!/^\d+$/.test(text)) return fail('Expected an integer in the token’s smallest unit, such as 1000000')
  const amount = BigInt(text)
  if (amount === 0n) return fail('The amount must be more than 0')
  if (amount > maxUint256) return fail('The amount does not fit in 256 bits')
  return amount
})

/** Wei, as an integer string. */
export const weiSchema = z.string().regex(/^\d{1,78}$/, 'Expected an integer amount of wei')

/** Below 50%: a tolerance that lets a swap pay half of its quote protects nothing. */
const MAX_SLIPPAGE = 50n

/** The swap slippage tolerance, in percent, when the caller gives none: 1, the kit's default too. */
export const DEFAULT_SLIPPAGE: Slippage = { text: '1', units: 1n, scale: 1n }

/** A slippage tolerance in percent as a decimal string ('1', '0.5'), 0 up to but not including 50. */
export const slippageSchema = z.union([z.string(), z.number()]).transform((value, ctx): Slippage => {
  const text = String(value).trim()
  const match = /^(\d{1,2})(?:\.(\d{1,6}))?$/.exec(text)
  const units = match ? BigInt(`${match[1]}${match[2] ?? ''}`) : undefined
  const scale = 10n ** BigInt(match?.[2]?.length ?? 0)
  if (units === undefined || units >= MAX_SLIPPAGE * scale) {
    ctx.addIssue({
      code: 'custom',
      message: 'Slippage is a percentage from 0 to below 50, such as 1 or 0.5',
    })
    return z.NEVER
  }
  return { text, units, scale }
})
