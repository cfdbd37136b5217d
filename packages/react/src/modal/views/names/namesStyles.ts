/** RegisterAccountName and RegisterAccountNameSuccess; adopted by the names chunk. Theme variables only. */
export const namesCss = `
.names { display: flex; flex-direction: column; padding-top: 4px; }
.names-intro { margin: 0 4px 14px; color: var(--_fg-2); font-size: 14px; line-height: 1.45; }
.names-field {
  display: flex; align-items: center; gap: 8px; height: 56px; padding: 0 14px; border-radius: calc(var(--_r) * 5);
  background: var(--_bg-2); box-shadow: inset 0 0 0 1px transparent; transition: box-shadow 120ms ease;
}
.names-field:focus-within { box-shadow: inset 0 0 0 1.5px var(--_accent); }
.names-field.invalid { box-shadow: inset 0 0 0 1.5px var(--_error); }
.names-field.ok { box-shadow: inset 0 0 0 1.5px var(--_success); }
/* The input is as wide as its text (or placeholder), so the suffix follows what is typed. */
.names-field input {
  flex: 0 1 auto; min-width: 1ch; field-sizing: content; border: 0; outline: none; background: transparent;
  color: var(--_fg); padding: 0; font: inherit; font-size: 17px; font-weight: 600; letter-spacing: -0.01em;
}
.names-field input::placeholder { color: var(--_fg-3); font-weight: 500; }
.names-field input:disabled { color: var(--_fg-2); }
.names-suffix { flex: 0 1 auto; min-width: 0; margin-inline-start: -8px; color: var(--_fg-2); font-size: 17px; font-weight: 500; letter-spacing: -0.01em; white-space: nowrap; }
.names-state { flex: none; margin-inline-start: auto; width: 18px; height: 18px; display: grid; place-items: center; color: var(--_success); }
.names-message { min-height: 20px; margin: 8px 4px 4px; font-size: 13px; font-weight: 500; line-height: 1.4; color: var(--_fg-2); }
.names-message .error { color: var(--_error-text); font-weight: 600; }
.names-message .ok { display: inline-flex; align-items: center; gap: 4px; color: var(--_fg); font-weight: 600; }
.names-message .ok svg { color: var(--_success); }
.names-suggestions { display: flex; flex-direction: column; gap: 8px; margin: 8px 0 4px; }
.names-suggestions .section-label { margin: 0 4px; }
.names-chips { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.names-chip {
  height: 32px; padding: 0 12px; border: 0; border-radius: 999px; background: var(--_accent-soft); color: var(--_accent-text);
  font: inherit; font-size: 13px; font-weight: 600; cursor: pointer; max-width: 100%; overflow: hidden; text-overflow: ellipsis;
}
.names-chip:hover { background: var(--_accent); color: var(--_accent-fg); }
.names-chip:focus-visible { outline: 2px solid var(--_accent); outline-offset: 1px; }
.names .primary.wide { margin-top: 16px; }
.names-success .names-badge { position: relative; }
.names-success .names-badge .check {
  position: absolute; inset-inline-end: -2px; bottom: -2px; width: 26px; height: 26px; border-radius: 50%; display: grid; place-items: center;
  background: var(--_success); color: #fff; border: 3px solid var(--_bg);
}
.names-success h2 { overflow-wrap: anywhere; }
.names-success .primary.wide { margin-top: 12px; }
`
