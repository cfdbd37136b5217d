import type { AuthenticateParams, Cacao } from '@airlock/protocol'
import type { SIWXConfig, SIWXNetworkId, SIWXSession } from '../siwx/types.ts'
import type { CaipNetwork } from '../types.ts'
import type { WalletConnectSession } from './provider.ts'

/** What createMessage is asked with before the wallet is known (AppKit's placeholder; the wallet fills it in). */
export const ONE_CLICK_ACCOUNT_PLACEHOLDER = '<<AccountAddress>>'

// Loaded only when the dapp sets `siwx` (connect/walletConnect.ts): it imports nothing of the page's modules
// but types.

/**
 * A WalletConnect pairing connects and signs in with one approval
 * (`wc_sessionAuthenticate`) when SIWX is set and every requested network is eip155; the chains to ask for,
 * the active one first, or undefined for a plain proposal.
 */
export function oneClickChains(
  siwx: SIWXConfig | undefined,
  networks: readonly CaipNetwork[],
  active: CaipNetwork | undefined,
): string[] | undefined {
  if (!siwx || networks.length === 0) return undefined
  if (networks.some((network) => network.chainNamespace !== 'eip155')) return undefined
  const first = active && networks.includes(active) ? active : networks[0]!
  return [first, ...networks.filter((network) => network !== first)].map((network) => network.caipNetworkId)
}

/**
 * The authenticate request from the dapp's own SIWX message (its nonce, domain, uri, statement, times), asking
 * for `methods` as a ReCap.
 */
export async function oneClickParams(
  siwx: SIWXConfig,
  chains: string[],
  methods: readonly string[],
): Promise<AuthenticateParams> {
  const message = await siwx.createMessage({
    accountAddress: ONE_CLICK_ACCOUNT_PLACEHOLDER,
    chainId: chains[0] as SIWXNetworkId,
  })
  return {
    chains,
    domain: message.domain,
    uri: message.uri,
    nonce: message.nonce,
    methods: [...methods],
    ...(message.statement ? { statement: message.statement } : {}),
    ...(message.expirationTime ? { exp: message.expirationTime } : {}),
    ...(message.notBefore ? { nbf: message.notBefore } : {}),
    ...(message.requestId ? { requestId: message.requestId } : {}),
    ...(message.resources?.length ? { resources: message.resources } : {}),
  }
}

/** did:pkh:eip155:1:0xabc… → { chainId: 'eip155:1', address: '0xabc…' } */
function issuer(iss: string): { chainId: SIWXNetworkId; address: string } | undefined {
  const match = /^did:pkh:([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/.exec(iss)
  if (!match) return undefined
  return { chainId: `${match[1]}:${match[2]}`, address: match[3]! }
}

/**
 * The wallet's signed CACAO for `chain` (else its first) as a SIWX session: the EIP-4361 text it signed, its
 * signature, and the CACAO. The SIWX config verifies it as any sign-in (the cloud's checks, one nonce).
 */
export function sessionFromCacaos(
  auths: readonly Cacao[],
  chain: string | undefined,
  formatMessage: (payload: Cacao['p'], iss: string) => string,
): SIWXSession | undefined {
  const cacao = auths.find((item) => issuer(item.p.iss)?.chainId === chain) ?? auths[0]
  const signer = cacao && issuer(cacao.p.iss)
  if (!cacao || !signer) return undefined
  const { p } = cacao
  return {
    data: {
      accountAddress: signer.address,
      chainId: signer.chainId,
      domain: p.domain,
      uri: p.aud,
      version: p.version,
      nonce: p.nonce,
      issuedAt: p.iat,
      ...(p.statement !== undefined ? { statement: p.statement } : {}),
      ...(p.exp !== undefined ? { expirationTime: p.exp } : {}),
      ...(p.nbf !== undefined ? { notBefore: p.nbf } : {}),
      ...(p.requestId !== undefined ? { requestId: p.requestId } : {}),
      ...(p.resources !== undefined ? { resources: [...p.resources] } : {}),
    },
    message: formatMessage(p, p.iss),
    signature: cacao.s.s,
    cacao,
  }
}

/**
 * The pairing of one-click sign-in, or undefined when it does not apply (a plain proposal then): the wallet's
 * signed CACAO becomes the SIWX session before `approval` settles, so the connection that follows finds it and the
 * visitor is not asked to sign again. A refused session (or a wallet that answered the fallback proposal) leaves
 * the sign-in view to ask after the connection, as without one-click.
 */
export async function pairWithSignIn(options: {
  siwx: SIWXConfig
  session: Pick<WalletConnectSession, 'authenticate'>
  networks: readonly CaipNetwork[]
  active: CaipNetwork | undefined
  methods: readonly string[]
  onRefused: (error: unknown) => void
}): Promise<{ uri: string; approval: Promise<void> } | undefined> {
  const { siwx } = options
  const chains = oneClickChains(siwx, options.networks, options.active)
  if (!chains) return undefined
  const [{ uri, approval }, { formatSiweMessage }] = await Promise.all([
    oneClickParams(siwx, chains, options.methods).then((params) => options.session.authenticate(params)),
    import('@airlock/protocol'),
  ])
  const signedIn = approval.then(async ({ auths }) => {
    const session = auths && sessionFromCacaos(auths, chains[0], formatSiweMessage)
    if (session) await siwx.addSession(session).catch(options.onRefused)
  })
  return { uri, approval: signedIn }
}
