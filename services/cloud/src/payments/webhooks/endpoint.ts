import { z } from 'zod'
import type { Queryable } from '../../db/types.ts'
import { randomBase58 } from '../ids.ts'

/** How a webhook signing secret starts: `whsec_`, then random base58. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_'

/**
 * Where a project's payment events go. http:// is accepted, loopback included: a shop's server during
 * development listens on 127.0.0.1. The secret signs every delivery (header airlock-signature).
 */
export const webhookEndpointSchema = z
  .object({
    url: z
      .string()
      .url('A webhook URL is an absolute http:// or https:// URL')
      .refine(
        (url) => !URL.canParse(url) || /^https?:$/.test(new URL(url).protocol),
        'A webhook URL starts with http:// or https://',
      ),
    secret: z
      .string()
      .regex(
        /^whsec_[1-9A-HJ-NP-Za-km-z]{24,64}$/,
        'A webhook secret is whsec_ and 24 to 64 base58 characters',
      ),
  })
  .strict()

export type WebhookEndpoint = z.output<typeof webhookEndpointSchema>

/** A new signing secret: `whsec_` and 32 random base58 characters. */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBase58(32)}`

/** Sets (or replaces) the project's endpoint. Throws ZodError for a bad URL or secret. */
export async function setWebhookEndpoint(db: Queryable, projectId: string, endpoint: WebhookEndpoint) {
  const { url, secret } = webhookEndpointSchema.parse(endpoint)
  await db.query(
    `insert into payment_webhooks (project_id, url, secret) values ($1, $2, $3)
     on conflict (project_id) do update set url = excluded.url, secret = excluded.secret, updated_at = now()`,
    [projectId, url, secret],
  )
}

export async function webhookEndpointOf(
  db: Queryable,
  projectId: string,
): Promise<WebhookEndpoint | undefined> {
  const [row] = await db.query<WebhookEndpoint>(
    'select url, secret from payment_webhooks where project_id = $1',
    [projectId],
  )
  return row
}

/** Removes the project's endpoint; false when it had none. */
export async function removeWebhookEndpoint(db: Queryable, projectId: string): Promise<boolean> {
  return (
    (await db.query('delete from payment_webhooks where project_id = $1 returning 1', [projectId])).length > 0
  )
}
