import { METHODS } from '../sign/constants.ts'

/**
 * What the relay publishes on a client's behalf for wc_proposeSession and wc_approveSession: the session
 * proposal (on the pairing topic), the proposal's answer (on the pairing topic) and the settle request (on the
 * new session topic), each with the tag and ttl the client itself gives that message when it publishes it with
 * irn_publish (the sign methods' own table), so the peer receives the same message either way.
 */
export const RELAY_SESSION_PUBLISHES = Object.freeze({
  proposal: METHODS.wc_sessionPropose.req,
  proposalResponse: METHODS.wc_sessionPropose.res,
  settle: METHODS.wc_sessionSettle.req,
})
