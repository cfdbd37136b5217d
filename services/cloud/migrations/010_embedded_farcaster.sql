-- Sign In With Farcaster for the embedded wallet (src/embedded/farcaster, docs/embedded-wallet.md "Farcaster").
-- A channel opened on the Farcaster auth relay for one login, by the SHA-256 of its channel token: what the
-- signed message must carry (nonce, domain) and who may trade it (project, device). Used once.
create table embedded_farcaster_channels (
  token_hash text primary key,
  project_id text not null references projects (id) on delete cascade,
  device_id text not null,
  -- The dapp page's origin: the sign-in message names its host as the domain.
  origin text not null,
  nonce text not null,
  domain text not null,
  expires_at timestamptz not null
);
