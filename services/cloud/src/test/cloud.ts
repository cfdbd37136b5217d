import { devnetCloudErc4337 } from '@airlock/devnet'
import { type Cloud, createCloud } from '../app.ts'
import type { Erc4337ChainConfig } from '../bundler/config.ts'
import type { CloudOptions } from '../options.ts'
import { testPgliteDump } from './pgliteDump.ts'

/** Test defaults: in-memory PGlite, free port, no logs, no projects file, no project cache. */
export async function startTestCloud(options: Partial<CloudOptions> = {}): Promise<Cloud> {
  const dump = await testPgliteDump()
  return createCloud({
    port: 0,
    dataDir: 'memory://',
    ...(dump ? { pgliteMemoryDump: dump } : {}),
    chains: [],
    projectsFile: null,
    logger: false,
    projectCacheMs: 0,
    ...options,
  })
}

/** The devnet chain's erc4337 option: its EntryPoint, simulations and VerifyingPaymaster, with their devnet keys. */
export const devnetErc4337Config: Erc4337ChainConfig = devnetCloudErc4337

export interface JsonResponse<T = unknown> {
  status: number
  headers: Headers
  body: T
}

/** fetch over real HTTP to the bound port, parsing a JSON answer (undefined for an empty one). */
export async function fetchJson<T = unknown>(url: string, init: RequestInit = {}): Promise<JsonResponse<T>> {
  const response = await fetch(url, init)
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as T,
  }
}
