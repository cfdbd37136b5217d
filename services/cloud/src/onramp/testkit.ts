import { DEVNET_ONRAMP_TREASURY_PRIVATE_KEY, devnetOnramp, devnetPricing } from '@airlock/devnet'
import type { ChainConfig } from '../context.ts'
import { fetchJson, type JsonResponse } from '../test/cloud.ts'

export const DEVNET = 'eip155:31337'

/** For the onramp tests only: the devnet as a chain the sandbox sells on, from the dedicated treasury. */
export const devnetOnrampChain = (rpcUrl: string): ChainConfig => ({
  caipNetworkId: DEVNET,
  rpcUrl,
  pricing: devnetPricing,
  onramp: { ...devnetOnramp, treasuryKey: DEVNET_ONRAMP_TREASURY_PRIVATE_KEY },
})

/** The onramp calls over real HTTP, as the kit makes them. */
export function onrampClient(baseUrl: () => string, projectId: string) {
  return {
    get<T>(path: string): Promise<JsonResponse<T & { error?: string }>> {
      const search = new URLSearchParams({ projectId, st: 'appkit', sv: 'test' })
      return fetchJson(`${baseUrl()}${path}?${search}`)
    },
    post<T>(path: string, body: Record<string, unknown>): Promise<JsonResponse<T & { error?: string }>> {
      return fetchJson(`${baseUrl()}${path}?projectId=${projectId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    },
  }
}

export interface PageResponse {
  status: number
  /** Where a 303 sends the browser, relative to the sandbox origin. */
  location: string | null
  html: string
}

/** A browser's view of the sandbox pages: GETs and form posts, redirects not followed. */
export function sandboxBrowser(origin: () => string) {
  const read = async (response: Response): Promise<PageResponse> => ({
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
  })
  return {
    open: async (path: string) => read(await fetch(new URL(path, origin()), { redirect: 'manual' })),
    submit: async (path: string, form: Record<string, string>) =>
      read(
        await fetch(new URL(path, origin()), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form).toString(),
          redirect: 'manual',
        }),
      ),
  }
}

/** The text of the element with this id on a page ('' when absent), tags stripped. */
export function textOf(html: string, id: string): string {
  const match = new RegExp(`<(\\w+)[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html)
  return (match?.[2] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ')
    .trim()
}

/** data-status of the page's #status, or 'checkout' for the payment form. */
export function pageStatus(html: string): string {
  return (
    /id="status"[^>]*data-status="(\w+)"/.exec(html)?.[1] ?? (html.includes('id="pay"') ? 'checkout' : 'none')
  )
}
