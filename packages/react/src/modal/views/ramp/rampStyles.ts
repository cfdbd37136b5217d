/**
 * What the Buy and Sell views share: the form column, the choice cards (payment method, payout currency), the
 * quote rows, messages and notes, and the progress with its steps. Its own sheet, adopted by both chunks
 * (useChunkStyles), so neither carries the other's views; Buy's own rules stay in onramp/onrampStyles.ts, Sell's
 * in sell/sellStyles.ts. Theme variables only.
 */
export const rampCss = `
.buy { display: flex; flex-direction: column; gap: 10px; padding-top: 4px; }
.buy-note { margin: 0 4px; color: var(--_fg-3); font-size: 12px; line-height: 1.4; }
.buy-methods { display: grid; grid-template-columns: 1fr 1fr; gap: 6px; margin: 0; padding: 0; border: 0; }
.buy-methods legend { padding: 0; margin: 0 4px 6px; color: var(--_fg-2); font-size: 13px; font-weight: 500; }
.buy-methods label {
  display: flex; flex-direction: column; gap: 2px; padding: 10px 12px; border-radius: calc(var(--_r) * 4);
  background: var(--_bg-2); cursor: pointer; font-size: 14px; font-weight: 600;
}
.buy-methods label small { color: var(--_fg-2); font-size: 12px; font-weight: 500; }
.buy-methods label:has(input:checked) { box-shadow: inset 0 0 0 1.5px var(--_accent); }
.buy-methods input { position: absolute; opacity: 0; pointer-events: none; }
.buy-methods label:focus-within { outline: 2px solid var(--_accent); outline-offset: 1px; }
.buy-details { margin: 0; padding: 2px 14px; border-radius: calc(var(--_r) * 5); box-shadow: inset 0 0 0 1px var(--_border); }
.buy-details > div { display: flex; justify-content: space-between; align-items: center; min-height: 36px; gap: 8px; font-size: 14px; }
.buy-details > div + div { border-top: 1px solid var(--_border); }
.buy-details dt { color: var(--_fg-2); }
.buy-details dd { margin: 0; font-weight: 500; font-variant-numeric: tabular-nums; text-align: end; }
.buy-details .total dt, .buy-details .total dd { color: var(--_fg); font-weight: 700; }
.buy-message { min-height: 20px; margin: 0 2px; font-size: 13px; line-height: 1.4; color: var(--_fg-2); }
.buy-message strong { color: var(--_error-text); font-weight: 600; }
.buy-progress { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 10px; padding: 8px 4px 4px; }
.buy-progress h2 { margin: 6px 0 0; font-size: 18px; font-weight: 600; letter-spacing: -0.01em; }
.buy-progress p { margin: 0; color: var(--_fg-2); font-size: 14px; line-height: 1.45; max-width: 290px; }
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
