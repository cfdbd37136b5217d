/**
 * Account view CSS: the action buttons, the network row, the Tokens / NFTs / Activity tabs and their lists.
 * The tab panel has one height (264 px, less on short screens) and scrolls on its own, so switching tabs or
 * loading a page does not move the modal.
 */
export const accountCss = `
/* A long registered name wraps inside the card instead of running out of it. */
.profile .name-line { max-width: 100%; }
.profile .name { min-width: 0; overflow-wrap: anywhere; text-align: center; }
.login-line { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 4px 6px; max-width: 100%; overflow-wrap: anywhere; }
.login-edit {
  height: 22px; padding: 0 8px; border: 0; border-radius: 999px; background: var(--_accent-soft); color: var(--_accent-text);
  font: inherit; font-size: 12px; font-weight: 600; cursor: pointer;
}
.login-edit:hover { background: var(--_accent); color: var(--_accent-fg); }
.login-edit:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
/* Evenly spread rather than a fixed gap: five actions (Sell on) fit the card's width as four do. */
.account-actions { display: flex; justify-content: space-evenly; gap: 8px; margin: -4px 0 18px; }
.action-button {
  display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 0; border: 0;
  background: none; color: var(--_fg); cursor: pointer; font-size: 13px; font-weight: 500;
}
.action-circle {
  display: grid; place-items: center; width: 48px; height: 48px; border-radius: 50%;
  background: var(--_accent-tint); color: var(--_accent);
  transition: background-color 120ms ease, color 120ms ease, transform 120ms ease;
}
.action-button:hover .action-circle { background: var(--_accent); color: var(--_accent-fg); }
.action-button:active .action-circle { transform: scale(0.94); }
.action-button:focus-visible { outline: none; }
.action-button:focus-visible .action-circle { outline: 2px solid var(--_accent); outline-offset: 2px; }
.action-label { color: var(--_fg-2); }

.row.network-row { min-height: 48px; padding-block: 6px; padding-inline: 8px 12px; font-size: 14px; }
.network-row .network-icon { font-size: 15px; }

.account-tabs { display: flex; flex-direction: column; margin-top: 16px; }
.tablist {
  position: relative; display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; padding: 3px;
  border-radius: 999px; background: var(--_bg-2); flex: none;
}
.tab {
  position: relative; z-index: 1; height: 32px; padding: 0 8px; border: 0; border-radius: 999px;
  background: transparent; color: var(--_fg-2); cursor: pointer; font-size: 14px; font-weight: 600;
  transition: color 150ms ease;
}
.tab:hover { color: var(--_fg); }
.tab[aria-selected='true'] { color: var(--_fg); }
.tab:focus-visible { outline-offset: -2px; }
.tab-indicator {
  position: absolute; top: 3px; bottom: 3px; inset-inline-start: 3px; width: calc((100% - 6px) / 3); border-radius: 999px;
  background: var(--_bg); box-shadow: 0 1px 3px rgba(15, 16, 20, 0.12), 0 0 0 1px var(--_border);
  transition: transform 150ms ease;
}
.tablist[data-count='2'] .tab-indicator { width: calc((100% - 6px) / 2); }
.tab-indicator.at-1 { transform: translateX(calc(100% * var(--_dir, 1))); }
.tab-indicator.at-2 { transform: translateX(calc(200% * var(--_dir, 1))); }
:host([data-theme='dark']) .tab-indicator { background: var(--_bg-3); box-shadow: none; }
.tab-panel {
  height: clamp(200px, calc(100vh - 540px), 264px); overflow-y: auto; overscroll-behavior: contain;
  margin: 0 -16px; padding: 12px 16px 4px; scrollbar-width: thin; outline: none;
}
.tab-panel[hidden] { display: none; }
.tab-panel:focus-visible { box-shadow: inset 0 0 0 2px var(--_accent); border-radius: calc(var(--_r) * 3); }

.asset-list { display: flex; flex-direction: column; gap: 2px; margin: 0; padding: 0; list-style: none; }
.asset-row {
  display: flex; align-items: center; gap: 12px; min-height: 56px; padding: 8px; margin: 0 -8px;
  border-radius: calc(var(--_r) * 3); transition: background-color 120ms ease;
}
.asset-row:not(.placeholder):hover { background: var(--_bg-2); }
.asset-main { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 3px; }
.asset-trail { flex: none; display: flex; flex-direction: column; align-items: flex-end; gap: 3px; max-width: 45%; }
.asset-name, .asset-value {
  color: var(--_fg); font-size: 15px; font-weight: 600; letter-spacing: -0.01em; line-height: 20px;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.asset-value { font-variant-numeric: tabular-nums; }
.asset-sub {
  color: var(--_fg-2); font-size: 13px; font-weight: 500; line-height: 17px; font-variant-numeric: tabular-nums;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 100%;
}

.token-icon {
  flex: none; display: grid; place-items: center; width: 40px; height: 40px; object-fit: cover;
  background: var(--_bg-2); box-shadow: inset 0 0 0 1px var(--_border);
}
.token-icon.round { border-radius: 50%; }
.token-icon.square { border-radius: calc(var(--_r) * 2.5); }
.token-icon.letter { font-size: 16px; font-weight: 700; box-shadow: none; }
.token-icon.glyph { background: var(--_bg-2); color: var(--_fg-2); box-shadow: none; }
.token-icon.tint-0 { background: rgba(52, 97, 245, 0.14); color: #3461f5; }
.token-icon.tint-1 { background: rgba(31, 157, 92, 0.14); color: #1f9d5c; }
.token-icon.tint-2 { background: rgba(223, 59, 66, 0.12); color: #d43a41; }
.token-icon.tint-3 { background: rgba(183, 121, 31, 0.15); color: #b7791f; }
.token-icon.tint-4 { background: rgba(130, 71, 229, 0.14); color: #8247e5; }
.token-icon.tint-5 { background: rgba(14, 150, 170, 0.14); color: #0e8fa3; }
:host([data-theme='dark']) .token-icon.tint-0 { color: #7f9dff; }
:host([data-theme='dark']) .token-icon.tint-1 { color: #4fd69a; }
:host([data-theme='dark']) .token-icon.tint-2 { color: #ff7d82; }
:host([data-theme='dark']) .token-icon.tint-3 { color: #f0b44c; }
:host([data-theme='dark']) .token-icon.tint-4 { color: #b48cff; }
:host([data-theme='dark']) .token-icon.tint-5 { color: #4fd0e0; }

.activity { display: flex; flex-direction: column; gap: 12px; }
.activity-group { display: flex; flex-direction: column; gap: 2px; }
.activity-date {
  margin: 0 0 2px; color: var(--_fg-3); font-size: 12px; font-weight: 600; letter-spacing: 0.04em;
  text-transform: uppercase;
}
.activity-visual { position: relative; flex: none; width: 40px; height: 40px; }
.activity-badge {
  position: absolute; inset-inline-end: -3px; bottom: -3px; width: 18px; height: 18px; border-radius: 50%;
  display: grid; place-items: center; font-size: 13px; font-weight: 700; line-height: 1;
  box-shadow: 0 0 0 2px var(--_bg); background: var(--_bg-3); color: var(--_fg-2);
}
.asset-row:hover .activity-badge { box-shadow: 0 0 0 2px var(--_bg-2); }
.activity-badge.plus { background: var(--_success); color: #fff; }
.activity-badge.minus { background: var(--_fg-2); color: var(--_bg); }
.activity-badge.swap { background: var(--_accent); color: var(--_accent-fg); }
.activity-row[data-status='failed'] .asset-name { color: var(--_fg-2); }
/* A rounded amount shows its exact value while focused (by a tap or the keyboard); a pointer also has the title. */
.asset-sub[data-exact] { border-radius: 4px; cursor: help; }
.asset-sub[data-exact]:focus { outline: 2px solid var(--_accent); outline-offset: 1px; font-size: 0; }
.asset-sub[data-exact]:focus::after { content: attr(data-exact); font-size: 13px; }
.status-tag {
  padding: 1px 6px; border-radius: 6px; font-size: 11px; font-weight: 600; line-height: 16px;
  letter-spacing: 0.02em;
}
.status-tag[data-status='failed'] { background: var(--_error-tint); color: var(--_error-text); }
.status-tag[data-status='pending'] { background: var(--_warning-tint); color: var(--_warning-text); }
.activity-sentinel { height: 1px; margin-top: -13px; }
.activity-more { display: flex; justify-content: center; align-items: center; min-height: 40px; color: var(--_fg-3); }
.activity-date-skeleton { margin: 2px 0 6px; }

.nft-grid {
  display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 10px; margin: 0; padding: 0;
  list-style: none;
}
.nft-tile { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.nft-media {
  display: grid; place-items: center; width: 100%; aspect-ratio: 1; border-radius: calc(var(--_r) * 3);
  object-fit: cover; background: var(--_bg-2); color: var(--_fg-3); box-shadow: inset 0 0 0 1px var(--_border);
}
img.nft-media { transition: transform 150ms ease; }
.nft-tile:hover img.nft-media { transform: scale(1.03); }
/* Two lines: 'Airlock Explorers' and '#1' both show, where one line would cut the number off. */
.nft-name {
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2; overflow: hidden;
  padding: 0 2px; color: var(--_fg); font-size: 13px; font-weight: 600; line-height: 17px; overflow-wrap: anywhere;
}

.tab-empty {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 6px;
  min-height: 100%; padding: 0 16px 8px; text-align: center;
}
.tab-empty strong { margin-top: 6px; font-size: 15px; font-weight: 600; }
.tab-empty p { margin: 0 0 4px; max-width: 240px; color: var(--_fg-2); font-size: 13px; line-height: 1.45; }
.tab-empty .secondary { margin-top: 6px; }

.pulse { display: block; background: var(--_bg-3); animation: tile-pulse 900ms ease-in-out infinite alternate; will-change: opacity; }
.pulse.circle { width: 40px; height: 40px; border-radius: 50%; flex: none; }
.pulse.line { height: 10px; border-radius: 5px; }
.pulse.w48 { width: 48px; } .pulse.w56 { width: 56px; } .pulse.w64 { width: 64px; } .pulse.w80 { width: 80px; }
.pulse.w96 { width: 96px; } .pulse.w120 { width: 120px; }
.nft-tile.placeholder .nft-media { box-shadow: none; }

.account-footer { display: flex; gap: 8px; margin-top: 12px; }
.footer-button {
  flex: 1; display: inline-flex; align-items: center; justify-content: center; gap: 8px; height: 44px;
  padding: 0 12px; border: 0; border-radius: calc(var(--_r) * 3); background: var(--_bg-2); color: var(--_fg);
  cursor: pointer; font-size: 14px; font-weight: 600; text-decoration: none; white-space: nowrap;
  transition: background-color 120ms ease, color 120ms ease;
}
.footer-button:hover:not(:disabled) { background: var(--_bg-3); }
.footer-button.danger:hover:not(:disabled) { background: var(--_error-tint); color: var(--_error-text); }
.footer-button:disabled { cursor: default; opacity: 0.7; }
.footer-button svg { color: var(--_fg-2); flex: none; }
.footer-button.danger:hover:not(:disabled) svg { color: var(--_error); }
`
