import { isOriginAllowed } from '@airlock/protocol/origins'
import type { RegistrationMessage } from './message.ts'

/** What a registration request says of where it comes from, to hold the signed message to. */
export interface RegistrationContext {
  /** The request's Origin header; undefined for a server or a script, which send none. */
  origin: string | undefined
  /** The project of the request and the origins it allows. */
  project: { id: string; allowedOrigins: readonly string[] }
  /** The EVM chain the coin type names (60: 1). */
  chainId: number
}

export const BindingMessages = {
  OTHER_SITE: (signedFor: string, host: string) =>
    `The message was signed for ${signedFor}, not for this site (${host}): sign a new one here`,
  SITE_NOT_ALLOWED: (signedFor: string, projectId: string) =>
    `The message was signed for ${signedFor}, which project ${projectId} does not allow`,
  OTHER_PROJECT: (signedFor: string, projectId: string) =>
    `The message was signed for project ${signedFor}, not ${projectId}`,
  OTHER_CHAIN: (signedFor: string, chain: string) =>
    `The message was signed for ${signedFor}, not for the coin type's chain ${chain}`,
} as const

/** The host of an Origin header (`https://app.example:8443` -> `app.example:8443`), lower case. */
function hostOf(origin: string): string {
  try {
    return new URL(origin).host.toLowerCase()
  } catch {
    return origin
  }
}

/**
 * Why a signed registration does not belong to this request, or undefined when it does: it must name the
 * request's project, the chain of its coin type, and the site it comes from. A browser says its site in
 * Origin (which the project's allow-list already admitted); a request without one (a server, which could
 * claim any site) must name a site the project allows, so a signature collected on another site is never
 * accepted for this project.
 */
export function bindingIssue(message: RegistrationMessage, request: RegistrationContext): string | undefined {
  if (message.projectId !== request.project.id) {
    return BindingMessages.OTHER_PROJECT(message.projectId, request.project.id)
  }
  const chain = `eip155:${request.chainId}`
  if (message.chain !== chain) return BindingMessages.OTHER_CHAIN(message.chain, chain)
  const domain = message.domain.toLowerCase()
  if (request.origin !== undefined) {
    const host = hostOf(request.origin)
    return domain === host ? undefined : BindingMessages.OTHER_SITE(message.domain, host)
  }
  const allowed = ['https', 'http'].some((scheme) =>
    isOriginAllowed(`${scheme}://${domain}`, request.project.allowedOrigins),
  )
  return allowed ? undefined : BindingMessages.SITE_NOT_ALLOWED(message.domain, request.project.id)
}
