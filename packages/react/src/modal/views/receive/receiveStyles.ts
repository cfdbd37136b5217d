/**
 * Receive view CSS. The skeleton shown while the view's chunk loads uses the same boxes (QR frame 256 px,
 * name, two-line address, button, networks card), so the modal does not change height when it arrives.
 */
export const receiveCss = `
.receive { display: flex; flex-direction: column; align-items: center; gap: 14px; padding-top: 2px; }
.qr-frame.receive-qr { width: 256px; height: 256px; margin: 0; }
.receive-qr .qr { width: 240px; height: 240px; }
.receive-qr .qr-logo { width: 56px; height: 56px; border-radius: 50%; }
.receive-qr .qr-logo .avatar { box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.06); }

.receive-identity { display: flex; flex-direction: column; align-items: center; gap: 8px; width: 100%; }
.receive-short { margin: 0; font-size: 18px; font-weight: 600; line-height: 24px; letter-spacing: -0.01em; }
.receive-address {
  box-sizing: border-box; width: 100%; margin: 0; padding: 10px 16px; border-radius: calc(var(--_r) * 3);
  background: var(--_bg-2); color: var(--_fg-3); text-align: center; text-wrap: balance;
  font-family: ui-monospace, 'SF Mono', SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: 13.5px; line-height: 22px; font-variant-ligatures: none;
  user-select: all; -webkit-user-select: all; cursor: text;
}
.receive-address .address-group { margin: 0 0.22em; }
.receive-address strong { color: var(--_fg); font-weight: 600; }
.receive-address span span { color: var(--_fg-2); }
.receive-address::selection, .receive-address *::selection { background: var(--_accent-tint); color: var(--_fg); }
.receive-copy { width: 100%; }

.receive-networks { width: 100%; border-radius: calc(var(--_r) * 4); background: var(--_bg-2); overflow: hidden; }
.receive-networks-summary {
  display: flex; align-items: center; gap: 10px; width: 100%; min-height: 52px; padding: 10px 12px;
  border: 0; background: transparent; color: var(--_fg); cursor: pointer; text-align: start;
  font: inherit; font-size: 14px; font-weight: 500; line-height: 1.35; transition: background-color 120ms ease;
}
.receive-networks-summary:hover:not(:disabled) { background: var(--_bg-3); }
.receive-networks-summary:disabled { cursor: default; color: var(--_fg-2); }
.receive-networks-summary:focus-visible { outline-offset: -2px; }
.network-stack { display: flex; align-items: center; flex: none; padding-inline-start: 2px; }
.network-stack > * { box-shadow: 0 0 0 2px var(--_bg-2); }
.network-stack > * + * { margin-inline-start: -7px; }
.receive-networks-label { flex: 1; min-width: 0; }
.receive-chevron { display: grid; place-items: center; flex: none; color: var(--_fg-3); transition: transform 150ms ease; }
.receive-chevron.open { transform: rotate(90deg); }
.receive-network-list {
  display: flex; flex-direction: column; gap: 2px; margin: 0; padding-block: 2px 10px; padding-inline: 14px 12px; list-style: none;
  animation: fade-in 150ms ease both;
}
.receive-network-list li { display: flex; align-items: center; gap: 10px; min-height: 30px; font-size: 14px; font-weight: 500; }
.receive-network-list .tag { margin-inline-start: auto; }
.receive-warning {
  display: flex; gap: 8px; align-items: flex-start; margin: 0; padding: 10px 12px 11px;
  border-top: 1px solid var(--_border); color: var(--_fg-2); font-size: 12.5px; line-height: 1.45;
}
.receive-warning-icon {
  display: grid; place-items: center; width: 18px; height: 18px; margin-top: 0.5px; border-radius: 50%; flex: none;
  background: var(--_warning); color: #fff;
}
.receive-warning-icon svg { stroke-width: 3; }

.receive-skeleton {
  display: block; background: var(--_bg-2); border-radius: 8px;
  animation: receive-pulse 900ms ease-in-out infinite alternate; will-change: opacity;
}
.receive-skeleton-qr { width: 256px; height: 256px; border-radius: calc(var(--_r) * 6); }
.receive-skeleton-name { width: 132px; height: 24px; }
.receive-skeleton-address { width: 100%; height: 64px; border-radius: calc(var(--_r) * 3); }
.receive-skeleton-button { width: 100%; height: 44px; border-radius: 999px; }
.receive-skeleton-networks { width: 100%; height: 104px; border-radius: calc(var(--_r) * 4); }
@keyframes receive-pulse { from { opacity: 1; } to { opacity: 0.5; } }
`
