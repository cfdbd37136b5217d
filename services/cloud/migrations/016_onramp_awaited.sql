-- Meld-type checkouts the kit announced before opening them (src/onramp/awaited.ts). The kit names such an
-- order itself and follows it at once, while the checkout page that creates it is still loading: an id found
-- here is an order on its way (the status call answers 'awaiting_checkout'), any other unknown id is a 404.
create table onramp_awaited (
  id text primary key,
  project_id text not null,
  provider text not null,
  created_at timestamptz not null default now()
);
create index onramp_awaited_created_at on onramp_awaited (created_at);
