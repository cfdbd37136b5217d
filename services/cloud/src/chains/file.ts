import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import type { ChainConfig } from '../context.ts'
import { chainConfigSchema } from '../options.ts'
import { formatZodError } from '../validation.ts'

const chainsFileSchema = z.object({ chains: z.array(chainConfigSchema).min(1) }).strict()

/** The chains a standalone cloud serves, from a JSON file `{ "chains": [ChainConfig…] }` (CHAINS_FILE). */
export async function readChainsFile(path: string): Promise<ChainConfig[]> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new Error(`Cannot read the chains file ${path}: ${(error as Error).message}`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error(`The chains file ${path} is not JSON`)
  }
  const parsed = chainsFileSchema.safeParse(json)
  if (!parsed.success) throw new Error(`Invalid chains file ${path}: ${formatZodError(parsed.error)}`)
  return parsed.data.chains
}
