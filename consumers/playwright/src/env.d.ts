/// <reference types="vite/client" />

/**
 * Where this deployment's node and Airlock cloud are, set by /airlock-env.js before the page's modules run:
 * known when the page is served, not when it is built.
 */
interface AirlockEnv {
  readonly rpcUrl?: string
  readonly cloudUrl?: string
}

interface Window {
  readonly __AIRLOCK_ENV__?: AirlockEnv
}
