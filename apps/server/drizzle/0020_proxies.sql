CREATE TABLE "phone_labels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"phone_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"label" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proxies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proxies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	"protocol" varchar(8) NOT NULL,
	"host" varchar(15) NOT NULL,
	"port" integer NOT NULL,
	"account" varchar(64) NOT NULL,
	"credentials" text NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"remark" varchar(100) DEFAULT '' NOT NULL,
	"expire_time" timestamp with time zone,
	"outbound_ip" varchar(45),
	"country" varchar(64),
	"country_code" varchar(2),
	"region" varchar(64),
	"city" varchar(64),
	"time_zone" varchar(64),
	"longitude" double precision,
	"latitude" double precision,
	"detect_status" smallint DEFAULT 0 NOT NULL,
	"detect_error" varchar(64),
	"detect_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proxy_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proxy_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"name" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_labels" ADD CONSTRAINT "phone_labels_phone_id_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."phones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_labels" ADD CONSTRAINT "phone_labels_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxies" ADD CONSTRAINT "proxies_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxies" ADD CONSTRAINT "proxies_group_id_proxy_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."proxy_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_groups" ADD CONSTRAINT "proxy_groups_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_labels_phone_idx" ON "phone_labels" USING btree ("phone_id","created_at");--> statement-breakpoint
CREATE INDEX "proxies_member_idx" ON "proxies" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "proxies_member_group_idx" ON "proxies" USING btree ("member_id","group_id");--> statement-breakpoint
CREATE INDEX "proxies_member_fingerprint_idx" ON "proxies" USING btree ("member_id","fingerprint");--> statement-breakpoint
CREATE INDEX "proxies_detect_time_idx" ON "proxies" USING btree ("detect_time");--> statement-breakpoint
CREATE UNIQUE INDEX "proxy_groups_member_name" ON "proxy_groups" USING btree ("member_id","name");--> statement-breakpoint
ALTER TABLE "phones" ADD CONSTRAINT "phones_proxy_id_proxies_id_fk" FOREIGN KEY ("proxy_id") REFERENCES "public"."proxies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phones_proxy_idx" ON "phones" USING btree ("proxy_id") WHERE proxy_id is not null;--> statement-breakpoint
-- Phone rows show their proxy's host and detected country: a change to either must reach the cached
-- lists of everyone who sees a phone bound to it (unbinding needs nothing: it updates phones).
CREATE FUNCTION proxies_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_phone_lists(phone_list_readers(array(
    SELECT p.id FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN phones p ON p.proxy_id = n.id
    WHERE o.host IS DISTINCT FROM n.host OR o.country IS DISTINCT FROM n.country)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER proxies_updated AFTER UPDATE ON proxies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION proxies_changed();
