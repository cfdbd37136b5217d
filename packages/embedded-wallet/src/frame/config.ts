import type { SmartAccountChain } from '../smartAccount/chain.ts'

export type { SmartAccountChain } from '../smartAccount/chain.ts'
export { bundlerUrl, paymasterUrl } from '../smartAccount/routes.ts'

/** The secure site's answer to `GET config.json?projectId=`: where the auth backend is and who may embed us. */
export interface FrameConfig {
  apiUrl: string
  allowedOrigins: string[]
  version: string
  /** The chains with smart accounts (optional in config.json; none when absent). */
  smartAccounts: SmartAccountChain[]
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

function isAddress(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && ADDRESS.test(value)
}

/** config.json's `smartAccounts`: every entry complete, one per chain, or the whole config is refused. */
function parseSmartAccounts(value: unknown): SmartAccountChain[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw new Error('config.json smartAccounts is not a list')
  const seen = new Set<number>()
  return value.map((entry, index) => {
    const where = `config.json smartAccounts[${index}]`
    if (typeof entry !== 'object' || entry === null) throw new Error(`${where} is not an object`)
    const { chainId, entryPoint, factory, sessionValidator, sponsored } = entry as Record<string, unknown>
    if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0)
      throw new Error(`${where} has no chainId`)
    if (seen.has(chainId)) throw new Error(`${where} repeats chain ${chainId}`)
    seen.add(chainId)
    if (!isAddress(entryPoint)) throw new Error(`${where} has no entryPoint address`)
    if (!isAddress(factory)) throw new Error(`${where} has no factory address`)
    if (!isAddress(sessionValidator)) throw new Error(`${where} has no sessionValidator address`)
    if (sponsored !== undefined && typeof sponsored !== 'boolean')
      throw new Error(`${where} sponsored is not a boolean`)
    return { chainId, entryPoint, factory, sessionValidator, sponsored: sponsored === true }
  })
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** Validates config.json; throws with what is wrong, so a broken deployment fails loudly, not open. */
export function parseFrameConfig(value: unknown): FrameConfig {
  if (typeof value !== 'object' || value === null) throw new Error('config.json is not an object')
  const { apiUrl, allowedOrigins, version, smartAccounts } = value as Record<string, unknown>
  if (!isHttpUrl(apiUrl)) throw new Error('config.json has no http(s) apiUrl')
  if (!Array.isArray(allowedOrigins) || !allowedOrigins.every((origin) => typeof origin === 'string'))
    throw new Error('config.json has no allowedOrigins list')
  return {
    apiUrl: apiUrl.replace(/\/+$/, ''),
    allowedOrigins: allowedOrigins as string[],
    version: typeof version === 'string' ? version : '',
    smartAccounts: parseSmartAccounts(smartAccounts),
  }
}

/** Fetches `config.json?projectId=` from the secure site (`siteUrl` is the frame page's own URL). */
export async function fetchFrameConfig(
  siteUrl: string,
  projectId: string,
  fetchFn: typeof fetch = fetch,
): Promise<FrameConfig> {
  const url = new URL('config.json', siteUrl)
  url.search = new URLSearchParams({ projectId }).toString()
  const response = await fetchFn(url, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`config.json answered ${response.status}`)
  return parseFrameConfig(await response.json())
}
