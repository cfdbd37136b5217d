/** The secure site's answer to `GET config.json?projectId=`: where the auth backend is and who may embed us. */
export interface FrameConfig {
  apiUrl: string
  allowedOrigins: string[]
  version: string
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
  const { apiUrl, allowedOrigins, version } = value as Record<string, unknown>
  if (!isHttpUrl(apiUrl)) throw new Error('config.json has no http(s) apiUrl')
  if (!Array.isArray(allowedOrigins) || !allowedOrigins.every((origin) => typeof origin === 'string'))
    throw new Error('config.json has no allowedOrigins list')
  return {
    apiUrl: apiUrl.replace(/\/+$/, ''),
    allowedOrigins: allowedOrigins as string[],
    version: typeof version === 'string' ? version : '',
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
