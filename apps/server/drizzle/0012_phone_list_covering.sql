-- The phone list's indexes (docs/phone-list-plans.md): one per sort, each covering every column a
-- filter reads (INCLUDE is written here by hand: drizzle-kit cannot express it).
DROP INDEX "phones_member_live_idx";--> statement-breakpoint
DROP INDEX "phones_member_live_created_idx";--> statement-breakpoint
DROP INDEX "phones_member_alias_idx";--> statement-breakpoint
ALTER TABLE "phones" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(owl_id) || ' ' || lower(alias)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "phones" ADD COLUMN "owl_upper" varchar(32) GENERATED ALWAYS AS (upper(owl_id)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "phone_accredits_owner_idx" ON "phone_accredits" USING btree ("owner_id","phone_id","expire_time");--> statement-breakpoint
CREATE INDEX "phones_list_expiry_idx" ON "phones" USING btree ("member_id","expire_time","id") INCLUDE ("search_text","owl_upper","alias","device_status","group_id") WHERE recycled_at is null;--> statement-breakpoint
CREATE INDEX "phones_list_name_idx" ON "phones" USING btree ("member_id","alias","id") INCLUDE ("search_text","owl_upper","device_status","group_id","expire_time") WHERE recycled_at is null;--> statement-breakpoint
CREATE INDEX "phones_list_created_idx" ON "phones" USING btree ("member_id","created_at","id") INCLUDE ("search_text","owl_upper","alias","device_status","group_id","expire_time") WHERE recycled_at is null;--> statement-breakpoint
CREATE INDEX "phones_list_status_idx" ON "phones" USING btree ("member_id","device_status","id") INCLUDE ("search_text","owl_upper","alias","group_id","expire_time") WHERE recycled_at is null;--> statement-breakpoint
CREATE INDEX "phones_list_owl_idx" ON "phones" USING btree ("member_id","owl_upper") WHERE recycled_at is null;