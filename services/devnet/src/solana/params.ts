import { getBase58Encoder, getBase64Encoder, isAddress } from '@solana/kit'
import { invalidParams } from './errors.ts'

// Checks for positional JSON-RPC parameters: each failure is a -32602 that names what was wrong.

export type Config = Record<string, unknown>

export function requireString(value: unknown, what: string): string {
  if (typeof value !== 'string') throw invalidParams(`${what} must be a string`)
  return value
}

export function requireAddress(value: unknown, what = 'address'): string {
  if (typeof value !== 'string' || !isAddress(value)) throw invalidParams(`${what} must be a base58 address`)
  return value
}

export function requireSignature(value: unknown, what = 'signature'): string {
  const fail = () => invalidParams(`${what} must be a base58 transaction signature`)
  if (typeof value !== 'string' || value.length > 88) throw fail()
  try {
    if (getBase58Encoder().encode(value).length !== 64) throw fail()
  } catch {
    throw fail()
  }
  return value
}

/** An optional config object; null and undefined read as empty. */
export function optionalConfig(value: unknown, what = 'config'): Config {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParams(`${what} must be an object`)
  return value as Config
}

export function requireU64(value: unknown, what: string): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'bigint' && value >= 0n && value < 2n ** 64n) return value
  throw invalidParams(`${what} must be a non-negative integer`)
}

export function optionalBoolean(value: unknown, what: string, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'boolean') throw invalidParams(`${what} must be a boolean`)
  return value
}

export function requireArray(value: unknown, what: string, max: number): unknown[] {
  if (!Array.isArray(value)) throw invalidParams(`${what} must be an array`)
  if (value.length > max) throw invalidParams(`Too many inputs provided; max ${max}`)
  return value
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** Binary data sent as base64 or base58 (`encoding`, base58 when absent: the RPC's default). */
export function requireEncodedBytes(value: unknown, encoding: unknown, what: string): Uint8Array {
  if (typeof value !== 'string') throw invalidParams(`${what} must be a string`)
  if (encoding === 'base64') {
    if (value.length % 4 !== 0 || !BASE64.test(value)) throw invalidParams(`${what} is not valid base64`)
    return new Uint8Array(getBase64Encoder().encode(value))
  }
  if (encoding === undefined || encoding === null || encoding === 'base58') {
    try {
      return new Uint8Array(getBase58Encoder().encode(value))
    } catch {
      throw invalidParams(`${what} is not valid base58`)
    }
  }
  throw invalidParams(`unsupported encoding ${JSON.stringify(encoding)} (use base64 or base58)`)
}
