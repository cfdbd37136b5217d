/** The Account view's account-type row (with the modal's CSS). Theme variables only. */
export const accountTypeCss = `
.account-type { display: flex; flex-direction: column; gap: 6px; margin: -6px 0 10px; }
.account-type-line { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 6px 8px; }
.account-type-badge {
  height: 22px; padding: 0 10px; border-radius: 999px; display: inline-flex; align-items: center;
  background: var(--_accent-soft); color: var(--_accent-text); font-size: 12px; font-weight: 700; letter-spacing: 0.01em;
}
.account-type-state { color: var(--_fg-2); font-size: 12px; font-weight: 500; text-align: center; }
.account-type-switch {
  height: 22px; padding: 0 10px; border: 0; border-radius: 999px; display: inline-flex; align-items: center; gap: 6px;
  background: var(--_bg-2); color: var(--_fg); font: inherit; font-size: 12px; font-weight: 600; cursor: pointer;
}
.account-type-switch:hover:not(:disabled) { background: var(--_bg-3); }
.account-type-switch:disabled { opacity: 0.7; cursor: default; }
.account-type-switch:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
`

/** The Sessions view; adopted by its chunk. */
export const sessionsCss = `
.sessions { display: flex; flex-direction: column; gap: 8px; padding-top: 4px; }
.sessions-intro { margin: 0 4px 6px; color: var(--_fg-2); font-size: 14px; line-height: 1.45; }
.sessions-list { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.session-card { padding: 12px 14px; border-radius: calc(var(--_r) * 5); background: var(--_bg-2); display: flex; flex-direction: column; gap: 6px; }
.session-card.ended { background: transparent; box-shadow: inset 0 0 0 1px var(--_border); }
.session-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.session-signer { font-weight: 600; font-size: 14px; }
.session-status { font-size: 12px; font-weight: 600; color: var(--_success-text); }
.session-card.ended .session-status { color: var(--_fg-2); }
.session-facts { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; font-size: 13px; }
.session-facts dt { color: var(--_fg-2); }
.session-facts dd { margin: 0; overflow-wrap: anywhere; }
.session-revoke {
  align-self: flex-end; height: 30px; padding: 0 12px; border: 0; border-radius: 999px; background: var(--_bg-3);
  color: var(--_error-text); font: inherit; font-size: 13px; font-weight: 600; cursor: pointer; display: inline-flex; align-items: center; gap: 6px;
}
.session-revoke:disabled { opacity: 0.6; cursor: default; }
.session-revoke:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
.sessions-empty, .sessions-error { margin: 12px 4px; color: var(--_fg-2); font-size: 14px; text-align: center; }
.sessions-error { color: var(--_error-text); }
`
