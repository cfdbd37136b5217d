/** The secure site's page the popup ends on (packages/embedded-wallet/src/frame/social-callback.html). */
export const CALLBACK_PAGE = 'social-callback.html'

/** `{siteUrl}/social-callback.html?result=…&origin=…` or `?error=…`; origin only when the state was valid. */
export function callbackPageUrl(
  siteUrl: string,
  answer: { result: string } | { error: string },
  origin?: string,
): string {
  const params = new URLSearchParams('result' in answer ? { result: answer.result } : { error: answer.error })
  if (origin) params.set('origin', origin)
  return `${siteUrl}/${CALLBACK_PAGE}?${params}`
}
