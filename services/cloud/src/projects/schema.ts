import { normalizeOriginPattern, parseOriginPattern } from '@airlock/protocol/origins'
import { z } from 'zod'
import { webhookEndpointSchema } from '../payments/webhooks/endpoint.ts'
import { featureOverridesSchema } from './features.ts'

export const projectIdSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/,
    'A project id is 1 to 64 letters, digits, hyphens or underscores, starting with a letter or digit',
  )

export const originPatternSchema = z
  .string()
  .superRefine((pattern, ctx) => {
    const parsed = parseOriginPattern(pattern)
    if (typeof parsed === 'string') ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed })
  })
  .transform(normalizeOriginPattern)

export const allowedOriginsSchema = z
  .array(originPatternSchema)
  .max(100)
  .transform((origins) => [...new Set(origins)])

/** A project as the config file and the admin command describe it. */
export const projectInputSchema = z
  .object({
    id: projectIdSchema,
    name: z.string().trim().min(1).max(200).optional(),
    allowedOrigins: allowedOriginsSchema.default([]),
    features: featureOverridesSchema.default({}),
  })
  .strict()

export type ProjectInput = z.input<typeof projectInputSchema>

/**
 * A project in the projects file: what the admin command sets, and the endpoint its payment events go to
 * (`paymentsWebhook`: url and whsec_ signing secret, the same as admin set-webhook would store).
 */
const fileProjectSchema = projectInputSchema.extend({ paymentsWebhook: webhookEndpointSchema.optional() })

export type FileProjectInput = z.output<typeof fileProjectSchema>

export const projectsFileSchema = z.object({ projects: z.array(fileProjectSchema) }).strict()
