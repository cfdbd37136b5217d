// Where this deployment's devnet and Airlock cloud are, read by the page at run time (src/config.ts): the build
// stays the same in every environment. A deployment serves its own copy of this file; `vite` and `vite preview`
// answer it from the server's environment instead (vite.config.ts). Empty here: the defaults in src/config.ts.
window.__AIRLOCK_ENV__ = {}
