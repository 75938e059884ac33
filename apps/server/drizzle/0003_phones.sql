CREATE TABLE "devices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owl_id" varchar(32) NOT NULL,
	"driver" varchar(24) NOT NULL,
	"status" smallint NOT NULL,
	"power_on" boolean DEFAULT true NOT NULL,
	"android_version" varchar(8) NOT NULL,
	"chip" varchar(24) NOT NULL,
	"orientation" smallint DEFAULT 0 NOT NULL,
	"dpi" integer DEFAULT 320 NOT NULL,
	"brand" varchar(32) NOT NULL,
	"model" varchar(64) NOT NULL,
	"serial_number" varchar(32) NOT NULL,
	"country" varchar(8) NOT NULL,
	"city" varchar(48) NOT NULL,
	"location" varchar(48) NOT NULL,
	"time_zone" varchar(48) NOT NULL,
	"language" varchar(16) NOT NULL,
	"backup_id" text,
	"version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_owl_id_unique" UNIQUE("owl_id")
);
--> statement-breakpoint
CREATE TABLE "new_machine_quota" (
	"member_id" bigint NOT NULL,
	"month" varchar(7) NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "new_machine_quota_member_id_month_pk" PRIMARY KEY("member_id","month")
);
--> statement-breakpoint
CREATE TABLE "phone_accredits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_accredits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"phone_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"grantee_id" bigint NOT NULL,
	"accredit_type" smallint NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"name" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_operations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_operations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"phone_id" bigint NOT NULL,
	"member_id" bigint,
	"kind" varchar(24) NOT NULL,
	"state" varchar(12) NOT NULL,
	"driver_op_id" text,
	"device_id" bigint,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phone_tag_links" (
	"tag_id" bigint NOT NULL,
	"phone_id" bigint NOT NULL,
	CONSTRAINT "phone_tag_links_tag_id_phone_id_pk" PRIMARY KEY("tag_id","phone_id")
);
--> statement-breakpoint
CREATE TABLE "phone_tags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"name" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phones" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"device_id" bigint NOT NULL,
	"alias" varchar(20) NOT NULL,
	"pad_type" smallint NOT NULL,
	"group_id" bigint,
	"proxy_id" bigint,
	"expire_time" timestamp with time zone NOT NULL,
	"recycled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_backups" (
	"id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_devices" (
	"ref" varchar(32) PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"fail_next" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ends_at" bigint
);
--> statement-breakpoint
CREATE TABLE "trial_grants" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"phone_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "new_machine_quota" ADD CONSTRAINT "new_machine_quota_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_accredits" ADD CONSTRAINT "phone_accredits_phone_id_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."phones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_accredits" ADD CONSTRAINT "phone_accredits_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_accredits" ADD CONSTRAINT "phone_accredits_grantee_id_members_id_fk" FOREIGN KEY ("grantee_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_groups" ADD CONSTRAINT "phone_groups_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_operations" ADD CONSTRAINT "phone_operations_phone_id_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."phones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_tag_links" ADD CONSTRAINT "phone_tag_links_tag_id_phone_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."phone_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_tag_links" ADD CONSTRAINT "phone_tag_links_phone_id_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."phones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_tags" ADD CONSTRAINT "phone_tags_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phones" ADD CONSTRAINT "phones_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phones" ADD CONSTRAINT "phones_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phones" ADD CONSTRAINT "phones_group_id_phone_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."phone_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_grants" ADD CONSTRAINT "trial_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_free_idx" ON "devices" USING btree ("android_version","chip","status");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_accredits_phone_grantee" ON "phone_accredits" USING btree ("phone_id","grantee_id");--> statement-breakpoint
CREATE INDEX "phone_accredits_grantee_idx" ON "phone_accredits" USING btree ("grantee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_groups_member_name" ON "phone_groups" USING btree ("member_id","name");--> statement-breakpoint
CREATE INDEX "phone_operations_phone_idx" ON "phone_operations" USING btree ("phone_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_operations_driver_op" ON "phone_operations" USING btree ("driver_op_id");--> statement-breakpoint
CREATE INDEX "phone_tag_links_phone_idx" ON "phone_tag_links" USING btree ("phone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_tags_member_name" ON "phone_tags" USING btree ("member_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "phones_device_unique" ON "phones" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "phones_member_expiry_idx" ON "phones" USING btree ("member_id","expire_time","id");--> statement-breakpoint
CREATE INDEX "phones_member_alias_idx" ON "phones" USING btree ("member_id","alias");--> statement-breakpoint
CREATE INDEX "phones_member_group_idx" ON "phones" USING btree ("member_id","group_id");--> statement-breakpoint
CREATE INDEX "phones_expiry_idx" ON "phones" USING btree ("expire_time") WHERE recycled_at is null;--> statement-breakpoint
CREATE INDEX "sim_devices_due_idx" ON "sim_devices" USING btree ("ends_at") WHERE ends_at is not null;