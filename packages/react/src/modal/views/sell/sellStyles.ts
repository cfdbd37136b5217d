/**
 * The Sell views' own pieces; the cards, quote details, steps and messages are shared with Buy (ramp/rampStyles.ts),
 * adopted beside these. Theme variables only.
 */
export const sellCss = `
.sell-card-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.sell-select { min-width: 0; max-width: 75%; text-overflow: ellipsis; height: 32px; padding: 0 8px; border: 0; border-radius: calc(var(--_r) * 4); background: var(--_bg); color: var(--_fg); font: inherit; font-size: 14px; font-weight: 600; box-shadow: 0 0 0 1px var(--_border); }
.sell-select:focus-visible, .sell-input:focus-visible, .sell-max:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
.sell-balance { display: flex; align-items: center; justify-content: space-between; gap: 8px; color: var(--_fg-2); font-size: 13px; }
.sell-max { border: 0; border-radius: 999px; padding: 3px 10px; background: var(--_accent-soft); color: var(--_accent-text); font: inherit; font-size: 12px; font-weight: 700; cursor: pointer; }
.sell-max:disabled { opacity: 0.5; cursor: not-allowed; }
.sell-field { display: flex; flex-direction: column; gap: 4px; }
.sell-field label { margin: 0 4px; color: var(--_fg-2); font-size: 13px; font-weight: 500; }
.sell-input { height: 44px; padding: 0 12px; border: 0; border-radius: calc(var(--_r) * 4); background: var(--_bg-2); color: var(--_fg); font: inherit; font-size: 15px; }
.sell-input[aria-invalid="true"] { box-shadow: inset 0 0 0 1.5px var(--_error); }
.sell-field-error { margin: 0 4px; min-height: 16px; color: var(--_error-text); font-size: 12px; }
.sell-summary { margin: 0 4px 6px; font-size: 15px; font-weight: 600; }
`
