-- The embedded wallet's backend (src/embedded/auth, docs/embedded-wallet.md): users by email per project,
-- their wallet (address and two encrypted key shares), the devices that hold the third share, one-time codes,
-- device approvals and sessions. Codes and tokens are kept hashed; shares encrypted under keys derived from
-- EMBEDDED_WALLET_SECRET, which is never stored here.

create table embedded_users (
  id text primary key,
  project_id text not null references projects (id) on delete cascade,
  -- Lower case.
  email text not null,
  created_at timestamptz not null default now(),
  unique (project_id, email)
);

-- Once per user: the frame creates the key, splits it and stores two of the three shares here.
create table embedded_wallets (
  user_id text primary key references embedded_users (id) on delete cascade,
  -- 0x and 40 hex digits, lower case.
  address text not null,
  -- AES-256-GCM, `v1.<iv>.<ciphertext>` (src/embedded/auth/shareCipher.ts), each under its own key.
  auth_share text not null,
  recovery_share text not null,
  created_at timestamptz not null default now()
);

-- Browsers (the frame's deviceId) holding a share of the user's key: the auth share alone is released to them.
create table embedded_devices (
  user_id text not null references embedded_users (id) on delete cascade,
  device_id text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, device_id)
);

-- One-time codes. purpose: 'login' (email/start), 'update_primary' (to the current email) and
-- 'update_secondary' (to the new one). consumed_at: used, or replaced by a newer code for the same purpose.
create table embedded_codes (
  id text primary key,
  project_id text not null references projects (id) on delete cascade,
  email text not null,
  purpose text not null check (purpose in ('login', 'update_primary', 'update_secondary')),
  -- HMAC-SHA256 under a key derived from EMBEDDED_WALLET_SECRET.
  code_hash text not null,
  device_id text,
  user_id text references embedded_users (id) on delete cascade,
  new_email text,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz
);
-- The cooldown and the current code: the newest row per (project, email).
create index embedded_codes_email on embedded_codes (project_id, email, created_at desc);

-- The device-approval link of a VERIFY_DEVICE mail (token kept as SHA-256).
create table embedded_device_approvals (
  token_hash text primary key,
  project_id text not null references projects (id) on delete cascade,
  email text not null,
  device_id text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  approved_at timestamptz
);
create index embedded_device_approvals_device on embedded_device_approvals (project_id, email, device_id);

-- Bearer sessions of the frame (token kept as SHA-256).
create table embedded_sessions (
  token_hash text primary key,
  project_id text not null references projects (id) on delete cascade,
  user_id text not null references embedded_users (id) on delete cascade,
  device_id text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index embedded_sessions_user on embedded_sessions (user_id);
