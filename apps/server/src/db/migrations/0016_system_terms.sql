-- Business terms per system (what the company means by revenue, pipeline, big deals; display and hidden columns).
-- A jsonb column rather than a table of its own: the terms are always read with their system (every question builds
-- the engine's system from this row, so no second query), replaced as a whole list (the API's PUT and YAML import),
-- and go when the system goes. NULL means none saved yet: drafted at the next connect or refresh (the built-in Demo
-- Company reads its own); an empty list is a person's choice of no terms.
ALTER TABLE "systems" ADD COLUMN "terms" jsonb;
