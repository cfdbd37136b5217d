import { z } from 'zod'
import { caipNetworkIdSchema } from '../options.ts'

/** Wallet and image ids: the registry's are 64 hex digits; other registries may use any slug this safe. */
export const walletIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, 'A wallet id is 1 to 128 letters, digits, hyphens or underscores')

/** The namespaces the kit's CaipNetworkId type knows. */
const KIT_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']

const walletChainSchema = caipNetworkIdSchema.refine(
  (chain) => KIT_NAMESPACES.includes(chain.split(':')[0]!),
  `A wallet chain's namespace is one of ${KIT_NAMESPACES.join(', ')}`,
)

export const badgeTypeSchema = z.enum(['none', 'certified'])

/** A link the modal opens: a deep link (metamask://) or an http(s) URL, never javascript: or data:. */
const linkSchema = z
  .string()
  .max(500)
  .refine(
    (link) => /^[a-z][a-z0-9+.-]*:\/\/\S*$/i.test(link) && !/^(javascript|data|vbscript|file):/i.test(link),
    'A link is a URL with a scheme, such as metamask:// or https://…',
  )

const httpsUrlSchema = z
  .string()
  .url()
  .max(500)
  .refine((url) => url.startsWith('https://'), 'A homepage or web app link starts with https://')

/** EIP-6963 reverse-DNS id, e.g. io.metamask. */
const rdnsSchema = z
  .string()
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'An rdns is a reverse domain such as io.metamask')

/** One listing of a registry file: the fields GET /getWallets answers (WalletListing), plus the rank it is sorted by. */
export const walletListingSchema = z
  .object({
    id: walletIdSchema,
    image_id: walletIdSchema,
    name: z.string().trim().min(1).max(100),
    rdns: rdnsSchema.nullable(),
    chains: z
      .array(walletChainSchema)
      .min(1)
      .max(100)
      .refine((chains) => new Set(chains).size === chains.length, 'A chain is listed twice'),
    mobile_link: linkSchema.nullable(),
    desktop_link: linkSchema.nullable(),
    webapp_link: httpsUrlSchema.nullable(),
    homepage: httpsUrlSchema.nullable(),
    badge_type: badgeTypeSchema,
    /** Position in the modal's list, lowest first. */
    rank: z.number().int().min(0),
  })
  .strict()

export type RegistryListing = z.output<typeof walletListingSchema>

export const walletRegistrySchema = z
  .object({ wallets: z.array(walletListingSchema).max(100_000) })
  .strict()
  .superRefine(({ wallets }, ctx) => {
    const ids = new Set<string>()
    for (const [index, wallet] of wallets.entries()) {
      if (ids.has(wallet.id)) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['wallets', index, 'id'],
          message: `wallet id ${wallet.id} is listed twice`,
        })
      }
      ids.add(wallet.id)
    }
  })
