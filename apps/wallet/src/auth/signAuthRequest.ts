import {
  type AuthPayload,
  buildCacao,
  type Cacao,
  formatDidPkh,
  formatSiweMessage,
  populateAuthPayload,
} from '@airlock/protocol'
import type { LocalAccount } from 'viem'

export interface SignAuthRequestOptions {
  /** The dapp's request (wc_sessionAuthenticate's authPayload). */
  authPayload: AuthPayload
  account: LocalAccount
  /** CAIP-2 chains this wallet supports. */
  chains: readonly string[]
  /** Methods this wallet supports (the ReCap grant is narrowed to them). */
  methods: readonly string[]
}

/**
 * One-click auth, wallet side (apps/docs/pages/protocol.md, "One-click authentication"): narrows the request to
 * what this wallet supports, then signs one EIP-4361 message per chain with personal_sign and returns the CACAOs
 * to answer with (one per chain, each naming the signer as did:pkh:<chain>:<address>, so the dapp can check every
 * chain it asked for). Throws (as the
 * protocol's populateAuthPayload does) when no requested chain or method is supported.
 */
export async function signAuthRequest(options: SignAuthRequestOptions): Promise<Cacao[]> {
  const payload = populateAuthPayload({
    authPayload: options.authPayload,
    chains: options.chains,
    methods: options.methods,
  })
  const cacaos: Cacao[] = []
  for (const chain of payload.chains) {
    const iss = formatDidPkh(chain, options.account.address)
    const message = formatSiweMessage(payload, iss)
    const signature = await options.account.signMessage({ message })
    cacaos.push(buildCacao(payload, iss, signature))
  }
  return cacaos
}

/** The message the wallet would sign for `chain`, shown to the user before they approve. */
export function previewAuthMessage(
  options: Omit<SignAuthRequestOptions, 'account'> & { address: string },
): { chain: string; message: string } | { error: string } {
  try {
    const payload = populateAuthPayload({
      authPayload: options.authPayload,
      chains: options.chains,
      methods: options.methods,
    })
    const chain = payload.chains[0]
    if (!chain) return { error: 'This dapp asks for no network Airlock Wallet supports.' }
    return { chain, message: formatSiweMessage(payload, formatDidPkh(chain, options.address)) }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}
