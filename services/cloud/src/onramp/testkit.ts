import { DEVNET_ONRAMP_TREASURY_PRIVATE_KEY, devnetOnramp, devnetPricing } from '@airlock/devnet'
import type { ChainConfig } from '../chains/config.ts'
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

/**
 * A browser's view of the sandbox pages: GETs and form posts, redirects not followed. A post is sent as the
 * checkout page's own form: from the sandbox's origin, with the token that page puts in its forms (read from
 * the order's page, as the visitor would have it open) unless `form` names its own `csrf`.
 */
export function sandboxBrowser(origin: () => string) {
  const read = async (response: Response): Promise<PageResponse> => ({
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
  })
  /** Form tokens of the pages seen, by order: a form sent again is sent with the token it had. */
  const tokens = new Map<string, string>()
  const open = async (path: string) => {
    const page = await read(await fetch(new URL(path, origin()), { redirect: 'manual' }))
    const order = /name="order" value="([^"]*)"/.exec(page.html)?.[1]
    const token = /name="csrf" value="([^"]*)"/.exec(page.html)?.[1]
    if (order && token) tokens.set(order, token)
    return page
  }
  /** The form token on the page of `order` at `provider` ('' when it shows no form). */
  const tokenOf = async (provider: string, order: string) => {
    const key = provider === 'meld' ? 'externalSessionId' : 'sessionId'
    if (!tokens.has(order)) await open(`/${provider}/?${new URLSearchParams({ [key]: order })}`)
    return tokens.get(order) ?? ''
  }
  return {
    open,
    submit: async (path: string, form: Record<string, string>) => {
      const provider = path.split('/')[1] ?? ''
      const csrf = form.csrf ?? (form.order ? await tokenOf(provider, form.order) : '')
      return read(
        await fetch(new URL(path, origin()), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: origin() },
          body: new URLSearchParams({ ...form, csrf }).toString(),
          redirect: 'manual',
        }),
      )
    },
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
