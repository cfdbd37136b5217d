-- Sign in with X (issue 19, src/siwx, docs/siwx.md). A nonce is handed out for one sign-in message of one
-- project and used once: verifying the message deletes it. A session is what a verified message opens,
-- found by the SHA-256 of its bearer token (the token itself is never stored).
create table siwx_nonces (
  nonce text primary key,
  project_id text not null references projects (id) on delete cascade,
  expires_at timestamptz not null
);
create index siwx_nonces_expires on siwx_nonces (expires_at);

create table siwx_sessions (
  token_hash text primary key,
  project_id text not null references projects (id) on delete cascade,
  -- Lower-case 0x address; the CAIP-2 network the message named (eip155:<chainId>).
  address text not null,
  chain_id bigint not null,
  caip_network_id text not null,
  message text not null,
  signature text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index siwx_sessions_account on siwx_sessions (project_id, address, caip_network_id);
