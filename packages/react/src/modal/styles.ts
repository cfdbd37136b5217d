import { networkIconCss } from '../components/networkIconStyles.ts'
import { ANIMATION_MS } from './animation.ts'
import { accountCss } from './views/account/accountStyles.ts'
import { allWalletsCss } from './views/allWalletsStyles.ts'
import { emailFieldCss } from './views/embedded/emailFieldStyles.ts'
import { receiveCss } from './views/receive/receiveStyles.ts'
import { sendCss } from './views/send/sendStyles.ts'
import { siwxCss } from './views/siwx/siwxStyles.ts'
import { accountTypeCss } from './views/smartAccount/smartAccountStyles.ts'

const { headerText, modalHeight, viewTransition } = ANIMATION_MS

/** Modal CSS; the three animation durations come from ANIMATION_MS. */
export const modalCss = `${accountCss}${accountTypeCss}${allWalletsCss}${emailFieldCss}${receiveCss}${sendCss}${siwxCss}
:host { display: contents; --_dir: 1; }
/*
 * Success, warning and error as text (a done step, a session's status, a pending tag, an error message): mixed
 * toward fg where the status colour alone is under 4.5:1 on bg, bg-2, bg-3 or its tint (light green and amber are
 * ~3:1 on white; red on bg-3 is 4.3:1 in light, 4.4:1 on its tint in dark). Icons keep the status colours.
 */
:host {
  --_success-text: color-mix(in srgb, var(--_success) 64%, var(--_fg));
  --_warning-text: color-mix(in srgb, var(--_warning) 66%, var(--_fg));
  --_error-text: color-mix(in srgb, var(--_error) 85%, var(--_fg));
}
:host([data-theme='dark']) {
  --_success-text: var(--_success); --_warning-text: var(--_warning);
  --_error-text: color-mix(in srgb, var(--_error) 76%, var(--_fg));
}
/* Right-to-left locales: physical offsets (slides, the tab indicator) multiply by --_dir; layout uses logical properties. */
:host([dir='rtl']) { --_dir: -1; }
/* Icons that point along the reading direction. \`scale\` composes with a \`transform\` (a chevron turned to point down). */
:host([dir='rtl']) .dir-icon { scale: -1 1; }
/* Inline (embedded) mode: the host is a block in the dapp's slot, so a width of 100% fills it. */
:host([data-embedded]) { display: block; }
/*
 * The dim layer is the card's sibling: fading it never fades the card, which must paint in the click's frame. Not
 * a ::before of the backdrop: a pseudo-element on the card's ancestor keeps axe from reading the background of any
 * text in the card, so no contrast in the dialog would be checked. Clicks pass through it to the backdrop.
 * No backdrop blur: without a GPU it cost 60 ms a frame, turning the 150 ms opening into three frames.
 */
.backdrop {
  position: fixed; inset: 0; z-index: var(--_z);
  display: flex; align-items: center; justify-content: center; padding: 12px;
}
.scrim {
  position: absolute; inset: 0; pointer-events: none;
  background: var(--_overlay);
  animation: fade-in 150ms ease both;
}
.backdrop.closing .scrim { animation: fade-out 150ms ease both; }
/* The idle-time rehearsal of the next view (Overlay.tsx): laid out, never seen, never hit, never animated. */
.backdrop.rehearsal { visibility: hidden; pointer-events: none; }
.rehearsal * { animation: none !important; transition: none !important; }
.card {
  position: relative; width: var(--_width); max-width: 100%; max-height: calc(100vh - 24px);
  display: flex; flex-direction: column; overflow: hidden;
  background: var(--_bg); color: var(--_fg);
  border: 1px solid var(--_border); border-radius: calc(var(--_r) * 8); box-shadow: var(--_shadow);
  animation: card-in 150ms cubic-bezier(0.2, 0.9, 0.3, 1.2) both; outline: none;
}
.closing .card { animation: card-out 150ms ease both; }
.card.embedded { animation: none; box-shadow: none; max-height: none; }
.card.shake { animation: shake 500ms cubic-bezier(0.36, 0.07, 0.19, 0.97) both; }
@media (max-width: 430px) {
  .backdrop:not(.embedded) { align-items: flex-end; padding: 0; }
  .backdrop .card { width: 100%; border-radius: calc(var(--_r) * 8) calc(var(--_r) * 8) 0 0; }
}

.header { display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; height: 60px; padding: 0 12px; flex: none; }
.title { text-align: center; font-size: 16px; font-weight: 600; letter-spacing: -0.01em; animation: fade-in ${headerText}ms ease both; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.icon-button {
  display: grid; place-items: center; width: 36px; height: 36px; border: 0; border-radius: 50%;
  background: transparent; color: var(--_fg-2); cursor: pointer; transition: background-color 120ms ease, color 120ms ease;
}
.icon-button:hover { background: var(--_bg-2); color: var(--_fg); }
.icon-button:disabled { opacity: 0.4; cursor: not-allowed; background: transparent; }

.height { transition: height ${modalHeight}ms ease; overflow: hidden; }
.view { padding: 0 16px 16px; animation: view-in ${viewTransition}ms ease both; overflow-y: auto; max-height: calc(100vh - 120px); }
.view :focus-visible { scroll-margin-block: 8px; }
/* The page scrolls an inline card: its height follows the content. */
.card.embedded .view { max-height: none; }
/* The first view and title of an opening modal arrive with the card: they fade only when the visitor navigates. */
.card[data-opening] .view, .card[data-opening] .title { animation: none; }
.footer { display: flex; justify-content: center; align-items: center; gap: 6px; height: 36px; border-top: 1px solid var(--_border); color: var(--_fg-3); font-size: 12px; font-weight: 500; flex: none; }
.footer strong { color: var(--_fg-2); font-weight: 600; }

.list { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; list-style: none; }
.section-title { margin: 14px 4px 6px; font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.05em; color: var(--_fg-2); }
.network-sections > section:first-child .section-title { margin-top: 2px; }
.row {
  display: flex; align-items: center; gap: 12px; width: 100%; min-height: 56px; padding-block: 8px; padding-inline: 8px 12px;
  border: 0; border-radius: calc(var(--_r) * 4); background: var(--_bg-2); cursor: pointer; text-align: start;
  color: var(--_fg); font-size: 15px; font-weight: 500; text-decoration: none;
  transition: background-color 120ms ease, transform 120ms ease;
}
.row:hover:not(:disabled) { background: var(--_bg-3); }
.row:active:not(:disabled) { transform: scale(0.99); }
.row:disabled { cursor: default; opacity: 0.7; }
.row .label { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.row .trail { display: inline-flex; align-items: center; gap: 6px; color: var(--_fg-3); }
.row.danger { color: var(--_error-text); }
.row.selected { box-shadow: inset 0 0 0 1.5px var(--_accent); }
.wallet-icon { width: 40px; height: 40px; border-radius: calc(var(--_r) * 3); flex: none; object-fit: cover; background: var(--_bg); box-shadow: inset 0 0 0 1px var(--_border); display: grid; place-items: center; color: var(--_fg-2); }
.row-icon { width: 40px; height: 40px; border-radius: 50%; display: grid; place-items: center; flex: none; background: var(--_bg); color: var(--_fg-2); }
/* accent-text on accent-soft: 4.5:1 whatever accent the dapp picks and whatever row the tag sits on. */
.tag { padding: 3px 7px; border-radius: 6px; font-size: 11px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; background: var(--_accent-soft); color: var(--_accent-text); }
.tag.muted { background: var(--_bg-3); color: var(--_fg-2); }
.section-label { margin: 4px 4px 8px; color: var(--_fg-2); font-size: 13px; font-weight: 500; }

.center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 8px; padding: 12px 8px 8px; }
.center h2 { margin: 8px 0 0; font-size: 18px; font-weight: 600; letter-spacing: -0.01em; }
.center p { margin: 0; color: var(--_fg-2); font-size: 14px; line-height: 1.45; max-width: 280px; }
.empty-icon { width: 56px; height: 56px; border-radius: 18px; display: grid; place-items: center; background: var(--_bg-2); color: var(--_fg-2); }

.pending { position: relative; width: 96px; height: 96px; display: grid; place-items: center; margin: 8px 0; }
.pending .wallet-icon { width: 72px; height: 72px; border-radius: 22px; }
.pending .ring { position: absolute; inset: 0; color: var(--_accent); }
.pending .ring.spin { animation: spin 1.1s linear infinite; }
.pending .badge { position: absolute; inset-inline-end: 6px; bottom: 6px; width: 26px; height: 26px; border-radius: 50%; display: grid; place-items: center; background: var(--_error); color: #fff; border: 3px solid var(--_bg); }

.primary, .secondary {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; height: 44px; padding: 0 18px;
  border: 0; border-radius: 999px; cursor: pointer; font-size: 15px; font-weight: 600; transition: filter 120ms ease, transform 120ms ease;
}
.primary { background: var(--_accent); color: var(--_accent-fg); }
.secondary { background: var(--_bg-2); color: var(--_fg); }
.primary:hover, .secondary:hover { filter: brightness(0.97); }
.primary:active, .secondary:active { transform: scale(0.98); }
.actions { display: flex; gap: 8px; justify-content: center; margin-top: 12px; }
.actions.wrap { flex-wrap: wrap; }
a.button { text-decoration: none; }
.primary.small, .secondary.small { height: 36px; padding: 0 14px; font-size: 14px; }
.primary:disabled, .secondary:disabled { opacity: 0.5; cursor: default; filter: none; transform: none; }

.wc-icon { background: #3b99fc; color: #fff; box-shadow: none; }
.qr-frame { width: 296px; height: 296px; padding: 8px; border-radius: calc(var(--_r) * 6); background: #fff; box-shadow: inset 0 0 0 1px var(--_border); display: grid; place-items: center; margin-top: 4px; }
.qr { position: relative; width: 280px; height: 280px; color: var(--_qr); animation: fade-in 150ms ease both; }
.qr svg { display: block; }
.qr-bg { fill: #fff; }
.qr-dot { fill: currentColor; }
.qr-finder rect:first-child { stroke: currentColor; }
.qr-finder rect:last-child { fill: currentColor; }
.qr-logo { position: absolute; inset: 0; margin: auto; width: 60px; height: 60px; display: grid; place-items: center; border-radius: 16px; background: #fff; color: #3b99fc; }
.qr-logo .wallet-icon { width: 52px; height: 52px; border-radius: 14px; }
/* Until the code is there the frame takes the theme's colours: a white square would glare in dark mode. */
.qr-frame:has(> .qr-skeleton) { background: var(--_bg); }
.qr-skeleton { width: 280px; height: 280px; border-radius: calc(var(--_r) * 4); background: linear-gradient(90deg, var(--_bg-2), var(--_bg-3), var(--_bg-2)); background-size: 200% 100%; animation: shimmer 1.2s ease infinite; }
.qr-text { margin-top: 6px !important; color: var(--_fg) !important; font-weight: 500; }

.profile { display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 4px 0 20px; }
.profile .avatar { box-shadow: 0 0 0 4px var(--_bg), 0 0 0 5px var(--_border); }
.name-line { display: flex; align-items: center; gap: 4px; margin-top: 10px; }
.name { font-size: 20px; font-weight: 600; letter-spacing: -0.02em; }
.copy { width: 28px; height: 28px; }
.login-line { color: var(--_fg-2); font-size: 13px; font-weight: 500; margin-top: -2px; }
.balance-line { color: var(--_fg-2); font-size: 15px; font-weight: 500; font-variant-numeric: tabular-nums; min-height: 20px; }
.skeleton { display: inline-block; width: 96px; height: 16px; border-radius: 6px; background: linear-gradient(90deg, var(--_bg-2), var(--_bg-3), var(--_bg-2)); background-size: 200% 100%; animation: shimmer 1.2s ease infinite; vertical-align: middle; }
.avatar { display: inline-block; border-radius: 50%; flex: none; object-fit: cover; }
${networkIconCss}.spinner { animation: spin 0.9s linear infinite; }
.notice-icon { width: 22px; height: 22px; border-radius: 50%; display: grid; place-items: center; flex: none; background: var(--_warning); color: #fff; }
.notice { display: flex; gap: 10px; align-items: flex-start; padding: 12px; margin-bottom: 12px; border-radius: calc(var(--_r) * 3); background: var(--_warning-tint); color: var(--_fg); font-size: 14px; line-height: 1.4; text-align: start; }

.toast {
  position: fixed; left: 50%; bottom: 24px; z-index: calc(var(--_z) + 1); transform: translateX(-50%);
  display: flex; align-items: center; gap: 8px; max-width: min(420px, calc(100vw - 32px)); padding-block: 10px; padding-inline: 10px 16px;
  border-radius: 999px; background: var(--_bg); color: var(--_fg); border: 1px solid var(--_border); box-shadow: var(--_shadow);
  font-size: 14px; font-weight: 500; animation: toast-in 150ms ease both;
  /* It may sit over the view's content, just above the footer (toastPlacement.ts): clicks go through it. */
  pointer-events: none;
}
.toast.closing { animation: toast-out 150ms ease both; }
.toast-icon { width: 24px; height: 24px; border-radius: 50%; display: grid; place-items: center; flex: none; }
.toast-icon.success { background: var(--_success-tint); color: var(--_success); }
.toast-icon.error { background: var(--_error-tint); color: var(--_error); }
.toast-icon.loading { color: var(--_accent); }

.alert {
  position: fixed; top: 16px; left: 50%; transform: translateX(-50%); z-index: calc(var(--_z) + 2);
  display: flex; gap: 10px; align-items: flex-start; width: min(440px, calc(100vw - 32px)); padding-block: 12px; padding-inline: 14px 12px;
  border-radius: calc(var(--_r) * 4); background: var(--_bg); border: 1px solid var(--_border); box-shadow: var(--_shadow);
  animation: toast-in 150ms ease both; font-size: 14px;
}
.alert .alert-icon { width: 24px; height: 24px; border-radius: 50%; display: grid; place-items: center; flex: none; background: var(--_error-tint); color: var(--_error); }
.alert.warning .alert-icon { background: var(--_warning-tint); color: var(--_warning); }
.alert.info .alert-icon { background: var(--_accent-tint); color: var(--_accent); }
.alert .alert-text { flex: 1; display: flex; flex-direction: column; gap: 2px; line-height: 1.4; }
.alert strong { font-weight: 600; }
.alert span { color: var(--_fg-2); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }

@keyframes fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes fade-out { from { opacity: 1; } to { opacity: 0; } }
@keyframes card-in { from { opacity: 0.6; transform: translateY(8px) scale(0.97); } to { opacity: 1; transform: none; } }
@keyframes card-out { from { opacity: 1; transform: none; } to { opacity: 0; transform: translateY(6px) scale(0.98); } }
@keyframes view-in { from { opacity: 0; transform: translateX(calc(6px * var(--_dir))); } to { opacity: 1; transform: none; } }
@keyframes toast-in { from { opacity: 0; transform: translate(-50%, 8px); } to { opacity: 1; transform: translate(-50%, 0); } }
@keyframes toast-out { from { opacity: 1; transform: translate(-50%, 0); } to { opacity: 0; transform: translate(-50%, 8px); } }
@keyframes spin { to { transform: rotate(360deg); } }
@keyframes shimmer { from { background-position: 200% 0; } to { background-position: -200% 0; } }
@keyframes shake {
  10%, 90% { transform: translateX(-1px); } 20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); } 40%, 60% { transform: translateX(4px); }
}
`
