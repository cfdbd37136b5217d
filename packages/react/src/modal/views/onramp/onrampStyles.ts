/**
 * The Buy views' own rules: providers, amount presets and output, token and currency lists, the purchase's
 * status icon. The pieces Sell shows too (cards, quote rows, steps) are ramp/rampStyles.ts, adopted beside
 * these by the on-ramp chunk itself (useChunkStyles); the amount fields reuse the send form's cards. Theme
 * variables only.
 */
export const onrampCss = `
.buy-loading { display: flex; flex-direction: column; gap: 10px; }
.buy-providers .label { display: flex; flex-direction: column; gap: 2px; }
.buy-provider-name { display: inline-flex; align-items: center; gap: 6px; font-weight: 600; }
.buy-provider-sub { color: var(--_fg-2); font-size: 13px; }
.buy-badge { border-radius: 999px; padding: 2px 7px; background: var(--_accent-soft); color: var(--_accent-text); font-size: 11px; font-weight: 700; letter-spacing: 0.02em; text-transform: uppercase; }
.buy-logo { width: 40px; height: 40px; flex: none; display: grid; place-items: center; border-radius: 12px; background: var(--_accent); color: var(--_accent-fg); font-weight: 700; font-size: 18px; }
.buy-logo[data-tint="1"] { background: #7c5cff; }
.buy-presets { display: flex; gap: 6px; margin: 0; padding: 0; border: 0; min-width: 0; }
.buy-presets button {
  flex: 1; height: 34px; border: 0; border-radius: 999px; background: var(--_bg-2); color: var(--_fg);
  font: inherit; font-size: 14px; font-weight: 600; cursor: pointer; font-variant-numeric: tabular-nums;
}
.buy-presets button[aria-pressed="true"] { background: var(--_accent-soft); color: var(--_accent-text); }
.buy-presets button:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
.buy-output { flex: 1; min-width: 0; font-size: 28px; font-weight: 600; letter-spacing: -0.03em; font-variant-numeric: tabular-nums; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--_fg); }
.buy-output.empty { color: var(--_fg-3); }
.buy-output .skeleton { display: block; width: 60%; height: 32px; border-radius: 10px; }
.buy-estimate { color: var(--_fg-2); }
.buy-list .label { display: flex; flex-direction: column; gap: 2px; }
.buy-list .trail { color: var(--_fg-2); font-size: 13px; }
.buy-status-icon { position: relative; width: 84px; height: 84px; display: grid; place-items: center; color: var(--_accent); }
.buy-status-icon .ring { position: absolute; inset: 0; width: 100%; height: 100%; }
.buy-status-icon .buy-logo { width: 56px; height: 56px; border-radius: 18px; font-size: 24px; }
.buy-status-icon.done { color: var(--_success); }
.buy-status-icon.failed { color: var(--_error); }
.buy-status-mark { width: 64px; height: 64px; border-radius: 50%; display: grid; place-items: center; background: var(--_success-tint); }
.buy-status-icon.failed .buy-status-mark { background: color-mix(in srgb, var(--_error) 14%, transparent); }
`
