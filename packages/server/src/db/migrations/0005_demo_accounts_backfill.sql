-- Accounts the demo sign-in made before users.is_demo existed are the ones keyed by demo_key
-- rather than by a Steam id. Their demo_role stays NULL (a player): which of their admin or
-- moderator flags the demo sign-in granted, and which anyone else set, cannot be told any more,
-- so a flagged one is no longer entered by demo sign-in (issue 12). name_skeleton is computed in
-- JavaScript (the confusables table): the server fills it in on start (backfillNameSkeletons).
UPDATE "users" SET "is_demo" = true WHERE "demo_key" IS NOT NULL AND "steam_id" IS NULL;
