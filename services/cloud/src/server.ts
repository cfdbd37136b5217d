import { createCloud } from './app.ts'
import { readChainsFile } from './chains/file.ts'
import { readSocialProvidersFile } from './embedded/social/providersFile.ts'
import {
  databaseOptionsFromEnv,
  embeddedWalletOptionsFromEnv,
  namesOptionsFromEnv,
  onrampOptionsFromEnv,
  parseServerEnv,
  rateLimitOptionsFromEnv,
} from './env.ts'
import { errorMessage } from './errors.ts'
import { redactSecrets } from './http/redact.ts'

/** `tsx services/cloud/src/server.ts`: one cloud configured from the environment, until SIGINT/SIGTERM. */
const DEVNET_CAIP_NETWORK_ID = 'eip155:31337'

let cloud: Awaited<ReturnType<typeof createCloud>>
try {
  const env = parseServerEnv(process.env)
  cloud = await createCloud({
    port: env.PORT,
    host: env.HOST,
    ...databaseOptionsFromEnv(process.env),
    chains: env.CHAINS_FILE
      ? await readChainsFile(env.CHAINS_FILE)
      : [{ caipNetworkId: DEVNET_CAIP_NETWORK_ID, rpcUrl: env.DEVNET_RPC_URL }],
    ...(env.PROJECTS_FILE ? { projectsFile: env.PROJECTS_FILE } : {}),
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    ...(env.RELAY_PUBLIC_URLS ? { relay: { publicUrls: env.RELAY_PUBLIC_URLS } } : {}),
    rateLimit: rateLimitOptionsFromEnv(env),
    ...(env.INDEXER_LEASE_MS ? { indexer: { leaseMs: env.INDEXER_LEASE_MS } } : {}),
    trustProxy: env.TRUST_PROXY,
    onramp: onrampOptionsFromEnv(env),
    embeddedWallet: {
      ...embeddedWalletOptionsFromEnv(env, process.env.NODE_ENV),
      ...(env.SOCIAL_PROVIDERS_FILE
        ? { socialProviders: await readSocialProvidersFile(env.SOCIAL_PROVIDERS_FILE) }
        : {}),
    },
    names: namesOptionsFromEnv(env),
    logger: { level: env.LOG_LEVEL },
  })
} catch (error) {
  // A connection error may quote DATABASE_URL, REDIS_URL or SMTP_URL with their passwords.
  console.error(`Airlock cloud failed to start: ${redactSecrets(errorMessage(error))}`)
  process.exit(1)
}

cloud.app.log.info({ url: cloud.url, db: cloud.db.kind }, 'Airlock cloud ready')
console.log(`Airlock cloud listening at ${cloud.url}`)
if (cloud.onrampSandboxUrl) console.log(`Onramp sandbox checkout at ${cloud.onrampSandboxUrl}`)
console.log(`Embedded wallet secure site at ${cloud.secureSiteUrl}`)
if (cloud.mailboxUrl) console.log(`Dev mailbox (no SMTP_URL set) at ${cloud.mailboxUrl}`)
if (cloud.identityProviderUrl) {
  console.log(
    `Local identity provider for social login (no SOCIAL_PROVIDERS_FILE) at ${cloud.identityProviderUrl}`,
  )
}

async function shutdown(signal: NodeJS.Signals) {
  cloud.app.log.info({ signal }, 'shutting down')
  try {
    await cloud.close()
    process.exit(0)
  } catch (error) {
    console.error(`Airlock cloud did not stop cleanly: ${redactSecrets(errorMessage(error))}`)
    process.exit(1)
  }
}
process.once('SIGINT', (signal) => void shutdown(signal))
process.once('SIGTERM', (signal) => void shutdown(signal))
