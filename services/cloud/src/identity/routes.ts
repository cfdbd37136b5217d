import { z } from 'zod'
import type { RouteModule } from '../context.ts'
import { evmAddressSchema } from '../evm/address.ts'

const paramsSchema = z.object({ address: evmAddressSchema })
const querySchema = z.object({ sender: evmAddressSchema.optional() }).passthrough()

/** Only an http(s) avatar is passed on: the kit renders it as an image. */
function avatarOf(attributes: unknown): string | null {
  const avatar = (attributes as { avatar?: unknown } | null)?.avatar
  return typeof avatar === 'string' && /^https?:\/\//.test(avatar) ? avatar : null
}

/**
 * GET /v1/identity/{address}: the address's name and avatar from the names registry, the
 * first name registered for it; `{ name: null, avatar: null }` when it has none.
 */
export const identityRoutes: RouteModule = (app, ctx) => {
  app.get('/v1/identity/:address', { preHandler: ctx.requireProject }, async (request) => {
    const { address } = paramsSchema.parse(request.params)
    querySchema.parse(request.query)
    const [row] = await ctx.db.query<{ name: string; attributes: unknown }>(
      'select name, attributes from names where address = $1 order by created_at, name limit 1',
      [address],
    )
    return { name: row?.name ?? null, avatar: row ? avatarOf(row.attributes) : null }
  })
}
