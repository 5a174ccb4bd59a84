/**
 * Validates XML against the schemas in tests/fixtures/schemas with libxml2 (xmllint compiled to
 * WebAssembly, so no system package is needed): the same validator `xmllint --schema` runs.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";

const SCHEMA_DIR = path.resolve("tests/fixtures/schemas");
const schemaFile = (fileName: string) => ({
  fileName,
  contents: readFileSync(path.join(SCHEMA_DIR, fileName), "utf8"),
});

/** The schema's validation errors for `xml`, as "line N: message" (empty when it is valid). */
export async function schemaErrors(
  xml: string,
  schema: "sitemap-0.9.xsd" | "rss-2.0.xsd",
  imports: string[] = schema === "sitemap-0.9.xsd" ? ["xhtml-link.xsd"] : [],
): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: "document.xml", contents: xml },
    schema: schemaFile(schema),
    preload: imports.map(schemaFile),
    // A sitemap of every item in both languages is a few hundred kilobytes at most; allow 64 MiB.
    maxMemoryPages: 1024,
  });
  if (result.valid) return [];
  return result.errors.map((error) => `line ${error.loc?.lineNumber ?? "?"}: ${error.message}`);
}
