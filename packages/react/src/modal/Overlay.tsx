import { UnknownViewError, type ViewName } from '@airlock/core'
import type { AirlockInternals } from '@airlock/core/internal'
import { type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { RehearsalContext } from '../hooks/useAfterPaint.ts'
import { useStoreValue } from '../hooks/useStoreValue.ts'
import { whenIdle } from '../hooks/whenIdle.ts'
import { shellMessages } from '../i18n/en/shell.ts'
import { useMessages } from '../i18n/useMessages.ts'
import { ShadowHost } from '../shadow/ShadowHost.tsx'
import { AlertBanner } from './components/AlertBanner.tsx'
import { AnimatedHeight } from './components/AnimatedHeight.tsx'
import { Header } from './components/Header.tsx'
import { Toast } from './components/Toast.tsx'
import { useFocusTrap, useKeepFocusInside } from './focusTrap.ts'
import { modalCss } from './styles.ts'
import { usePresence } from './usePresence.ts'
import { VIEWS } from './viewTable.ts'
import { viewTitle } from './viewTitles.ts'

/** Close animation length; matches the 150 ms modal transitions. */
const EXIT_MS = 150

/** The locale loaders live in this chunk (see AirlockProvider). */
export { loadLocale } from '../i18n/loadLocale.ts'

export interface OverlayProps {
  airlock: AirlockInternals
  embedded?: boolean
}

/** Everything the kit shows over the page: the modal, its toasts and configuration alerts. */
export function Overlay({ airlock, embedded = false }: OverlayProps) {
  return (
    <ShadowHost tag="airlock-modal" css={modalCss}>
      {embedded ? <Card airlock={airlock} embedded /> : <Dialog airlock={airlock} />}
      <Toast airlock={airlock} />
      <AlertBanner airlock={airlock} />
    </ShadowHost>
  )
}

function Dialog({ airlock }: { airlock: AirlockInternals }) {
  const open = useStoreValue(airlock.modal, (s) => s.open)
  const { mounted, closing } = usePresence(open, EXIT_MS)
  const rehearsal = useRehearsal(airlock, !mounted)
  if (!mounted) return rehearsal ? <Rehearsal airlock={airlock} {...rehearsal} /> : null
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click outside the dialog closes it; keyboards have Escape and the close button
    <div
      className={closing ? 'backdrop closing' : 'backdrop'}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) airlock.close()
      }}
    >
      <div className="scrim" />
      <Card airlock={airlock} active={open} />
    </div>
  )
}

/** Views whose rendering has no effect but the DOM (their loads wait for a paint), so they can be rehearsed. */
const REHEARSABLE: ReadonlySet<ViewName> = new Set(['Connect', 'Account'])

/**
 * Once the page is idle with the modal closed, names the view the next open() would show, for one rehearsal
 * per view: see Rehearsal.
 */
function useRehearsal(airlock: AirlockInternals, closed: boolean) {
  const [rehearsal, setRehearsal] = useState<{ view: ViewName; onDone: () => void }>()
  const rehearsed = useRef(new Set<ViewName>())
  useEffect(() => {
    if (!closed) {
      // Opened mid-rehearsal: the rehearsal is dropped, not resumed when the modal closes. Without one, React
      // bails out of the same value, so the click's task does not render again.
      setRehearsal(undefined)
      return
    }
    const start = () => {
      const view = airlock.openingView()
      if (airlock.modal.getState().open || !REHEARSABLE.has(view) || rehearsed.current.has(view)) return
      rehearsed.current.add(view)
      setRehearsal({ view, onDone: () => setRehearsal(undefined) })
    }
    return whenIdle(start)
  }, [airlock, closed])
  return closed ? rehearsal : undefined
}

/**
 * Renders the view the next open() will show, hidden, inert and without animations, forces its style and
 * layout, then removes it. The click that opens the modal then finds its code compiled, its styles parsed and
 * its text shaped: the work left fits in the click's frame. Views load nothing while rehearsed
 * (RehearsalContext), and nothing of it reaches the accessibility tree.
 */
