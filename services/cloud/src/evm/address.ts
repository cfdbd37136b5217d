import { isAddress } from 'viem'
import { z } from 'zod'

/** An EVM address, any checksum casing accepted, lower-cased: the one form the database stores. */
export const evmAddressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an EVM address: 0x and 40 hex digits')
  .transform((value) => value.toLowerCase() as `0x${string}`)
