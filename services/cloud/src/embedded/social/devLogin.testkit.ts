/**
 * A browser's part of a social login, with fetch and a cookie jar: follows the provider's redirects, fills
 * the local identity provider's form, and stops at the first redirect back to the cloud (its callback).
 */
export class CookieJar {
  private cookies = new Map<string, string>()
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';')
      const index = pair!.indexOf('=')
      this.cookies.set(pair!.slice(0, index).trim(), pair!.slice(index + 1))
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

async function get(url: string, jar: CookieJar): Promise<Response> {
  const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } })
  jar.store(response)
  return response
}

/** From the authorization URL to the callback URL the provider redirects to (not followed). */
export async function signInAtProvider(
  authorizationUri: string,
  login: { username: string; password: string },
  stopAt: string,
): Promise<{ callbackUrl: string; loginPage: string }> {
  const jar = new CookieJar()
  let url = authorizationUri
  let loginPage = ''
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(stopAt)) return { callbackUrl: url, loginPage }
    const response = await get(url, jar)
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location')!, url).toString()
      continue
    }
    const html = await response.text()
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
    if (response.status !== 200 || !action)
      throw new Error(`Unexpected page at ${url}: ${response.status} ${html}`)
    loginPage = html
    const posted = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(login),
    })
    jar.store(posted)
    const next = posted.headers.get('location')
    if (!next) throw new Error(`The login was refused: ${posted.status} ${await posted.text()}`)
    url = new URL(next, url).toString()
  }
  throw new Error('Too many redirects')
}
