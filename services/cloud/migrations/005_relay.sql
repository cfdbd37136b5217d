-- WalletConnect-compatible relay (WIRE.md section 3): every published message is kept for its ttl, so a
-- subscriber that comes later (or after a cloud restart) still gets it.
create table relay_messages (
  id bigserial primary key,
  topic text not null,
  -- The envelope text as published (opaque to the relay).
  message text not null,
  -- sha256 hex of message: a client re-publishing after a timeout stores (and delivers) it once.
  message_hash text not null,
  tag bigint not null,
  attestation text,
  -- did:key of the publishing client (JWT iss): never delivered back to it.
  publisher text not null,
  -- Milliseconds since the epoch, as pushed to clients.
  published_at bigint not null,
  expires_at bigint not null
);
create unique index relay_messages_topic_hash on relay_messages (topic, message_hash);
create index relay_messages_topic_published on relay_messages (topic, published_at, id);
create index relay_messages_expires on relay_messages (expires_at);

-- Which client (did:key) acknowledged which message: not pushed to it again on the next subscribe.
create table relay_deliveries (
  message_id bigint not null references relay_messages (id) on delete cascade,
  client_id text not null,
  primary key (message_id, client_id)
);
