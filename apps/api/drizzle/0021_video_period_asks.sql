CREATE TABLE "video_period_asks" (
	"account_id" bigint NOT NULL,
	"range_start" date NOT NULL,
	"range_end" date NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_period_asks_account_id_range_start_range_end_pk" PRIMARY KEY("account_id","range_start","range_end")
);
--> statement-breakpoint
ALTER TABLE "video_period_asks" ADD CONSTRAINT "video_period_asks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;