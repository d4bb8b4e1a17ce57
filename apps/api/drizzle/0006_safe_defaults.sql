CREATE UNIQUE INDEX "networks_one_default_key" ON "networks" USING btree ("is_default") WHERE "networks"."is_default";--> statement-breakpoint
-- Codes and tokens are never readable after they are sent (docs/decisions/032): scrub mail already
-- delivered through SMTP or given up on; only mail captured for the demo's /dev/mail keeps its text.
UPDATE "mail_outbox" SET "code" = NULL, "text" = '', "html" = '' WHERE "status" IN ('sent', 'failed');
