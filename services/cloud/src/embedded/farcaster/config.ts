import { z } from 'zod'
import { httpUrlSchema } from '../httpUrl.ts'

/** Optimism's IdRegistry, where Farcaster records which custody address owns each fid. */
export const FARCASTER_ID_REGISTRY_ADDRESS = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte address')

/** A Farcaster account the dev relay's sign-in page can approve as (the devnet registers its custody key). */
export const farcasterDevAccountSchema = z
  .object({
    fid: z.number().int().positive(),
    username: z.string().min(1).max(64),
    displayName: z.string().min(1).max(100),
    custodyKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte private key'),
  })
  .strict()

export type FarcasterDevAccount = z.infer<typeof farcasterDevAccountSchema>

export const farcasterOptionsSchema = z
  .object({
    /**
     * FARCASTER_RELAY_URL: the Farcaster auth relay (https://relay.farcaster.xyz in production). Unset: the
     * cloud serves a development relay itself, at {apiUrl}/farcaster-relay, with a sign-in page standing in
     * for the Farcaster app.
     */
    relayUrl: httpUrlSchema.optional(),
    /** Where fids are checked: an Optimism RPC (FARCASTER_RPC_URL) and the IdRegistry, or the devnet's. */
    idRegistry: z
      .object({ rpcUrl: httpUrlSchema, address: addressSchema.default(FARCASTER_ID_REGISTRY_ADDRESS) })
      .strict()
      .optional(),
    /** The accounts the dev relay's sign-in page offers (the devnet's Farcaster test accounts). */
    devAccounts: z.array(farcasterDevAccountSchema).default([]),
  })
  .strict()
