import { z } from 'zod'
import { readJsonFile } from '../config/jsonFile.ts'
import { chainConfigSchema } from '../options.ts'
import type { ChainConfig } from './config.ts'

const chainsFileSchema = z.object({ chains: z.array(chainConfigSchema).min(1) }).strict()

/** The chains a standalone cloud serves, from a JSON file `{ "chains": [ChainConfig…] }` (CHAINS_FILE). */
export async function readChainsFile(path: string): Promise<ChainConfig[]> {
  return (await readJsonFile(path, chainsFileSchema, 'chains file')).chains
}
