-- An account locked by too many failed sign-ins (any spelling of its name), until this time or until a staff admin lifts it.
ALTER TABLE "user" ADD COLUMN "sign_in_locked_until" timestamp with time zone;