function Rehearsal({
  airlock,
  view,
  onDone,
}: {
  airlock: AirlockInternals
  view: ViewName
  onDone: () => void
}) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    ref.current?.getBoundingClientRect()
  }, [])
  useEffect(() => {
    const id = setTimeout(onDone, 0)
    return () => clearTimeout(id)
  }, [onDone])
  return (
    <RehearsalContext.Provider value={true}>
      <div ref={ref} className="backdrop rehearsal" aria-hidden="true">
        <div className="scrim" />
        <Card airlock={airlock} active={false} rehearsal={view} />
      </div>
    </RehearsalContext.Provider>
  )
}

function Card({
  airlock,
  embedded = false,
  active = true,
  rehearsal,
}: {
  airlock: AirlockInternals
  embedded?: boolean
  active?: boolean
  /** The view to rehearse, instead of the router's. */
  rehearsal?: ViewName
}) {
  const routed = useStoreValue(airlock.router, (s) => s.view)
  const view = rehearsal ?? routed
  const canGoBack = useStoreValue(airlock.router, (s) => s.history.length > 1) && !rehearsal
  const shake = useStoreValue(airlock.modal, (s) => s.shake)
  // A required sign-in without a session cannot be closed (the dapp requires it; the way out is Cancel, which
  // disconnects): the close button says so.
  const closeBlocked = useStoreValue(airlock.siwx, () => airlock.isCloseBlocked()) && !rehearsal
  const branding = useStoreValue(airlock.optionsStore, (s) => s.features.reownBranding)
  // The Sell view's title names the token, which is picked on that view itself (no route change redraws the
  // header): the header follows the draft's token.
  useStoreValue(airlock.offramp, (s) => s.sellCurrency?.symbol)
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const m = useMessages(shellMessages)
  useFocusTrap(ref, active && !embedded, () => airlock.close())
  // Inline, focus is the page's: no trap, but a view change that removes the focused button keeps it in the card.
  useKeepFocusInside(ref, active, view, embedded)
  useEmbeddedHost(ref, embedded)

  // The card mounts on each open; until the visitor navigates, its view arrives with it rather than fading in.
  const [openedWith] = useState(view)
  const navigated = useRef(false)
  if (view !== openedWith) navigated.current = true
  const opening = !embedded && !navigated.current

  // A view name the modal does not have reaches here only from plain JavaScript (TypeScript refuses it): the
  // developer is told in the console, and the visitor sees the view open() starts on rather than a blank card.
  const known = Object.hasOwn(VIEWS, view)
  useEffect(() => {
    if (known) return
    console.error(new UnknownViewError(view))
    airlock.router.reset(airlock.openingView())
  }, [airlock, known, view])
  const View = VIEWS[known ? view : airlock.openingView()]
  const className = ['card', embedded && 'embedded', shake && 'shake'].filter(Boolean).join(' ')
  return (
    <div
      ref={ref}
      className={className}
      {...(embedded
        ? { role: 'region', 'aria-labelledby': titleId }
        : { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId })}
      tabIndex={-1}
      data-view={view}
      data-opening={opening ? '' : undefined}
    >
      <Header
        title={viewTitle(view, m, airlock)}
        titleId={titleId}
        onBack={canGoBack ? () => airlock.router.goBack() : undefined}
        onClose={embedded ? undefined : () => airlock.close()}
        closeDisabled={closeBlocked}
      />
      <AnimatedHeight>
        <div className="view" key={view}>
          <View />
        </div>
      </AnimatedHeight>
      {branding && <Branding text={m.uxBy} />}
    </div>
  )
}

/**
 * Marks the shadow host `data-embedded` while the card is inline, so the modal CSS makes the host a block in the
 * dapp's slot (a card width of 100% then fills it).
 */
function useEmbeddedHost(ref: RefObject<HTMLElement | null>, embedded: boolean) {
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode()
    if (!embedded || !(root instanceof ShadowRoot)) return
    const host = root.host
    host.setAttribute('data-embedded', '')
    return () => host.removeAttribute('data-embedded')
  }, [ref, embedded])
}

/** The footer's "UX by Airlock": the brand stays bold wherever the locale puts it in the sentence. */
function Branding({ text }: { text: string }) {
  const [before = '', after = ''] = text.split('{brand}')
  return (
    <div className="footer">
      {before}
      <strong>Airlock</strong>
      {after}
    </div>
  )
}
