import { z } from 'zod'

/** The only OAuth / OpenID Connect providers of social login: any other is refused (Farcaster has its own channel). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS, {
  errorMap: () => ({ message: `Unknown social provider: use one of ${SOCIAL_PROVIDERS.join(', ')}` }),
})

const urlSchema = z.string().url()

/**
 * One provider as the operator configures it: its OpenID issuer (endpoints discovered from
 * `/.well-known/openid-configuration`) or the endpoints themselves, and the cloud's client there.
 */
export const socialProviderConfigSchema = z
  .object({
    issuer: urlSchema,
    authorizationEndpoint: urlSchema.optional(),
    tokenEndpoint: urlSchema.optional(),
    jwksUri: urlSchema.optional(),
    clientId: z.string().min(1),
    clientSecret: z.string().min(1),
    scopes: z.string().min(1).default('openid email profile'),
  })
  .strict()

export type SocialProviderConfig = z.output<typeof socialProviderConfigSchema>

export const socialProvidersSchema = z.record(socialProviderSchema, socialProviderConfigSchema)

/** What the cloud needs of one provider: its endpoints and the client. */
export interface ResolvedProvider {
  issuer: string
  authorizationEndpoint: string
  tokenEndpoint: string
  jwksUri: string
  clientId: string
  clientSecret: string
  scopes: string
}
