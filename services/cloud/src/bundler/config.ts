import { z } from 'zod'
import { configAddressSchema } from '../evm/address.ts'
import { privateKeySchema } from '../onramp/config.ts'

/**
 * A chain's `erc4337` option: the cloud bundles user operations for this EntryPoint (v0.7) itself and, with
 * `paymaster`, sponsors them through a v0.7 VerifyingPaymaster (ERC-7677). Without it the chain's bundler and
 * paymaster routes answer that the chain is not served.
 */
export const erc4337ChainSchema = z
  .object({
    /** The EntryPoint v0.7 (0x0000000071727De22E5E9d8BAf0edAc6f37da032 on every chain). */
    entryPoint: configAddressSchema,
    /**
     * Where EntryPointSimulations v0.7 is deployed: the bundler reads its runtime code and puts it at the
     * EntryPoint's address in eth_call state overrides (simulateValidation / simulateHandleOp).
     */
    entryPointSimulations: configAddressSchema,
    /** The key the bundler sends handleOps from (and is refunded to): nothing else may send from it. */
    bundlerKey: privateKeySchema,
    /** A v0.7 VerifyingPaymaster whose verifyingSigner is `signerKey`'s address. */
    paymaster: z
      .object({
        address: configAddressSchema,
        signerKey: privateKeySchema,
        /** How long a sponsorship stays valid (s): 10 minutes. */
        validitySeconds: z.number().int().positive().default(600),
      })
      .strict()
      .optional(),
  })
  .strict()

export type Erc4337ChainConfig = z.input<typeof erc4337ChainSchema>
export type ResolvedErc4337Config = z.output<typeof erc4337ChainSchema>
