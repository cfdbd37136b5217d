/**
 * The Buy views: providers, amount, token and currency pickers, and the purchase in progress. Adopted by the
 * on-ramp chunk itself (useChunkStyles); the amount fields reuse the send form's cards. Theme variables only.
 */
export const onrampCss = `
.buy { display: flex; flex-direction: column; gap: 10px; padding-top: 4px; }
.buy-loading { display: flex; flex-direction: column; gap: 10px; }
.buy-providers .label { display: flex; flex-direction: column; gap: 2px; }
.buy-provider-name { display: inline-flex; align-items: center; gap: 6px; font-weight: 600; }
.buy-provider-sub { color: var(--_fg-2); font-size: 13px; }
.buy-badge { border-radius: 999px; padding: 2px 7px; background: var(--_accent-soft); color: var(--_accent-text); font-size: 11px; font-weight: 700; letter-spacing: 0.02em; text-transform: uppercase; }
.buy-logo { width: 40px; height: 40px; flex: none; display: grid; place-items: center; border-radius: 12px; background: var(--_accent); color: var(--_accent-fg); font-weight: 700; font-size: 18px; }
.buy-logo[data-tint="1"] { background: #7c5cff; }
.buy-note { margin: 0 4px; color: var(--_fg-3); font-size: 12px; line-height: 1.4; }
.buy-presets { display: flex; gap: 6px; margin: 0; padding: 0; border: 0; min-width: 0; }
.buy-presets button {
  flex: 1; height: 34px; border: 0; border-radius: 999px; background: var(--_bg-2); color: var(--_fg);
  font: inherit; font-size: 14px; font-weight: 600; cursor: pointer; font-variant-numeric: tabular-nums;
}
.buy-presets button[aria-pressed="true"] { background: var(--_accent-soft); color: var(--_accent-text); }
.buy-presets button:focus-visible, .buy-methods label:focus-within { outline: 2px solid var(--_accent); outline-offset: 1px; }
.buy-methods { display: grid; grid-template-columns: 1fr 1fr; gap: 6px; margin: 0; padding: 0; border: 0; }
.buy-methods legend { padding: 0; margin: 0 4px 6px; color: var(--_fg-2); font-size: 13px; font-weight: 500; }
.buy-methods label {
  display: flex; flex-direction: column; gap: 2px; padding: 10px 12px; border-radius: calc(var(--_r) * 4);
  background: var(--_bg-2); cursor: pointer; font-size: 14px; font-weight: 600;
}
.buy-methods label small { color: var(--_fg-2); font-size: 12px; font-weight: 500; }
.buy-methods label:has(input:checked) { box-shadow: inset 0 0 0 1.5px var(--_accent); }
.buy-methods input { position: absolute; opacity: 0; pointer-events: none; }
.buy-output { flex: 1; min-width: 0; font-size: 28px; font-weight: 600; letter-spacing: -0.03em; font-variant-numeric: tabular-nums; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--_fg); }
.buy-output.empty { color: var(--_fg-3); }
.buy-output .skeleton { display: block; width: 60%; height: 32px; border-radius: 10px; }
.buy-details { margin: 0; padding: 2px 14px; border-radius: calc(var(--_r) * 5); box-shadow: inset 0 0 0 1px var(--_border); }
.buy-details > div { display: flex; justify-content: space-between; align-items: center; min-height: 36px; gap: 8px; font-size: 14px; }
.buy-details > div + div { border-top: 1px solid var(--_border); }
.buy-details dt { color: var(--_fg-2); }
.buy-details dd { margin: 0; font-weight: 500; font-variant-numeric: tabular-nums; text-align: end; }
.buy-details .total dt, .buy-details .total dd { color: var(--_fg); font-weight: 700; }
.buy-message { min-height: 20px; margin: 0 2px; font-size: 13px; line-height: 1.4; color: var(--_fg-2); }
.buy-message strong { color: var(--_error-text); font-weight: 600; }
.buy-estimate { color: var(--_fg-2); }
.buy-list .label { display: flex; flex-direction: column; gap: 2px; }
.buy-list .trail { color: var(--_fg-2); font-size: 13px; }
.buy-progress { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 10px; padding: 8px 4px 4px; }
.buy-progress h2 { margin: 6px 0 0; font-size: 18px; font-weight: 600; letter-spacing: -0.01em; }
.buy-progress p { margin: 0; color: var(--_fg-2); font-size: 14px; line-height: 1.45; max-width: 290px; }
.buy-status-icon { position: relative; width: 84px; height: 84px; display: grid; place-items: center; color: var(--_accent); }
.buy-status-icon .ring { position: absolute; inset: 0; width: 100%; height: 100%; }
.buy-status-icon .buy-logo { width: 56px; height: 56px; border-radius: 18px; font-size: 24px; }
.buy-status-icon.done { color: var(--_success); }
.buy-status-icon.failed { color: var(--_error); }
.buy-status-mark { width: 64px; height: 64px; border-radius: 50%; display: grid; place-items: center; background: var(--_success-tint); }
.buy-status-icon.failed .buy-status-mark { background: color-mix(in srgb, var(--_error) 14%, transparent); }
.buy-steps { align-self: stretch; list-style: none; margin: 4px 0 0; padding: 4px 14px; border-radius: calc(var(--_r) * 5); background: var(--_bg-2); text-align: start; }
.buy-steps li { display: flex; align-items: center; gap: 10px; min-height: 40px; font-size: 14px; color: var(--_fg-2); }
.buy-steps li + li { border-top: 1px solid var(--_border); }
.buy-steps li[data-state="active"] { color: var(--_fg); font-weight: 600; }
.buy-steps li[data-state="done"] { color: var(--_success-text); }
.buy-step-mark { width: 22px; height: 22px; flex: none; display: grid; place-items: center; border-radius: 50%; background: var(--_bg); font-size: 12px; font-weight: 700; box-shadow: inset 0 0 0 1px var(--_border); }
.buy-steps li[data-state="done"] .buy-step-mark { background: var(--_success-tint); box-shadow: none; }
.buy-progress .actions { align-self: stretch; }
.buy-link { border: 0; padding: 0; background: none; color: var(--_accent-text); font: inherit; font-size: 14px; font-weight: 600; cursor: pointer; text-decoration: none; }
.buy-hash { font: 500 12px ui-monospace, SFMono-Regular, Menlo, monospace; color: var(--_fg-3); word-break: break-all; }
`
