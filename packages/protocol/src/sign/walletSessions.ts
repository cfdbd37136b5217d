import type { SignCore } from './core.ts'
import { sdkError } from './errors.ts'
import { topicKey } from './expirer.ts'
import type { SessionOps } from './sessionOps.ts'
import type { SessionNamespaces } from './types.ts'
import { validateEmit } from './validation/events.ts'
import { validateUpdate } from './validation/update.ts'

/**
 * What the wallet, as the controller of its sessions, does to a settled session: learns that the app accepted the
 * settle, tells the app of events (chainChanged, accountsChanged, ...) and changes what the session grants.
 * Ping, extend and disconnect are the same for both roles (sessionOps.ts).
 */
export class WalletSessions {
  readonly #core: SignCore
  readonly #sessionOps: SessionOps

  constructor(core: SignCore, sessionOps: SessionOps) {
    this.#core = core
    this.#sessionOps = sessionOps
    core.onResponse('wc_sessionSettle', async ({ topic, error }) => {
      const session = core.sessions.get(topic)
      if (!session) return
      // An app that refuses the settle does not want the session: the wallet drops it too.
      if (error) {
        await sessionOps.deleteSession(topic, sdkError('USER_DISCONNECTED'))
        return
      }
      sessionOps.setSession({ ...session, acknowledged: true })
      core.events.emit('connect', { session: { ...session, acknowledged: true } })
    })
  }

  /** Emits an event (chainChanged, accountsChanged, ...) to the app. */
  async emit(params: {
    topic: string
    event: { name: string; data: unknown }
    chainId: string
  }): Promise<void> {
    const core = this.#core
    validateEmit(params, this.#lookup())
    await core.sendRequest(
      params.topic,
      'wc_sessionEvent',
      { event: params.event, chainId: params.chainId },
      { awaitResponse: false },
    )
  }

  /** Changes the session's namespaces; resolves once they are stored, and `acknowledged` when the app agreed. */
  async update(params: {
    topic: string
    namespaces: SessionNamespaces
  }): Promise<{ acknowledged: () => Promise<void> }> {
    const core = this.#core
    const session = validateUpdate(params, this.#lookup())
    const { response } = await core.sendRequest(params.topic, 'wc_sessionUpdate', {
      namespaces: params.namespaces,
    })
    this.#sessionOps.setSession({ ...session, namespaces: params.namespaces })
    // Stored before it resolves: a wallet that then tells the dapp (accountsChanged) and is reloaded at once must
    // find the new accounts, or it refuses the dapp's next request for them.
    await core.sessions.flush()
    return { acknowledged: async () => void (await response) }
  }

  #lookup() {
    const core = this.#core
    return {
      session: (topic: string) => core.sessions.get(topic),
      isExpired: (topic: string) => core.expirer.isExpired(topicKey(topic)),
      recentlyDeleted: core.recentlyDeleted,
    }
  }
}
