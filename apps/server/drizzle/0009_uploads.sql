CREATE TABLE "upload_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upload_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"record_id" bigint NOT NULL,
	"phone_id" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"files_done" smallint DEFAULT 0 NOT NULL,
	"message" varchar(64),
	"message_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"lease_token" varchar(36),
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "upload_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upload_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"file_ids" bigint[] NOT NULL,
	"target_dir" varchar(255) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploaded_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"name" varchar(255) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"apk" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"pushed_at" timestamp with time zone,
	CONSTRAINT "uploaded_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "upload_items" ADD CONSTRAINT "upload_items_record_id_upload_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."upload_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_items" ADD CONSTRAINT "upload_items_phone_id_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."phones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_records" ADD CONSTRAINT "upload_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_items_record_idx" ON "upload_items" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "upload_items_due_idx" ON "upload_items" USING btree ("status","lease_until");--> statement-breakpoint
CREATE INDEX "upload_records_member_idx" ON "upload_records" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "uploaded_files_member_idx" ON "uploaded_files" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_unpushed_idx" ON "uploaded_files" USING btree ("created_at") WHERE pushed_at is null;