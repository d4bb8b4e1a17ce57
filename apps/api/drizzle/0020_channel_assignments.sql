CREATE TABLE "channel_assignments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date,
	CONSTRAINT "channel_assignments_days" CHECK ("channel_assignments"."to_day" is null or "channel_assignments"."to_day" > "channel_assignments"."from_day")
);
--> statement-breakpoint
ALTER TABLE "channel_assignments" ADD CONSTRAINT "channel_assignments_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_assignments" ADD CONSTRAINT "channel_assignments_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_assignments" ADD CONSTRAINT "channel_assignments_member_id_accounts_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_assignments_open_key" ON "channel_assignments" USING btree ("channel_id") WHERE "channel_assignments"."to_day" is null;--> statement-breakpoint
CREATE INDEX "channel_assignments_channel_idx" ON "channel_assignments" USING btree ("channel_id","from_day");--> statement-breakpoint
CREATE INDEX "channel_assignments_member_idx" ON "channel_assignments" USING btree ("member_id","channel_id");--> statement-breakpoint
-- The day an assignment changes (docs/decisions/105): the transaction's `studio.today` when the
-- application set it from its clock, else today in the channel's network's time zone.
CREATE FUNCTION channel_assignment_day(network bigint) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('studio.today', true), '')::date,
    (SELECT (now() AT TIME ZONE n.time_zone)::date FROM networks n WHERE n.id = network));
$$;--> statement-breakpoint
-- Every change of a channel's member, by whatever path (assign, unassign, a member deleted, a
-- channel created assigned): the open period closes on the day, and the new member's opens. A
-- channel's first member holds it from the start (its past not yet confirmed comes with it); a
-- period that would end the day it began is dropped.
CREATE FUNCTION channel_member_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  today date := channel_assignment_day(NEW.network_id);
  first boolean;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM channel_assignments
      WHERE channel_id = NEW.id AND to_day IS NULL AND from_day >= today;
    UPDATE channel_assignments SET to_day = today
      WHERE channel_id = NEW.id AND to_day IS NULL;
  END IF;
  IF NEW.assigned_member_id IS NOT NULL THEN
    first := NOT EXISTS (SELECT 1 FROM channel_assignments WHERE channel_id = NEW.id);
    INSERT INTO channel_assignments (network_id, channel_id, member_id, from_day)
      VALUES (NEW.network_id, NEW.id, NEW.assigned_member_id,
        CASE WHEN first THEN date '1970-01-01' ELSE today END);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER channels_member_added AFTER INSERT ON channels FOR EACH ROW
  WHEN (NEW.assigned_member_id IS NOT NULL) EXECUTE FUNCTION channel_member_changed();--> statement-breakpoint
CREATE TRIGGER channels_member_changed AFTER UPDATE ON channels FOR EACH ROW
  WHEN (OLD.assigned_member_id IS DISTINCT FROM NEW.assigned_member_id)
  EXECUTE FUNCTION channel_member_changed();--> statement-breakpoint
-- The members who hold channels now have held them from the start (no history was kept before).
INSERT INTO channel_assignments (network_id, channel_id, member_id, from_day)
  SELECT network_id, id, assigned_member_id, date '1970-01-01' FROM channels
  WHERE assigned_member_id IS NOT NULL;
