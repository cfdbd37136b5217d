-- The kit retries a failed POST /e with the same eventId: keep each event once.
create unique index analytics_events_project_event on analytics_events (project_id, event_id);

-- Names (spec section 3 "Names store", section 7 profile calls): an off-chain registry whose entries are
-- signed by the address they point to. Identity answers an address's first registered name.
create table names (
  name text primary key,
  address text not null,
  -- Free-form profile attributes, e.g. {"avatar": "https://…"}.
  attributes jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index names_address_created on names (address, created_at);
