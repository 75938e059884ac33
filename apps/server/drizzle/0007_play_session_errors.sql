CREATE TABLE "play_session_errors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "play_session_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"phone_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"code" varchar(64) NOT NULL,
	"detail" varchar(500),
	"user_agent" varchar(300),
	"ip" varchar(64),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "play_session_errors" ADD CONSTRAINT "play_session_errors_phone_id_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."phones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_session_errors" ADD CONSTRAINT "play_session_errors_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_session_errors_phone_idx" ON "play_session_errors" USING btree ("phone_id","created_at");