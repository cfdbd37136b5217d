/** SIWXSignMessage CSS: the dapp's and the wallet's icons side by side, the text, the error and two buttons. */
export const siwxCss = `
.siwx-thumbnails { display: flex; justify-content: center; align-items: center; margin: 12px 0 4px; }
.siwx-thumbnails .siwx-thumb { width: 64px; height: 64px; border-radius: 50%; display: grid; place-items: center; overflow: hidden; background: var(--_bg-2); color: var(--_fg-2); box-shadow: 0 0 0 4px var(--_bg); font-size: 26px; font-weight: 600; }
.siwx-thumbnails .siwx-thumb + .siwx-thumb { margin-inline-start: -12px; }
.siwx-thumbnails .siwx-thumb img, .siwx-thumbnails .siwx-thumb .wallet-icon { width: 64px; height: 64px; border-radius: 50%; box-shadow: none; }
.siwx-error { margin: 4px 0 0; padding: 10px 12px; border-radius: calc(var(--_r) * 3); background: var(--_error-tint); color: var(--_error-text); font-size: 14px; line-height: 1.4; max-width: 300px; }
.siwx-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; width: 100%; margin-top: 12px; }
.siwx-skeleton { width: 100%; height: 250px; border-radius: calc(var(--_r) * 4); background: var(--_bg-2); }
`
