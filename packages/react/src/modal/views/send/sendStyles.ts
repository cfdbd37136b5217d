/** Send, token picker and preview. Uses the modal's theme variables only. */
export const sendCss = `
.send { display: flex; flex-direction: column; gap: 0; padding-top: 4px; }
.send-card {
  display: flex; flex-direction: column; gap: 10px; padding: 14px; border-radius: calc(var(--_r) * 5);
  background: var(--_bg-2); box-shadow: inset 0 0 0 1px transparent; transition: box-shadow 120ms ease;
}
.send-card:focus-within { box-shadow: inset 0 0 0 1.5px var(--_accent); }
.send-card.invalid { box-shadow: inset 0 0 0 1.5px var(--_error); }
.send-card-top { display: flex; align-items: center; gap: 10px; }
.send-amount {
  flex: 1; min-width: 0; border: 0; outline: none; background: transparent; color: var(--_fg);
  font: inherit; font-size: 32px; font-weight: 600; letter-spacing: -0.03em; font-variant-numeric: tabular-nums;
}
.send-amount::placeholder { color: var(--_fg-3); }
.token-select {
  display: inline-flex; align-items: center; gap: 6px; height: 40px; padding-block: 0; padding-inline: 8px 10px; flex: none;
  border: 0; border-radius: 999px; background: var(--_bg); color: var(--_fg); cursor: pointer;
  font: inherit; font-size: 15px; font-weight: 600; box-shadow: 0 0 0 1px var(--_border);
}
.token-select.empty { padding-inline-start: 14px; background: var(--_accent); color: var(--_accent-fg); box-shadow: none; }
.token-select[aria-invalid="true"] { box-shadow: 0 0 0 2px var(--_error); }
.token-select svg:last-child { transform: rotate(90deg); width: 14px; height: 14px; }
.send-card-bottom { display: flex; align-items: center; justify-content: space-between; gap: 8px; min-height: 24px; color: var(--_fg-2); font-size: 13px; font-weight: 500; font-variant-numeric: tabular-nums; }
.send-balance { display: inline-flex; align-items: center; gap: 6px; min-width: 0; }
.send-balance > span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.send-balance.over { color: var(--_error-text); }
.max {
  border: 0; border-radius: 6px; padding: 3px 7px; background: var(--_accent-soft); color: var(--_accent-text);
  font: inherit; font-size: 12px; font-weight: 700; cursor: pointer;
}
.max:disabled { opacity: 0.5; cursor: default; }
.send-arrow {
  position: relative; z-index: 1; width: 36px; height: 36px; margin: -8px auto; display: grid; place-items: center;
  border-radius: 12px; background: var(--_bg-2); color: var(--_fg-2); box-shadow: 0 0 0 4px var(--_bg);
}
.send-card.receiver { position: relative; gap: 6px; }
.send-label { color: var(--_fg-2); font-size: 13px; font-weight: 500; }
.send-receiver {
  width: 100%; resize: none; border: 0; outline: none; background: transparent; color: var(--_fg); padding: 0;
  font: 500 15px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; word-break: break-all;
}
.send-receiver::placeholder { color: var(--_fg-3); font-family: inherit; }
.paste { position: absolute; inset-inline-end: 12px; top: 10px; height: 28px !important; padding: 0 10px !important; font-size: 13px !important; }
.send-error { min-height: 20px; margin: 10px 2px 6px; display: flex; flex-direction: column; gap: 2px; font-size: 13px; line-height: 1.4; color: var(--_fg-2); }
.send-error strong { color: var(--_error-text); font-weight: 600; }
.send-resolved { display: flex; align-items: center; gap: 6px; min-height: 18px; color: var(--_fg-2); font-size: 12px; font-weight: 500; }
.send-resolved .address { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 11px; letter-spacing: -0.03em; color: var(--_fg); }
.send-resolved.resolved svg { flex: none; color: var(--_success); }
.send-resolved.failed { color: var(--_error-text); font-weight: 600; }
.primary.wide { width: 100%; }

.send-tokens { display: flex; flex-direction: column; gap: 10px; }
.send-tokens-head { display: flex; justify-content: space-between; margin: 4px 4px 0; font-variant-numeric: tabular-nums; }
.send-tokens .label { display: flex; flex-direction: column; gap: 2px; }
.send-token-name { overflow: hidden; text-overflow: ellipsis; }
.send-token-amount { color: var(--_fg-2); font-size: 13px; font-variant-numeric: tabular-nums; }
.send-tokens .trail { color: var(--_fg); font-variant-numeric: tabular-nums; }
.send-tokens-empty { margin: 24px 0; text-align: center; color: var(--_fg-2); font-size: 14px; }

.send-preview { display: flex; flex-direction: column; gap: 10px; padding-top: 4px; }
.preview-block { display: flex; flex-direction: column; gap: 6px; padding: 14px; border-radius: calc(var(--_r) * 5); background: var(--_bg-2); }
.preview-line { display: flex; align-items: center; justify-content: space-between; gap: 10px; }
.preview-amount { font-size: 24px; font-weight: 600; letter-spacing: -0.02em; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.preview-to { font: 600 18px/1.3 ui-monospace, SFMono-Regular, Menlo, monospace; }
.preview-to.name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-family: inherit; letter-spacing: -0.01em; }
.preview-sub { color: var(--_fg-2); font-size: 13px; font-weight: 500; }
.preview-details { margin: 2px 0 0; padding: 4px 14px; border-radius: calc(var(--_r) * 5); box-shadow: inset 0 0 0 1px var(--_border); }
.preview-details > div { display: flex; justify-content: space-between; align-items: center; min-height: 40px; gap: 8px; font-size: 14px; }
.preview-details > div + div { border-top: 1px solid var(--_border); }
.preview-details dt { color: var(--_fg-2); }
.preview-details dd { margin: 0; display: inline-flex; align-items: center; gap: 6px; font-weight: 500; font-variant-numeric: tabular-nums; }
/* What the fee includes besides the network's (a new token account's rent), on a line of its own under it. */
.preview-details > div:has(.preview-fee-note) { flex-wrap: wrap; row-gap: 2px; padding: 9px 0; }
.preview-details dd.preview-fee-note { display: block; flex-basis: 100%; text-align: end; font-size: 13px; }
.skeleton.short { width: 72px; }
.preview-warning {
  display: flex; gap: 8px; align-items: flex-start; margin: 0; padding: 10px 12px; border-radius: calc(var(--_r) * 3);
  background: var(--_error-tint); color: var(--_fg); font-size: 13px; line-height: 1.4;
}
.preview-warning svg { color: var(--_error); flex: none; margin-top: 1px; }
.preview-note { margin: 2px 4px; color: var(--_fg-3); font-size: 12px; text-align: center; }
.actions.two { display: grid; grid-template-columns: 1fr 1fr; margin-top: 4px; }
.send-loading { display: flex; flex-direction: column; gap: 10px; padding-top: 4px; }
.skeleton.block { width: 100%; height: 96px; border-radius: calc(var(--_r) * 5); }
.skeleton.wide-line { width: 100%; height: 44px; border-radius: 999px; margin-top: 24px; }
`
