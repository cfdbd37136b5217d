import { z } from 'zod'
import { deviceIdSchema } from '../auth/schemas.ts'
import { socialProviderSchema } from './providers.ts'

export const providerParamsSchema = z.object({ provider: socialProviderSchema })

/** An http(s) origin, exactly (scheme, host, port; no path): where the popup's result is posted. */
export const originSchema = z
  .string({ required_error: 'origin is required' })
  .max(300)
  .refine((value) => {
    try {
      const url = new URL(value)
      return /^https?:$/.test(url.protocol) && url.origin === value
    } catch {
      return false
    }
  }, 'origin must be an http(s) origin such as https://app.example.com')

export const authorizeQuerySchema = z.object({ deviceId: deviceIdSchema, origin: originSchema })

/** The provider's redirect: a code and the state, or an error (denied consent). */
export const callbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
})

export const completeBodySchema = z.object({
  result: z.string({ required_error: 'result is required' }).regex(/^[\w-]{16,200}$/, 'Invalid result'),
  deviceId: deviceIdSchema,
})
