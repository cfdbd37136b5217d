/** NetworkIcon's CSS, for every shadow root that shows one (the button and the modal). */
export const networkIconCss = `
.network-icon { display: inline-grid; place-items: center; border-radius: 50%; flex: none; font-weight: 700; }
.network-icon[data-initial]::before { content: attr(data-initial); }
`
