import { FONT_FAMILY } from '../shadow/font.ts'

/**
 * Theme tokens. Each internal `--_x` reads the public `--airlock-*` property first, so a dapp can theme the kit
 * from its own CSS (custom properties cross shadow boundaries) or through `themeVariables`.
 */
// Text colours meet WCAG AA (4.5:1) on bg and bg-2: fg-3 and error were darkened (light) and fg-3 lightened
// (dark) after the axe-core scan of the views (e2e/a11y.test.ts).
const light = {
  bg: '#ffffff',
  'bg-2': '#f3f4f6',
  'bg-3': '#e7e9ed',
  fg: '#15161a',
  'fg-2': '#5d636f',
  'fg-3': '#656b76',
  border: 'rgba(21, 22, 26, 0.08)',
  accent: '#3461f5',
  'accent-fg': '#ffffff',
  'accent-tint': 'rgba(52, 97, 245, 0.1)',
  // The accent as text: 4.5:1 on bg, bg-2 and the tint (accent.ts derives the same for an accentColor).
  'accent-text': '#335fee',
  success: '#1f9d5c',
  'success-tint': 'rgba(31, 157, 92, 0.12)',
  error: '#c9323a',
  'error-tint': 'rgba(201, 50, 58, 0.1)',
  warning: '#b7791f',
  'warning-tint': 'rgba(183, 121, 31, 0.12)',
  overlay: 'rgba(15, 16, 20, 0.42)',
  shadow: '0 24px 64px rgba(15, 16, 20, 0.18), 0 2px 8px rgba(15, 16, 20, 0.06)',
}

const dark: typeof light = {
  bg: '#18191d',
  'bg-2': '#232429',
  'bg-3': '#2e3036',
  fg: '#f2f3f5',
  'fg-2': '#a2a7b1',
  'fg-3': '#8a909b',
  border: 'rgba(255, 255, 255, 0.08)',
  accent: '#5b82ff',
  // White on this accent is 3.45:1; the dark ink is 5.6:1 (the accent stays bright enough as text on bg).
  'accent-fg': '#0b0d12',
  'accent-tint': 'rgba(91, 130, 255, 0.16)',
  'accent-text': '#678bfe',
  success: '#3ecf8e',
  'success-tint': 'rgba(62, 207, 142, 0.14)',
  error: '#ff6369',
  'error-tint': 'rgba(255, 99, 105, 0.14)',
  warning: '#f0b44c',
  'warning-tint': 'rgba(240, 180, 76, 0.14)',
  overlay: 'rgba(0, 0, 0, 0.6)',
  shadow: '0 24px 64px rgba(0, 0, 0, 0.5), 0 2px 8px rgba(0, 0, 0, 0.3)',
}

/** The default colour tokens of each mode; `--airlock-color-<name>` overrides one. */
export const themeColors = { light, dark } as const

export type ColorToken = keyof typeof light

// `--airlock-accent` is the accent's short name (apps/docs/pages/theming.md); `--airlock-color-accent` wins over it.
function colors(values: typeof light) {
  return Object.entries(values)
    .map(([name, value]) => {
      const fallback = name === 'accent' ? `var(--airlock-accent, ${value})` : value
      return `--_${name}: var(--airlock-color-${name}, ${fallback});`
    })
    .join('\n')
}

/*
 * Comments stay out of the CSS below: it ships as written in the page-load chunk.
 * - --_accent-soft is the background of accent text (tags, chips, pressed presets): an opaque light mix of the
 *   accent into bg, so accent-text (4.5:1 on bg and on the tint over bg, also for a dapp's accentColor) keeps
 *   4.5:1 wherever the chip sits; the see-through tint over a grey row (bg-2, bg-3 on hover) would go under.
 * - Reduced motion is one 1 ms run: an infinite animation at 1 ms a loop would flicker, so spinners stop as a
 *   still ring and skeletons as a still tint.
 */
export const tokensCss = `
:host {
  all: initial;
  ${colors(light)}
  --_font: var(--airlock-font-family, '${FONT_FAMILY}', Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  --_fs: var(--airlock-font-size-master, 10px);
  --_r: var(--airlock-border-radius-master, 4px);
  --_z: var(--airlock-z-index, 999);
  --_width: var(--airlock-modal-width, 360px);
  --_qr: var(--airlock-qr-color, #141414);
  --_accent-soft: color-mix(in srgb, var(--_accent) 7%, var(--_bg));
  font-family: var(--_font);
  font-size: calc(var(--_fs) * 1.4);
  color: var(--_fg);
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  font-feature-settings: 'tnum' 0, 'cv11' 1;
}
:host([data-theme='dark']) {
  ${colors(dark)}
  --_accent-soft: color-mix(in srgb, var(--_accent) 12%, var(--_bg));
}
*, *::before, *::after { box-sizing: border-box; }
button { font: inherit; color: inherit; }
:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 1ms !important; animation-iteration-count: 1 !important; transition-duration: 1ms !important;
  }
}
`
