CREATE TABLE "popup_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "popup_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"content_type" smallint NOT NULL,
	"pop_frequency" smallint NOT NULL,
	"pop_priority" integer DEFAULT 0 NOT NULL,
	"msg_type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "popup_notices_listing_idx" ON "popup_notices" USING btree ("status","pop_priority");