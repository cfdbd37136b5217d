import { SOCIAL_RESULT_TYPE, type SocialResultPayload } from '../shared/messages.ts'

/**
 * What the social login popup's last page (social-callback.html) does with its query: the message for the
 * page that opened the popup, and where it may go. The target is the `origin` parameter only when it parses
 * as an http(s) origin: never '*', so no other page that happens to be the opener can read a result.
 */
export interface SocialCallbackPlan {
  message: { type: typeof SOCIAL_RESULT_TYPE; payload: SocialResultPayload }
  /** undefined: nothing is posted (no valid origin, e.g. the request's state was unknown). */
  targetOrigin: string | undefined
  text: string
}

function httpOrigin(value: string | null): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return /^https?:$/.test(url.protocol) && url.origin === value ? value : undefined
  } catch {
    return undefined
  }
}

export function planSocialCallback(search: string): SocialCallbackPlan {
  const params = new URLSearchParams(search)
  const result = params.get('result')
  const error = params.get('error')
  const targetOrigin = httpOrigin(params.get('origin'))
  const type = SOCIAL_RESULT_TYPE
  if (result && !error) {
    return {
      message: { type, payload: { result } },
      targetOrigin,
      text: 'Signed in. You can close this window.',
    }
  }
  const message = error || 'The sign-in did not finish.'
  return { message: { type, payload: { error: message } }, targetOrigin, text: message }
}
