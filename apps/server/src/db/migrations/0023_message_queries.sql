-- The statements an answer ran, one per system (SQL with its values written in, an OData URL, SOQL or an API
-- request), shown under the answer as "Query" for reading and copying.
ALTER TABLE "messages" ADD COLUMN "queries" jsonb;
