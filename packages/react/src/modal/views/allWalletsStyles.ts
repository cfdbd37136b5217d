/**
 * All Wallets CSS. The grid's geometry is fixed so the virtualiser can compute rows: each tile is 96 px high
 * with an 8 px gap (WALLET_ROW_HEIGHT = 104). Column count and the padding standing in for rows not rendered
 * come in as custom properties set through the CSSOM.
 */
export const allWalletsCss = `
.all-wallets { display: flex; flex-direction: column; gap: 12px; }
.search-field {
  position: relative; display: flex; align-items: center; height: 40px; flex: none;
  border-radius: calc(var(--_r) * 3); background: var(--_bg-2); color: var(--_fg-3);
  box-shadow: inset 0 0 0 1px var(--_border); transition: box-shadow 120ms ease;
}
.search-field:focus-within { box-shadow: inset 0 0 0 2px var(--_accent); background: var(--_bg); }
.search-icon { display: grid; place-items: center; width: 36px; flex: none; }
.search-input {
  flex: 1; min-width: 0; height: 100%; padding-block: 0; padding-inline: 0 36px; border: 0; background: transparent;
  font: inherit; font-size: 15px; font-weight: 500; color: var(--_fg);
}
.search-input::placeholder { color: var(--_fg-3); }
/* The field's inset ring is the focus indicator (an outline would be clipped at the view's top edge). */
.search-input:focus, .search-input:focus-visible { outline: none; }
.search-input::-webkit-search-cancel-button { display: none; }
.search-spinner { position: absolute; inset-inline-end: 10px; top: 0; bottom: 0; display: grid; place-items: center; color: var(--_accent); }

/* The grid and the empty state take the same height, so the modal does not jump while the visitor types. */
.grid-scroller, .wallets-empty { height: min(424px, calc(100vh - 220px)); margin-bottom: -16px; }
.grid-scroller {
  overflow-y: auto; overscroll-behavior: contain; margin: 0 -16px -16px; padding: 0 16px 16px; scrollbar-width: thin;
}
.wallet-grid {
  display: grid; grid-template-columns: repeat(var(--grid-columns, 4), minmax(0, 1fr)); grid-auto-rows: 96px;
  gap: 8px; margin: 0; padding: var(--pad-top, 0px) 0 var(--pad-bottom, 0px); list-style: none;
}
.grid-cell { min-width: 0; }
.grid-sentinel { height: 1px; }
.wallet-tile {
  position: relative; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 6px;
  width: 100%; height: 96px; padding: 8px 4px 6px; border: 0; border-radius: calc(var(--_r) * 4);
  background: var(--_bg-2); color: var(--_fg); cursor: pointer; text-align: center;
  transition: background-color 120ms ease, transform 120ms ease;
}
.wallet-tile:hover { background: var(--_bg-3); }
.wallet-tile:active { transform: scale(0.97); }
.wallet-tile .wallet-icon { width: 52px; height: 52px; border-radius: calc(var(--_r) * 4); }
.tile-name {
  max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  font-size: 12px; font-weight: 500; line-height: 16px; letter-spacing: -0.01em;
}
.tile-tag {
  position: absolute; top: 50px; left: 50%; transform: translateX(-50%); padding: 1px 5px; border-radius: 5px;
  font-size: 9px; font-weight: 700; line-height: 12px; text-transform: uppercase; letter-spacing: 0.04em;
  background: var(--_accent); color: var(--_accent-fg); box-shadow: 0 0 0 2px var(--_bg-2); white-space: nowrap;
}
.wallet-tile:hover .tile-tag { box-shadow: 0 0 0 2px var(--_bg-3); }
.wallet-tile.placeholder { cursor: default; }
.wallet-tile.placeholder:active { transform: none; }
/*
 * Placeholders pulse in opacity, which the compositor animates without repainting: a moving gradient would
 * repaint every frame, and repaints cost whole frames on software rendering.
 */
.tile-skeleton { display: block; background: var(--_bg-3); animation: tile-pulse 900ms ease-in-out infinite alternate; will-change: opacity; }
@keyframes tile-pulse { from { opacity: 1; } to { opacity: 0.45; } }
.tile-icon-skeleton { width: 52px; height: 52px; border-radius: calc(var(--_r) * 4); }
.tile-name-skeleton { width: 48px; height: 10px; border-radius: 4px; }
.wallets-empty { justify-content: center; padding: 0 8px 48px; }
.wallets-empty p { color: var(--_fg-2); font-size: 15px; font-weight: 500; }
.all-wallets-row .tag { font-variant-numeric: tabular-nums; }
`
