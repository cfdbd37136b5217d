-- The wallet registry (spec section 3, "Wallet listing"), synced from registry/wallets.json at each start.
create table wallets (
  id text primary key,
  image_id text not null,
  name text not null,
  -- EIP-6963 reverse-DNS id (io.metamask), null when the wallet announces none.
  rdns text,
  -- CAIP-2 chain ids as a JSON array of strings; the GIN index serves the "supports any of" filter (?|).
  chains jsonb not null default '[]'::jsonb,
  mobile_link text,
  desktop_link text,
  webapp_link text,
  homepage text,
  badge_type text not null default 'none' check (badge_type in ('none', 'certified')),
  -- Position in the modal's list, lowest first; id breaks ties so pages never overlap.
  rank integer not null,
  updated_at timestamptz not null default now()
);
create index wallets_rank on wallets (rank, id);
create index wallets_image_id on wallets (image_id);
create index wallets_chains on wallets using gin (chains);
