/**
 * Connected dapps: the list follows the protocol client's sessions. A dapp that disconnects takes its
 * waiting requests with it; the user hears about it (a toast when the dapp ended it, an activity line for
 * every disconnection).
 */
import { sdkError } from '@airlock/protocol'
import { messageOf } from '../format/text.ts'
import { sessionOf } from '../requests/answer.ts'
import type { Feedback } from '../ui/feedback.ts'
import type { WalletContext } from '../wallet/context.ts'

export interface Sessions {
  /** The user ends a session. */
  disconnect(topic: string): Promise<void>
  /** The client's sessions changed (connect, update, extend). */
  changed(): void
  /** A session ended, whoever ended it. */
  ended(topic: string): void
  /** The dapp ended a session. */
  deletedByDapp(topic: string): void
}

export function createSessions(ctx: WalletContext, feedback: Feedback): Sessions {
  const { store } = ctx
  /**
   * Names of sessions that just ended: the client emits 'disconnect' (which drops the session from the list)
   * before 'session_delete', so the dapp's name is looked up here for the toast.
   */
  const endedNames = new Map<string, string>()
  const changed = () => {
    if (ctx.client) store.setState({ sessions: ctx.client.sessions })
  }
  return {
    changed,
    async disconnect(topic) {
      const client = ctx.client
      const session = sessionOf(store.getState(), topic)
      if (!client || !session) return
      try {
        await client.disconnect({ topic, reason: sdkError('USER_DISCONNECTED') })
        endedNames.delete(topic)
        feedback.toast('info', `Disconnected from ${session.peer.metadata.name}.`)
      } catch (error) {
        feedback.toast('error', `Could not disconnect: ${messageOf(error)}`)
      } finally {
        changed()
      }
    },
    ended(topic) {
      const session = sessionOf(store.getState(), topic)
      changed()
      store.setState({ requests: store.getState().requests.filter((item) => item.topic !== topic) })
      if (session) {
        const name = session.peer.metadata.name
        endedNames.set(topic, name)
        feedback.log('disconnected', `Disconnected from ${name}`, name)
      }
    },
    deletedByDapp(topic) {
      const name = sessionOf(store.getState(), topic)?.peer.metadata.name ?? endedNames.get(topic)
      endedNames.delete(topic)
      if (name) feedback.toast('info', `${name} disconnected.`)
      changed()
    },
  }
}
