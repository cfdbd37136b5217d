/// <reference types="vite/client" />

/**
 * Where this deployment's devnet and Airlock cloud are, set by /airlock-env.js before the page's modules run:
 * known when the page is served, not when it is built.
 */
interface AirlockEnv {
  readonly devnetRpcUrl?: string
  readonly cloudUrl?: string
  /** An ERC-20 on the devnet the wagmi page writes to (transfer). */
  readonly devnetToken?: string
}

interface Window {
  readonly __AIRLOCK_ENV__?: AirlockEnv
}
