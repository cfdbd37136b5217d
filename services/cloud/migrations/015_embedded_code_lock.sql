-- Wrong email codes per address (a project's email), over every code sent to it. A code used to count its own
-- wrong tries only, so asking for a new code bought five more guesses. After every fifth wrong code the address
-- is locked until locked_until, twice as long each time; a right code deletes its row. Kept in the database so
-- that every instance sees the same count and a restart does not clear it. (embedded_codes.attempts, the old
-- count per code, is no longer read.)
create table embedded_code_failures (
  project_id text not null references projects (id) on delete cascade,
  email text not null,
  failures integer not null,
  locked_until timestamptz,
  -- The last wrong code: an address quiet for a week is forgotten (purge.ts).
  updated_at timestamptz not null default now(),
  primary key (project_id, email)
);
create index embedded_code_failures_updated on embedded_code_failures (updated_at);
