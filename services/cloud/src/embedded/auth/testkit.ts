import type { Cloud } from '../../app.ts'
import { fetchJson, type JsonResponse } from '../../test/cloud.ts'
import type { MailboxMessage } from '../mailbox/store.ts'

export interface CallOptions {
  method?: 'GET' | 'POST' | 'OPTIONS'
  body?: unknown
  token?: string
  origin?: string
  headers?: Record<string, string>
  projectId?: string
  query?: Record<string, string>
}

/** The frame's side of the auth backend, over real HTTP, and the dev mailbox it reads codes from. */
export function embeddedClient(cloud: () => Cloud, projectId: string) {
  const call = <T = unknown>(path: string, options: CallOptions = {}): Promise<JsonResponse<T>> => {
    const query = new URLSearchParams({ projectId: options.projectId ?? projectId, ...options.query })
    const headers: Record<string, string> = { ...options.headers }
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    if (options.token) headers.authorization = `Bearer ${options.token}`
    if (options.origin) headers.origin = options.origin
    return fetchJson<T>(`${cloud().url}/v1/embedded/${path}?${query}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    })
  }

  async function mail(to: string): Promise<MailboxMessage[]> {
    const { body } = await fetchJson<MailboxMessage[]>(
      `${cloud().url}/mailbox/messages?to=${encodeURIComponent(to)}`,
    )
    return body
  }

  /** The newest code mailed to `to` (mail arrives before email/start answers). */
  async function lastCode(to: string): Promise<string> {
    const [newest] = await mail(to)
    const code = /^(\d{6}) is your /.exec(newest?.subject ?? '')?.[1]
    if (!code) throw new Error(`No code mailed to ${to}`)
    return code
  }

  /** The approval link of the newest mail to `to`. */
  async function approvalLink(to: string): Promise<string> {
    const [newest] = await mail(to)
    const link = /(http:\/\/\S+\/v1\/embedded\/device\/approve\?token=\S+)/.exec(newest?.text ?? '')?.[1]
    if (!link) throw new Error(`No approval link mailed to ${to}`)
    return link
  }

  /**
   * What the approval page's button does: the page's form has no action, so the browser posts it to the
   * link's own URL, with the token as a form field.
   */
  function confirmApproval(link: string): Promise<Response> {
    const token = new URL(link).searchParams.get('token') ?? ''
    return fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    })
  }

  /** Lets the next code be requested at once: the last one is made older than the cooldown. */
  async function skipCooldown(email: string) {
    await cloud().db.query(
      `update embedded_codes set created_at = created_at - interval '31 seconds' where email = $1`,
      [email],
    )
  }

  return { call, mail, lastCode, approvalLink, confirmApproval, skipCooldown }
}
