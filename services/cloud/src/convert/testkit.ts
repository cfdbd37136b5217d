import type { Cloud } from '../app.ts'
import { fetchJson, type JsonResponse } from '../test/cloud.ts'

/** For the convert tests only: the six calls over real HTTP, as the kit makes them. */
export function convertClient(cloud: () => Cloud, projectId: string) {
  return {
    get<T>(call: string, query: Record<string, string>): Promise<JsonResponse<T & { error?: string }>> {
      const search = new URLSearchParams({ projectId, st: 'appkit', sv: 'test', ...query })
      return fetchJson(`${cloud().url}/v1/convert/${call}?${search}`)
    },
    post<T>(call: string, body: Record<string, unknown>): Promise<JsonResponse<T & { error?: string }>> {
      return fetchJson(`${cloud().url}/v1/convert/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ projectId, ...body }),
      })
    },
  }
}
