ALTER TABLE "notifications" ADD COLUMN "mail_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_account_id_idx" ON "notifications" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("account_id","id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_mail_pending_idx" ON "notifications" USING btree ("id") WHERE "notifications"."mail_pending";