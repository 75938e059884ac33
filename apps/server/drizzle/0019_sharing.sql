CREATE TABLE "member_paternity" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_paternity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"parent_id" bigint NOT NULL,
	"child_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"phone_id" bigint NOT NULL,
	"owl_id" varchar(64) NOT NULL,
	"action" varchar(16) NOT NULL,
	"actor_id" bigint NOT NULL,
	"grantee_id" bigint,
	"ip" varchar(64),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_paternity" ADD CONSTRAINT "member_paternity_parent_id_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_paternity" ADD CONSTRAINT "member_paternity_child_id_members_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_audit" ADD CONSTRAINT "phone_audit_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_audit" ADD CONSTRAINT "phone_audit_phone_id_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."phones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_audit" ADD CONSTRAINT "phone_audit_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_audit" ADD CONSTRAINT "phone_audit_grantee_id_members_id_fk" FOREIGN KEY ("grantee_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_paternity_child" ON "member_paternity" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "member_paternity_parent_idx" ON "member_paternity" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_audit_owner_idx" ON "phone_audit" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_audit_owner_phone_idx" ON "phone_audit" USING btree ("owner_id","phone_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_audit_created_idx" ON "phone_audit" USING btree ("created_at");