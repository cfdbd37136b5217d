/** One mail the dev mailbox received, as the browser tests and the mailbox page read it. */
export interface MailboxMessage {
  /** Every recipient, lower case, in the order the envelope named them. */
  to: string[]
  from: string
  subject: string
  text: string
  /** The HTML part, or '' for a text-only mail. */
  html: string
  /** When the mailbox received it (ISO 8601). */
  date: string
}

export interface MailboxStore {
  add(message: MailboxMessage): void
  /** Newest first; only mail to `to` (any letter case) when given. */
  list(to?: string): MailboxMessage[]
}

/**
 * Kept in memory and capped: it is a development aid that lives as long as the process, and a test run that
 * sends thousands of codes must not grow the heap without bound.
 */
export const MAILBOX_CAPACITY = 1_000

export function createMailboxStore(capacity = MAILBOX_CAPACITY): MailboxStore {
  const messages: MailboxMessage[] = []
  return {
    add(message) {
      messages.push(message)
      if (messages.length > capacity) messages.splice(0, messages.length - capacity)
    },
    list(to) {
      const wanted = to?.trim().toLowerCase()
      const selected = wanted ? messages.filter((message) => message.to.includes(wanted)) : messages
      return [...selected].reverse()
    },
  }
}
