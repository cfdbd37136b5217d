-- Social login for the embedded wallet (src/embedded/social, docs/embedded-wallet.md "Social login"). A social
-- user is found by (provider, subject), never by email: linking accounts by an address another provider claims
-- would let that provider sign into someone else's wallet. So email stays null for social users (the unique
-- (project_id, email) of email users is untouched) and the provider's verified email is kept beside it.

alter table embedded_users alter column email drop not null;
alter table embedded_users add column social_provider text;
alter table embedded_users add column social_subject text;
alter table embedded_users add column social_email text;
alter table embedded_users add column user_name text;
create unique index embedded_users_social on embedded_users (project_id, social_provider, social_subject)
  where social_provider is not null;

-- An authorization request in flight (authorize → callback), by the SHA-256 of its state; used once.
create table embedded_social_states (
  state_hash text primary key,
  project_id text not null references projects (id) on delete cascade,
  provider text not null,
  -- PKCE: only the cloud knows it; the provider saw its S256 challenge.
  code_verifier text not null,
  nonce text not null,
  -- The dapp page's origin: where the callback page posts the result.
  origin text not null,
  device_id text not null,
  expires_at timestamptz not null
);

-- The single-use result of a callback (SHA-256 of the token), which the frame trades for a session.
create table embedded_social_results (
  token_hash text primary key,
  project_id text not null references projects (id) on delete cascade,
  user_id text not null references embedded_users (id) on delete cascade,
  provider text not null,
  device_id text not null,
  expires_at timestamptz not null
);
