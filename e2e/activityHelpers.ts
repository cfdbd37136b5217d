import type { Page } from 'playwright-core'

/** One read of the cloud's activity history as the page made it. */
export interface HistoryRead {
  url: string
  /** When the page asked, in ms since the watch began. */
  startedAt: number
  ids: string[]
}

/**
 * Watches what the page reads of the cloud's activity history (GET /v1/account/{account}/history) and what
 * React says of list keys: every entry id answered, each read, and 'two children with the same key' warnings
 * (a list showing one transaction twice).
 */
export function watchHistory(page: Page) {
  const began = Date.now()
  const ids = new Set<string>()
  const reads: HistoryRead[] = []
  const duplicateKeys: string[] = []
  const started = new Map<string, number>()
  page.on('request', (request) => {
    if (/\/v1\/account\/[^/]+\/history/.test(request.url())) started.set(request.url(), Date.now() - began)
  })
  page.on('response', async (response) => {
    const url = response.url()
    if (!/\/v1\/account\/[^/]+\/history/.test(url) || !response.ok()) return
    const body = (await response.json().catch(() => undefined)) as { data?: { id: string }[] } | undefined
    const listed = (body?.data ?? []).map((entry) => entry.id)
    for (const id of listed) ids.add(id)
    reads.push({ url, startedAt: started.get(url) ?? 0, ids: listed })
  })
  page.on('console', (message) => {
    if (/same key/i.test(message.text())) duplicateKeys.push(message.text())
  })
  return { ids, reads, duplicateKeys }
}
