-- A photo staff send is stored as copies (AVIF, WebP and JPEG in a few widths, uploads/photo-copies.ts), each an
-- uploaded_files row of its own with its own uuid (the file store's key) and size. The widest JPEG is the
-- photo's main file; every other copy points at it, so a photo's copies are one indexed lookup and go with it.
ALTER TABLE "uploaded_files" ADD COLUMN "original_file_id" uuid;
--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_original_file_id_uploaded_files_id_fk" FOREIGN KEY ("original_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "width" integer;
--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "height" integer;
--> statement-breakpoint
CREATE INDEX "uploaded_files_original" ON "uploaded_files" USING btree ("original_file_id");
