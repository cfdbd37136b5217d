/**
 * Swap, its token picker and its review. Adopted by the swap chunk itself (useChunkStyles); the token fields
 * reuse the send form's cards. Theme variables only.
 */
export const swapCss = `
.swap { display: flex; flex-direction: column; padding-top: 4px; }
.swap-side { font-size: 13px; font-weight: 500; color: var(--_fg-2); }
.swap-output { flex: 1; min-width: 0; font-size: 32px; font-weight: 600; letter-spacing: -0.03em; font-variant-numeric: tabular-nums; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--_fg); }
.swap-output.empty { color: var(--_fg-3); }
.swap-output .skeleton { display: block; width: 60%; height: 36px; border-radius: 10px; }
.swap-flip {
  position: relative; z-index: 1; width: 40px; height: 40px; margin: -10px auto; display: grid; place-items: center;
  border: 0; border-radius: 12px; background: var(--_bg-2); color: var(--_fg); cursor: pointer;
  box-shadow: 0 0 0 4px var(--_bg); transition: transform 150ms ease;
}
.swap-flip:hover:not(:disabled) { transform: rotate(180deg); }
.swap-flip:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
.swap-flip:disabled { cursor: default; opacity: 0.6; }
.swap-details { margin: 10px 0 0; padding: 2px 14px; border-radius: calc(var(--_r) * 5); box-shadow: inset 0 0 0 1px var(--_border); }
.swap-details > div { display: flex; justify-content: space-between; align-items: center; min-height: 38px; gap: 8px; font-size: 14px; }
.swap-details > div + div { border-top: 1px solid var(--_border); }
.swap-details dt { color: var(--_fg-2); }
.swap-details dd { margin: 0; display: inline-flex; align-items: center; gap: 6px; font-weight: 500; font-variant-numeric: tabular-nums; text-align: end; }
.swap-details .high { color: var(--_error-text); }
.slippage { display: inline-flex; gap: 4px; }
.slippage button {
  border: 0; border-radius: 999px; padding: 4px 9px; background: var(--_bg-2); color: var(--_fg-2);
  font: inherit; font-size: 12px; font-weight: 600; cursor: pointer;
}
.slippage button[aria-pressed="true"] { background: var(--_accent-soft); color: var(--_accent-text); }
.slippage button:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
.swap-message { min-height: 20px; margin: 10px 2px 6px; font-size: 13px; line-height: 1.4; color: var(--_fg-2); }
.swap-message strong { color: var(--_error-text); font-weight: 600; }
.swap-message .retry { margin-inline-start: 6px; border: 0; padding: 0; background: none; color: var(--_accent-text); font: inherit; font-weight: 600; cursor: pointer; }
.swap-amounts { gap: 0; padding: 4px 14px; }
.swap-amount-line { display: flex; align-items: center; gap: 12px; min-height: 56px; }
.swap-amount-line + .swap-amount-line { border-top: 1px solid var(--_border); }
.swap-amount-text { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
.swap-amount-value { font-size: 18px; font-weight: 600; letter-spacing: -0.01em; font-variant-numeric: tabular-nums; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.swap-review .swap-details { margin-top: 0; }
.swap-review { display: flex; flex-direction: column; gap: 10px; padding-top: 4px; }
.swap-steps { list-style: none; margin: 0; padding: 4px 14px; border-radius: calc(var(--_r) * 5); background: var(--_bg-2); }
.swap-steps li { display: flex; align-items: center; gap: 10px; min-height: 40px; font-size: 14px; color: var(--_fg-2); }
.swap-steps li + li { border-top: 1px solid var(--_border); }
.swap-steps li[data-state="active"] { color: var(--_fg); font-weight: 600; }
.swap-steps li[data-state="done"] { color: var(--_success-text); }
.step-mark { width: 22px; height: 22px; flex: none; display: grid; place-items: center; border-radius: 50%; background: var(--_bg); font-size: 12px; font-weight: 700; box-shadow: inset 0 0 0 1px var(--_border); }
.swap-steps li[data-state="done"] .step-mark { background: var(--_success-tint); box-shadow: none; }
.swap-tokens { display: flex; flex-direction: column; gap: 10px; }
.swap-tokens .label { display: flex; flex-direction: column; gap: 2px; }
.swap-tokens .trail { color: var(--_fg); font-variant-numeric: tabular-nums; flex-direction: column; align-items: flex-end; gap: 2px; }
.swap-tokens .trail small { color: var(--_fg-2); font-size: 12px; }
.swap-loading { display: flex; flex-direction: column; gap: 10px; padding-top: 4px; }
`
