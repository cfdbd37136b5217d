import type { ApprovalDescription } from './describe.ts'
import { guardVisibility } from './visibilityGuard.ts'

/**
 * The approval card, drawn by the frame on its own origin so that a script of the dapp page can neither read
 * nor click it. Everything remote is set as text (never as HTML). The page around the frame still decides
 * where and how the frame is shown, so Approve acts only once the card has been in plain view, in place, for a
 * moment (visibilityGuard.ts); until then it says aria-disabled and a click on it does nothing at all. The
 * title has the focus when the card opens, never Approve: a key press meant for the page must not approve.
 * Tab goes on through the card to Reject, then Approve; Escape rejects.
 */

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag)
  if (className) node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

export interface CardOptions {
  /** The dapp's name from SYNC_DAPP_DATA, said as data: "<name> asks you to". */
  dappName?: string
}

/** Draws the card into `root`; resolves true on Approve, false on Reject or Escape, then removes it. */
export function showApprovalCard(
  doc: Document,
  root: HTMLElement,
  description: ApprovalDescription,
  options: CardOptions = {},
): Promise<boolean> {
  const card = element(doc, 'section', 'card')
  card.setAttribute('role', 'dialog')
  card.setAttribute('aria-modal', 'true')
  card.setAttribute('aria-labelledby', 'approval-title')

  const header = element(doc, 'header', 'card-header')
  header.append(
    element(
      doc,
      'p',
      'requester',
      options.dappName ? `${options.dappName} asks you to` : 'An app asks you to',
    ),
  )
  const title = element(doc, 'h1', 'title', description.title)
  title.id = 'approval-title'
  // Focusable by script only, so that the card opens with the focus on what it asks, not on a button.
  title.tabIndex = -1
  header.append(title)
  const network = element(doc, 'p', 'network')
  network.append(
    element(doc, 'span', 'network-label', 'Network'),
    element(doc, 'span', 'network-name', description.network),
  )
  header.append(network)
  card.append(header)

  const body = element(doc, 'div', 'card-body')
  if (description.message !== undefined) {
    const section = element(doc, 'section', 'message')
    section.setAttribute('aria-labelledby', 'approval-message')
    const heading = element(doc, 'h2', 'section-heading', 'Message')
    heading.id = 'approval-message'
    const text = element(doc, 'pre', 'message-text', description.message)
    text.tabIndex = 0
    section.append(heading, text)
    body.append(section)
  }
  for (const [index, part] of description.sections.entries()) {
    const section = element(doc, 'section', 'fields')
    const heading = element(doc, 'h2', 'section-heading', part.heading)
    heading.id = `approval-section-${index}`
    section.setAttribute('aria-labelledby', heading.id)
    const list = element(doc, 'dl', 'field-list')
    for (const field of part.fields) {
      const row = element(doc, 'div', 'field')
      row.append(
        element(doc, 'dt', 'field-label', field.label),
        element(doc, 'dd', field.mono ? 'field-value mono' : 'field-value', field.value),
      )
      list.append(row)
    }
    section.append(heading, list)
    body.append(section)
  }
  card.append(body)

  const actions = element(doc, 'footer', 'actions')
  const reject = element(doc, 'button', 'button secondary', 'Reject')
  reject.type = 'button'
  const approve = element(doc, 'button', 'button primary', 'Approve')
  approve.type = 'button'
  // Drawn disarmed from the start (the guard below arms it), so that it never flashes as ready.
  approve.setAttribute('aria-disabled', 'true')
  actions.append(reject, approve)
  card.append(actions)

  root.replaceChildren(card)
  title.focus({ preventScroll: true })
  // Disabled for assistive technologies and in looks, but kept in the tab order (a disabled attribute would
  // drop it, and a screen reader would not find the button); the click handler below does the refusing.
  const guard = guardVisibility(card, {
    onChange: (armed) => {
      approve.setAttribute('aria-disabled', String(!armed))
      card.dataset.armed = String(armed)
    },
  })

  return new Promise((resolve) => {
    let done = false
    const finish = (approved: boolean) => {
      if (done) return
      done = true
      guard.stop()
      doc.removeEventListener('keydown', onKey)
      card.remove()
      resolve(approved)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish(false)
    }
    // Only a real click on an armed card counts (the guard also refuses a synthetic event, isTrusted false:
    // one cannot come from the dapp page anyway, but nothing inside the frame should approve by script
    // either). A refused click does nothing else: it neither approves nor rejects.
    approve.addEventListener('click', (event) => {
      if (guard.allows(event)) finish(true)
    })
    reject.addEventListener('click', () => finish(false))
    doc.addEventListener('keydown', onKey)
  })
}

/** One card at a time: requests that arrive while a card is open wait their turn. */
export function createApprovalQueue(show: (description: ApprovalDescription) => Promise<boolean>) {
  let last: Promise<unknown> = Promise.resolve()
  return (description: ApprovalDescription): Promise<boolean> => {
    const next = last.then(() => show(description))
    last = next.catch(() => {})
    return next
  }
}
