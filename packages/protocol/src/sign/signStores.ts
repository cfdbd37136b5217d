import type { KeyValueStorage } from '../storage/types.ts'
import { type Expirer, idKey, topicKey } from './expirer.ts'
import { RecordStore } from './store.ts'
import type { PairingRecord, ProposalRecord, SessionRecord, VerifyContext } from './types.ts'

/** A request this client sent or received, kept until answered (and a while after) to route responses. */
export interface HistoryRecord {
  id: number
  topic: string
  method: string
  params: unknown
  direction: 'in' | 'out'
  /** Unix seconds; wallet requests use it for the queue. */
  expiry?: number
  answered?: boolean
  /** Verify context of an incoming request, kept for restore. */
  verifyContext?: VerifyContext
  /** How the message arrived (and so how the answer goes back). */
  transport?: 'relay' | 'link'
}

/**
 * Everything a client keeps across a reload, one store each, under `<prefix>:<name>` in the storage, so that
 * several clients can share one storage without reading each other's records.
 */
export interface SignStores {
  /** topic -> symKey (pairings and sessions). */
  readonly keychain: RecordStore<string>
  /** public key -> private key of our X25519 key pairs. */
  readonly keyPairs: RecordStore<string>
  /** type-1 response topic -> the public key whose private half opens its messages. */
  readonly responseTopics: RecordStore<string>
  readonly pairings: RecordStore<PairingRecord>
  readonly proposals: RecordStore<ProposalRecord>
  readonly sessions: RecordStore<SessionRecord>
  readonly history: RecordStore<HistoryRecord>
}

export function createSignStores(storage: KeyValueStorage, prefix: string): SignStores {
  const store = <T>(name: string) => new RecordStore<T>(storage, `${prefix}:${name}`)
  return {
    keychain: store('keychain'),
    keyPairs: store('keypairs'),
    responseTopics: store('responseTopics'),
    pairings: store('pairings'),
    proposals: store('proposals'),
    sessions: store('sessions'),
    history: store('history'),
  }
}

const all = (stores: SignStores): RecordStore<unknown>[] => Object.values(stores)

/** Reads every store from the storage (at start). */
export async function loadStores(stores: SignStores): Promise<void> {
  await Promise.all(all(stores).map((store) => store.load()))
}

/** Resolves once every write made so far has reached the storage. */
export async function flushStores(stores: SignStores): Promise<void> {
  await Promise.all(all(stores).map((store) => store.flush()))
}

/**
 * Gives the expirer back the expiry of every stored pairing, session, proposal and unanswered request with one,
 * so that what ran out while the client was closed expires on the first check after a reload.
 */
export function restoreExpiries(stores: SignStores, expirer: Expirer): void {
  for (const pairing of stores.pairings.values()) expirer.set(topicKey(pairing.topic), pairing.expiry)
  for (const session of stores.sessions.values()) expirer.set(topicKey(session.topic), session.expiry)
  for (const proposal of stores.proposals.values()) expirer.set(idKey(proposal.id), proposal.expiryTimestamp)
  for (const record of stores.history.values()) {
    if (record.expiry !== undefined && !record.answered) expirer.set(idKey(record.id), record.expiry)
  }
}
