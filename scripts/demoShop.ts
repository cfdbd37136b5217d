import {
  type Cloud,
  issueSecretKey,
  listSecretKeys,
  newWebhookSecret,
  revokeSecretKey,
  setWebhookEndpoint,
} from '@airlock/cloud'
import { SHOP_WEBHOOK_PATH } from '../apps/demo/src/shop/shopApi.ts'

/**
 * Opens the demo's shop (apps/demo/src/server/shop.ts): the demo's project gets a fresh secret key (its older
 * keys revoked, so only the running demo server holds a live one) and a webhook endpoint at the demo server's
 * route with a fresh signing secret. The demo server reads both from its environment, which is why this runs in
 * the process that serves the demo (`npm start`, the browser tests' set-up), before the first order.
 */
export async function openDemoShop(
  cloud: Pick<Cloud, 'db'>,
  options: { projectId: string; demoUrl: string },
) {
  for (const key of await listSecretKeys(cloud.db, options.projectId))
    if (!key.revokedAt) await revokeSecretKey(cloud.db, key.prefix)
  const webhookSecret = newWebhookSecret()
  await setWebhookEndpoint(cloud.db, options.projectId, {
    url: new URL(SHOP_WEBHOOK_PATH, options.demoUrl).href,
    secret: webhookSecret,
  })
  process.env.AIRLOCK_SECRET_KEY = await issueSecretKey(cloud.db, options.projectId)
  process.env.AIRLOCK_WEBHOOK_SECRET = webhookSecret
}
