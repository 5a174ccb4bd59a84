import { expect, test } from "vitest";
import { libpqTarget, pgDumpCommand } from "./postgres-database";

test("the password leaves the URL for PGPASSWORD, so it is on no command line", () => {
  const target = libpqTarget("postgres://railway:s3cret%21@db.internal:5432/website");
  expect(target.url).toBe("postgres://railway@db.internal:5432/website");
  expect(target.env).toEqual({ PGPASSWORD: "s3cret!" });
});

test("libpq's parameters are kept, percent-encoded; node-postgres' own are dropped or translated", () => {
  const target = libpqTarget(
    "postgres://u@h/db?options=-c%20search_path%3Dtenant&ssl=true&application_name=site&max=20",
  );
  expect(target.url).toBe("postgres://u@h/db?options=-c%20search_path%3Dtenant&application_name=site&sslmode=require");
  expect(target.env).toEqual({});
});

test("the pg_dump command printed for the operator has no password in it", () => {
  const command = pgDumpCommand("postgres://railway:s3cret@db/website", "public", "/backups/backup-1/database.pgdump");
  expect(command).toBe(
    "pg_dump --format=custom --schema=public --file=/backups/backup-1/database.pgdump postgres://railway@db/website",
  );
  expect(command).not.toContain("s3cret");
});
