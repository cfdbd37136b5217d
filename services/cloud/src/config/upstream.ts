import { z } from 'zod'

/**
 * A third-party service the cloud forwards calls to (a swap aggregator, an on-ramp provider's API): its base
 * URL, the operator's key and the header the key travels in (x-api-key unless named).
 */
export const upstreamServiceSchema = z
  .object({
    url: z
      .string()
      .url()
      .refine((url) => /^https?:$/.test(new URL(url).protocol), 'An upstream URL starts with http(s)://')
      // Joined with '/v1/…': a trailing slash would double it.
      .transform((url) => url.replace(/\/+$/, '')),
    apiKey: z.string().min(1).optional(),
    headerName: z
      .string()
      .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'Expected an HTTP header name')
      .optional(),
  })
  .strict()
