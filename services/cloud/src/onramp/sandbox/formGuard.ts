import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../../http/errors.ts'

/** The hidden field of every checkout form: the token of the order the page shows. */
export const FORM_TOKEN_FIELD = 'csrf'

export const FOREIGN_FORM =
  'This form was not sent from this checkout page: open the checkout again from the app.'
export const BAD_FORM_TOKEN =
  'This form has expired or did not come from its checkout page: reload the checkout and try again.'

/**
 * What keeps another site's page from submitting the checkout's forms for a visitor (paying, confirming,
 * changing the amount of an order whose id it learnt): a form is taken only from the sandbox's own origin,
 * and only with the token the checkout page put in it for that order.
 *
 * The token is an HMAC of the order id under a key drawn at start: it needs no storage, another order's
 * token does not fit, and a restart turns open pages' forms away (the visitor reloads the page).
 *
 * @example
 * const guard = createFormGuard(() => 'http://127.0.0.1:4000')
 * guard.checkOrigin(request) // 403 unless it came from the checkout's own pages
 * guard.checkToken(order.id, form.csrf) // 403 unless the page of this order put it there
 */
export function createFormGuard(ownOrigin: () => string) {
  const key = randomBytes(32)

  const tokenFor = (orderId: string) =>
    createHmac('sha256', key).update(`onramp sandbox form\n${orderId}`).digest('base64url')

  /**
   * A browser says where a form comes from: Sec-Fetch-Site (which a page cannot set) when it sends it, and
   * Origin, which is the literal "null" under a strict referrer policy. A real Origin must be this one;
   * without one, Sec-Fetch-Site must say same-origin. A request that says neither is refused too.
   */
  function checkOrigin(request: Pick<FastifyRequest, 'headers'>) {
    const site = request.headers['sec-fetch-site']
    const origin = request.headers.origin
    const sameSite = site === 'same-origin'
    if (site !== undefined && !sameSite) throw new HttpError(403, FOREIGN_FORM)
    if (origin !== undefined && origin !== 'null' ? origin !== ownOrigin() : !sameSite) {
      throw new HttpError(403, FOREIGN_FORM)
    }
  }

  function checkToken(orderId: string, token: string | undefined) {
    const expected = Buffer.from(tokenFor(orderId))
    const given = Buffer.from(token ?? '')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new HttpError(403, BAD_FORM_TOKEN)
    }
  }

  return { tokenFor, checkOrigin, checkToken }
}
