import { getAddress, isAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'

/** What a refused sign-in answers (`{ error }`), word for word; docs/siwx.md lists them. */
export const SIWX_ERRORS = {
  invalidMessage: 'The sign-in message is not an EIP-4361 message',
  noOrigin: "Signing in needs the page's Origin header",
  domain: (domain: string, host: string) => `The message is for ${domain}, not for this page (${host})`,
  uri: (uri: string, origin: string) => `The message's uri ${uri} is not on this page's origin ${origin}`,
  chain: (caipNetworkId: string) => `${caipNetworkId} is not a chain this cloud serves`,
  future: "The message was issued in the future: check the device's clock",
  expired: 'The sign-in message has expired',
  notYet: 'The sign-in message is not valid yet (its notBefore has not come)',
  nonce: 'The nonce is unknown, was already used or has expired: sign in again',
  signature: "The signature does not match the message's address",
  noSession: 'No session: the token is missing, unknown, revoked or expired',
} as const

/** How far a message's issuedAt or notBefore may be ahead of the cloud's clock (a visitor's clock drifts). */
export const CLOCK_SKEW_MS = 60_000

export interface CheckedMessage {
  address: `0x${string}`
  chainId: number
  caipNetworkId: string
  domain: string
  nonce: string
  uri: string
  version: '1'
  statement?: string | undefined
  resources?: string[] | undefined
  requestId?: string | undefined
  issuedAt?: Date | undefined
  expirationTime?: Date | undefined
  notBefore?: Date | undefined
}

export type CheckResult = { ok: true; message: CheckedMessage } | { ok: false; error: string }

/**
 * The message is for the calling page: its domain is the Origin's host, its scheme (when written) the
 * Origin's, its uri on the Origin. The refusal's text, or undefined when it is.
 */
export function checkPage(
  fields: { scheme?: string | undefined; domain: string; uri: string },
  pageOrigin: string,
): string | undefined {
  const { domain, uri } = fields
  const origin = new URL(pageOrigin)
  if (domain !== origin.host) return SIWX_ERRORS.domain(domain, origin.host)
  // An EIP-4361 scheme ("https://dapp.example.com wants you…") must be the page's too.
  if (fields.scheme && `${fields.scheme}:` !== origin.protocol)
    return SIWX_ERRORS.domain(`${fields.scheme}://${domain}`, origin.origin)
  let uriOrigin: string | undefined
  try {
    uriOrigin = new URL(uri).origin
  } catch {
    uriOrigin = undefined
  }
  if (uriOrigin !== origin.origin) return SIWX_ERRORS.uri(uri, origin.origin)
  return undefined
}

/**
 * The message is inside its times at `now` (ms): issuedAt not ahead, expirationTime not passed, notBefore
 * reached, with CLOCK_SKEW_MS of slack ahead. The refusal's text, or undefined when it is.
 */
export function checkTimes(
  fields: { issuedAt?: Date | undefined; expirationTime?: Date | undefined; notBefore?: Date | undefined },
  now: number,
): string | undefined {
  if (fields.issuedAt && fields.issuedAt.getTime() > now + CLOCK_SKEW_MS) return SIWX_ERRORS.future
  if (fields.expirationTime && fields.expirationTime.getTime() <= now) return SIWX_ERRORS.expired
  if (fields.notBefore && fields.notBefore.getTime() > now + CLOCK_SKEW_MS) return SIWX_ERRORS.notYet
  return undefined
}

/**
 * The checks of a sign-in message that need no database or chain: an EIP-4361 text whose domain is
 * the calling page's host, whose uri is on the page's origin, on a chain the cloud serves, and inside its
 * times (issuedAt not ahead, expirationTime not passed, notBefore reached; CLOCK_SKEW_MS of slack ahead).
 */
export function checkSiweMessage(
  text: string,
  context: { origin: string; servedChains: ReadonlySet<string>; now?: Date },
): CheckResult {
  const now = (context.now ?? new Date()).getTime()
  let fields: ReturnType<typeof parseSiweMessage>
  try {
    fields = parseSiweMessage(text)
  } catch {
    return { ok: false, error: SIWX_ERRORS.invalidMessage }
  }
  const { address, chainId, domain, nonce, uri, version } = fields
  if (
    !address ||
    !isAddress(address, { strict: false }) ||
    typeof chainId !== 'number' ||
    !Number.isSafeInteger(chainId) ||
    !domain ||
    !nonce ||
    !uri ||
    version !== '1'
  ) {
    return { ok: false, error: SIWX_ERRORS.invalidMessage }
  }
  for (const time of [fields.issuedAt, fields.expirationTime, fields.notBefore]) {
    if (time !== undefined && Number.isNaN(time.getTime()))
      return { ok: false, error: SIWX_ERRORS.invalidMessage }
  }
  const pageError = checkPage({ ...fields, domain, uri }, context.origin)
  if (pageError) return { ok: false, error: pageError }
  const caipNetworkId = `eip155:${chainId}`
  if (!context.servedChains.has(caipNetworkId)) return { ok: false, error: SIWX_ERRORS.chain(caipNetworkId) }
  const timeError = checkTimes(fields, now)
  if (timeError) return { ok: false, error: timeError }
  return {
    ok: true,
    message: {
      address: getAddress(address),
      chainId,
      caipNetworkId,
      domain,
      nonce,
      uri,
      version,
      statement: fields.statement,
      resources: fields.resources,
      requestId: fields.requestId,
      issuedAt: fields.issuedAt,
      expirationTime: fields.expirationTime,
      notBefore: fields.notBefore,
    },
  }
}
