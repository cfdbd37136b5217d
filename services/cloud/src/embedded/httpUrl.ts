import { z } from 'zod'

/** An http(s) URL, kept without its trailing slashes (a base other paths are appended to). */
export const httpUrlSchema = z
  .string()
  .url()
  .refine((url) => /^https?:$/.test(new URL(url).protocol), 'must start with http:// or https://')
  .transform((url) => url.replace(/\/+$/, ''))
