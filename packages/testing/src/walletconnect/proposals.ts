import type { Metadata, ProposalRecord, VerifyContext } from '@airlock/protocol'
import { Arrivals, DEFAULT_WAIT_MS } from '../arrivals.ts'
import type { RequestOutcome } from '../request-log.ts'

/** A session proposal: the WalletConnect wallet's connection prompt. */
export interface WalletConnectProposal {
  id: number
  params: ProposalRecord
  verifyContext: VerifyContext
  /** The dapp's metadata (name, url, icons). */
  dapp: Metadata
  /** 'pending' until approved or rejected, by the test or by the 'wc_sessionPropose' policy. */
  outcome: RequestOutcome
}

export interface WaitOptions {
  /** Default 10 s. */
  timeout?: number
}

/** The proposals a WalletConnect wallet received, and the tests waiting for one. */
export class ProposalBook {
  readonly #proposals: WalletConnectProposal[] = []
  readonly #arrivals = new Arrivals<WalletConnectProposal>()

  add(proposal: WalletConnectProposal): void {
    this.#proposals.push(proposal)
    this.#arrivals.notify(proposal)
  }

  list(): WalletConnectProposal[] {
    return [...this.#proposals]
  }

  pending(): WalletConnectProposal[] {
    return this.#proposals.filter((proposal) => proposal.outcome === 'pending')
  }

  /** The oldest proposal still pending, or the next one to arrive (whatever the policy does with it). */
  waitFor(options: WaitOptions = {}): Promise<WalletConnectProposal> {
    const waiting = this.pending()[0]
    if (waiting) return Promise.resolve(waiting)
    const timeout = options.timeout ?? DEFAULT_WAIT_MS
    return this.#arrivals.wait(
      () => true,
      timeout,
      `waitForProposal: no session proposal arrived within ${timeout} ms.`,
    )
  }

  /**
   * Marks a proposal answered before anything is awaited, so answering it twice (the test and a policy, or
   * the test twice) fails at once with a sentence saying why.
   */
  claim(proposal: WalletConnectProposal, outcome: 'approved' | 'rejected', verb: string): void {
    if (proposal.outcome !== 'pending') {
      throw new Error(
        `${verb}: proposal ${proposal.id} was already answered (${proposal.outcome}). To answer proposals ` +
          `from the test, set the 'wc_sessionPropose' policy to 'hang'.`,
      )
    }
    proposal.outcome = outcome
  }
}
