import { networkIconCss } from '../components/networkIconStyles.ts'

/*
 * The address is first in the DOM (its accessible name reads it first); row-reverse shows the balance before it
 * in the reading direction (on its left in English, on its right in Arabic). Paddings are logical for the same
 * reason. Comments stay out of the CSS: it ships as written in the page-load chunk.
 */
export const connectButtonCss = `
:host { display: inline-block; vertical-align: middle; }
.button {
  display: inline-flex; align-items: center; gap: 8px;
  height: 40px; padding: 0 16px; border: 0; border-radius: 999px; cursor: pointer;
  background: var(--_accent); color: var(--_accent-fg);
  font-size: 15px; font-weight: 600; letter-spacing: -0.01em; white-space: nowrap;
  transition: transform 120ms ease, filter 120ms ease, background-color 120ms ease;
}
.button:hover { filter: brightness(1.06); }
.button:active { transform: scale(0.97); }
.button[aria-busy='true'] { cursor: progress; }
.account {
  display: inline-flex; flex-direction: row-reverse; align-items: center; gap: 2px; height: 40px; padding: 4px;
  border: 1px solid var(--_border); border-radius: 999px; cursor: pointer;
  background: var(--_bg); color: var(--_fg); box-shadow: 0 1px 2px rgba(0,0,0,0.04);
  transition: background-color 120ms ease, transform 120ms ease;
}
.account:hover { background: var(--_bg-2); }
.account:active { transform: scale(0.98); }
.balance { display: inline-flex; align-items: center; gap: 6px; padding-block: 0; padding-inline: 4px 8px; font-size: 14px; font-weight: 600; font-variant-numeric: tabular-nums; }
.address {
  display: inline-flex; align-items: center; gap: 6px; height: 30px; padding-block: 0; padding-inline: 4px 10px;
  border-radius: 999px; background: var(--_bg-2); font-size: 14px; font-weight: 600;
}
.avatar { display: inline-block; border-radius: 50%; flex: none; object-fit: cover; box-shadow: inset 0 0 0 1px rgba(0,0,0,0.06); }
${networkIconCss}.spinner { animation: spin 0.9s linear infinite; }
@keyframes spin { to { transform: rotate(360deg); } }
.unsupported { color: var(--_error); }
`
