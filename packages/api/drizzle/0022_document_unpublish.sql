-- Documents staff take down without deleting: fans no longer see an unpublished document (nor download its
-- files), staff still do, and publishing it again brings back every version as it was.
ALTER TABLE "documents" ADD COLUMN "unpublished_at" timestamp with time zone;
