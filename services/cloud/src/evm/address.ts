import { isAddress } from 'viem'
import { z } from 'zod'

/** An EVM address, any checksum casing accepted, lower-cased: the one form the database stores. */
export const evmAddressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an EVM address: 0x and 40 hex digits')
  .transform((value) => value.toLowerCase() as `0x${string}`)

/** An EVM address in a configuration file, kept as written (checksummed addresses stay readable in logs). */
export const configAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an EVM address: 0x and 40 hex digits')
  .transform((address) => address as `0x${string}`)
