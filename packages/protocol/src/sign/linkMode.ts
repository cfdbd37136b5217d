import type { Metadata, SessionRecord } from './types.ts'

/**
 * Link mode: instead of the relay, a message goes to the peer inside its universal link, as
 * `<universal link>?wc_ev=<envelope, base64url>&topic=<topic>`; the peer's page opens and hands the link to its
 * client (dispatchEnvelope). `wc_ev` is the parameter name the protocol uses for the envelope.
 */
export const LINK_ENVELOPE_PARAM = 'wc_ev'

/**
 * The peer's universal link when both sides use link mode on this session, else undefined (send over the relay).
 * Settlement itself travels over the relay: link mode starts once the session is acknowledged.
 */
export function linkTarget(
  session: SessionRecord | undefined,
  self: Metadata,
  linkModeEnabled: boolean,
): string | undefined {
  if (!linkModeEnabled || !self.redirect?.linkMode) return undefined
  if (!session?.acknowledged) return undefined
  const peer = session.peer.metadata.redirect
  return peer?.linkMode && peer.universal ? peer.universal : undefined
}

/** The universal link that carries `envelope` for `topic` to the peer at `target`. */
export function linkEnvelopeUrl(target: string, topic: string, envelope: string): string {
  const url = new URL(target)
  url.searchParams.set(LINK_ENVELOPE_PARAM, envelope)
  url.searchParams.set('topic', topic)
  return url.toString()
}

/** The envelope and topic a universal link carries; undefined when it is no such link. */
export function readLinkEnvelope(link: string): { topic: string; envelope: string } | undefined {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return undefined
  }
  const envelope = url.searchParams.get(LINK_ENVELOPE_PARAM)
  const topic = url.searchParams.get('topic')
  return envelope && topic ? { topic, envelope } : undefined
}
