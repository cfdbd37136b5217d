import { z } from 'zod'
import type { RouteModule } from '../context.ts'
import { createStampedCache } from '../history/stampedCache.ts'
import { createVersionReader } from '../history/versions.ts'
import { HttpError } from '../http/errors.ts'
import {
  assetIdSchema,
  assetImage,
  currencyCodeSchema,
  currencyImage,
  sendSvg,
  tokenImage,
  tokenSymbolSchema,
  walletImage,
} from './images.ts'
import { getWalletsQuerySchema, queryWallets } from './query.ts'
import { walletIdSchema } from './schema.ts'

const walletImageParams = z.object({ imageId: walletIdSchema })
const assetParams = z.object({ id: assetIdSchema })
const tokenParams = z.object({ symbol: tokenSymbolSchema })
const currencyParams = z.object({ code: currencyCodeSchema })
/** Distinct /getWallets queries kept per instance (pages, searches, filters). */
export const WALLETS_CACHE_ENTRIES = 1_000

/**
 * The Wallet API (/getWallets and the image calls): the paged wallet registry (cached per query until the registry changes) and
 * the generated images the modal shows for wallets, networks, tokens and currencies. The /public images need no project: balance and history
 * answers link to them as plain URLs an <img> loads, and they reveal nothing about any project.
 */
export const walletRoutes: RouteModule = (app, ctx) => {
  const scoped = { preHandler: ctx.requireProject }
  // Per instance: answers kept while the wallets table's version (bumped by a trigger on every change,
  // migration 014, whichever instance synced the registry) stays the same.
  const listings = createStampedCache<Awaited<ReturnType<typeof queryWallets>>>(WALLETS_CACHE_ENTRIES)
  const versions = createVersionReader(ctx.db)

  app.get('/getWallets', scoped, async (request) => {
    const query = getWalletsQuerySchema.parse(request.query ?? {})
    const version = await versions.table('wallets')
    return listings.get(JSON.stringify(query), version, () => queryWallets(ctx.db, query))
  })

  app.get('/getWalletImage/:imageId', scoped, async (request, reply) => {
    const { imageId } = walletImageParams.parse(request.params)
    const [wallet] = await ctx.db.query<{ name: string }>(
      'select name from wallets where image_id = $1 order by rank, id limit 1',
      [imageId],
    )
    if (!wallet) throw new HttpError(404, `Unknown wallet image: ${imageId}`)
    return sendSvg(reply, walletImage(imageId, wallet.name))
  })

  app.get('/public/getAssetImage/:id', async (request, reply) => {
    const { id } = assetParams.parse(request.params)
    return sendSvg(reply, assetImage(id))
  })

  app.get('/public/getTokenImage/:symbol', async (request, reply) => {
    const { symbol } = tokenParams.parse(request.params)
    return sendSvg(reply, tokenImage(symbol))
  })

  app.get('/public/getCurrencyImage/:code', async (request, reply) => {
    const { code } = currencyParams.parse(request.params)
    return sendSvg(reply, currencyImage(code))
  })
}
