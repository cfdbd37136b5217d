/**
 * The Pay view: the payment's summary, the ways to pay, the steps and the outcome. Adopted by the Pay chunk
 * itself (useChunkStyles). Theme variables only, so both themes and a dapp's accent apply.
 */
export const payCss = `
.pay { display: flex; flex-direction: column; gap: 10px; padding-top: 4px; }
.pay-shop { display: flex; align-items: center; gap: 10px; margin: 0 2px; color: var(--_fg-2); font-size: 14px; font-weight: 500; }
.pay-shop-icon { width: 32px; height: 32px; flex: none; border-radius: 10px; display: grid; place-items: center; overflow: hidden; background: var(--_accent-soft); color: var(--_accent-text); font-weight: 700; font-size: 15px; }
.pay-shop-icon img { width: 100%; height: 100%; object-fit: cover; }
.pay-shop strong { color: var(--_fg); font-weight: 600; }
.pay-amount { display: flex; align-items: center; gap: 12px; padding: 14px; border-radius: calc(var(--_r) * 5); background: var(--_bg-2); }
.pay-amount-text { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
.pay-amount-value { font-size: 26px; font-weight: 600; letter-spacing: -0.03em; font-variant-numeric: tabular-nums; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pay-usd { color: var(--_fg-2); font-size: 14px; font-weight: 500; font-variant-numeric: tabular-nums; }
.pay-details { margin: 0; padding: 2px 14px; border-radius: calc(var(--_r) * 5); box-shadow: inset 0 0 0 1px var(--_border); }
.pay-details > div { display: flex; justify-content: space-between; align-items: center; min-height: 38px; gap: 8px; font-size: 14px; }
.pay-details > div + div { border-top: 1px solid var(--_border); }
.pay-details dt { color: var(--_fg-2); }
.pay-details dd { margin: 0; display: inline-flex; align-items: center; gap: 6px; font-weight: 500; font-variant-numeric: tabular-nums; text-align: end; }
.pay-details .address { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; }
.pay-details .icon-button.copy { margin-inline-end: -6px; }
.pay-section { margin: 4px 4px 0; color: var(--_fg-2); font-size: 13px; font-weight: 500; }
.pay-routes { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; border: 0; min-width: 0; }
.pay-route { position: relative; cursor: pointer; }
.pay-route input { position: absolute; opacity: 0; pointer-events: none; }
.pay-route:has(input:checked) { box-shadow: inset 0 0 0 1.5px var(--_accent); }
.pay-route:has(input:focus-visible) { outline: 2px solid var(--_accent); outline-offset: 2px; }
.pay-route .label { display: flex; flex-direction: column; gap: 2px; white-space: normal; }
.pay-route small { color: var(--_fg-2); font-size: 13px; font-weight: 500; }
.pay-route .pay-check { width: 20px; height: 20px; flex: none; border-radius: 50%; box-shadow: inset 0 0 0 1.5px var(--_border); display: grid; place-items: center; color: var(--_accent-fg); }
.pay-route:has(input:checked) .pay-check { background: var(--_accent); box-shadow: none; }
.pay-note { margin: 0 4px; color: var(--_fg-2); font-size: 13px; line-height: 1.4; }
.pay-buy { display: flex; flex-direction: column; gap: 8px; padding: 14px; border-radius: calc(var(--_r) * 5); background: var(--_warning-tint); color: var(--_fg); font-size: 14px; line-height: 1.4; }
.pay-buy p { margin: 0; }
.pay-buy small { color: var(--_fg-2); font-size: 13px; }
.pay-error { display: flex; align-items: flex-start; gap: 8px; margin: 0; padding: 10px 12px; border-radius: calc(var(--_r) * 3); background: color-mix(in srgb, var(--_error) 10%, transparent); color: var(--_fg); font-size: 13px; line-height: 1.4; }
.pay-error:focus { outline: none; }
.pay-error svg { flex: none; margin-top: 1px; color: var(--_error); }
.pay-error strong { color: var(--_error-text); font-weight: 600; }
.pay .primary.wide { width: 100%; }
.pay-steps { list-style: none; margin: 0; padding: 4px 14px; border-radius: calc(var(--_r) * 5); background: var(--_bg-2); }
.pay-steps li { display: flex; align-items: center; gap: 10px; min-height: 40px; font-size: 14px; color: var(--_fg-2); }
.pay-steps li + li { border-top: 1px solid var(--_border); }
.pay-steps li[data-state="active"] { color: var(--_fg); font-weight: 600; }
.pay-steps li[data-state="done"] { color: var(--_success-text); }
.pay-step-mark { width: 22px; height: 22px; flex: none; display: grid; place-items: center; border-radius: 50%; background: var(--_bg); font-size: 12px; font-weight: 700; box-shadow: inset 0 0 0 1px var(--_border); }
.pay-steps li[data-state="done"] .pay-step-mark { background: var(--_success-tint); box-shadow: none; }
.pay-status { margin: 0 4px; min-height: 20px; color: var(--_fg-2); font-size: 14px; text-align: center; }
.pay-hash { display: inline-flex; align-items: center; justify-content: center; gap: 6px; font: 500 12px ui-monospace, SFMono-Regular, Menlo, monospace; color: var(--_fg-3); }
.pay-hash a { color: var(--_accent-text); font-weight: 600; text-decoration: none; display: inline-flex; align-items: center; gap: 4px; }
.pay-hash a:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; border-radius: 4px; }
.pay-outcome { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 10px; padding: 8px 4px 4px; }
.pay-outcome h2 { margin: 6px 0 0; font-size: 18px; font-weight: 600; letter-spacing: -0.01em; }
.pay-outcome h2:focus { outline: none; }
.pay-outcome p { margin: 0; color: var(--_fg-2); font-size: 14px; line-height: 1.45; max-width: 300px; }
.pay-outcome .actions { align-self: stretch; }
.pay-outcome .actions .primary { flex: 1; }
.pay-mark { width: 64px; height: 64px; border-radius: 50%; display: grid; place-items: center; background: var(--_success-tint); color: var(--_success); }
.pay-mark.failed { background: color-mix(in srgb, var(--_error) 14%, transparent); color: var(--_error); }
.pay-mark.muted { background: var(--_bg-2); color: var(--_fg-2); }
`
