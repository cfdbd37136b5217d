const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The local identity provider's sign-in form (no script, so a strict CSP holds). */
export function devLoginPage(options: { action: string; client: string; error?: string }): string {
  const error = options.error ? `<p role="alert">${escapeHtml(options.error)}</p>` : ''
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sign in – Airlock dev identity provider</title></head>
<body>
<main>
<h1>Sign in to continue to ${escapeHtml(options.client)}</h1>
<p>Airlock's local identity provider (development only). Test users: ada / ada-password, grace / grace-password.</p>
${error}
<form method="post" action="${escapeHtml(options.action)}">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" required autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>`
}
