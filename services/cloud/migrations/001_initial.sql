-- Projects: who may call the cloud, from which origins, with which remote features.
create table projects (
  id text primary key,
  name text not null,
  -- Origin patterns such as "https://*.example.com" or "http://localhost:*".
  allowed_origins jsonb not null default '[]'::jsonb,
  -- Remote feature overrides; keys left out take the defaults of spec section 1.
  features jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One row per project-scoped API call: usage per project and per SDK type/version.
create table api_calls (
  id bigserial primary key,
  project_id text not null references projects (id) on delete cascade,
  -- The route pattern (e.g. /v1/account/:address/balance), never the raw URL with addresses in it.
  path text not null,
  st text,
  sv text,
  created_at timestamptz not null default now()
);
create index api_calls_project_created on api_calls (project_id, created_at);

-- Analytics events as the kit sends them (POST /e).
create table analytics_events (
  id bigserial primary key,
  project_id text not null references projects (id) on delete cascade,
  event_id text not null,
  event jsonb not null,
  created_at timestamptz not null default now()
);
create index analytics_events_project_created on analytics_events (project_id, created_at);
