import { readFile } from 'node:fs/promises'
import { formatZodError } from '../../validation.ts'
import { type SocialProvider, type SocialProviderConfig, socialProvidersSchema } from './providers.ts'

/** SOCIAL_PROVIDERS_FILE: the operator's providers, checked at start (a readable message per bad field). */
export async function readSocialProvidersFile(
  path: string,
): Promise<Partial<Record<SocialProvider, SocialProviderConfig>>> {
  let json: unknown
  try {
    json = JSON.parse(await readFile(path, 'utf8'))
  } catch (error) {
    throw new Error(`SOCIAL_PROVIDERS_FILE ${path} could not be read: ${(error as Error).message}`)
  }
  const parsed = socialProvidersSchema.safeParse(json)
  if (!parsed.success) throw new Error(`SOCIAL_PROVIDERS_FILE ${path}: ${formatZodError(parsed.error)}`)
  return parsed.data
}
