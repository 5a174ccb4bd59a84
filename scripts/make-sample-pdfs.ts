/**
 * Writes the sample documents bundled in public/documents (run: npx tsx scripts/make-sample-pdfs.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { makePdf } from "../app/.server/db/seed/sample-pdf";

const SAMPLES: Record<string, string[]> = {
  "commuter-rules-sample.pdf": [
    "Rules for suburban train commuters (SAMPLE DOCUMENT)",
    "1. Do not travel on the footboard or hang from the doors of a moving train.",
    "2. Do not cross the railway tracks; use foot overbridges and subways.",
    "3. Keep your luggage with you at all times and report unattended objects.",
    "4. For help during your journey, call the railway police helpline 1512.",
    "",
    "This is a sample document for the demonstration site.",
  ],
};
for (const place of ["Palghar", "Panvel", "Kalyan"]) {
  SAMPLES[`info-commissioner-order-${place.toLowerCase()}.pdf`] = [
    `Information Commissioner order - ${place} (SAMPLE DOCUMENT)`,
    `This is a placeholder for the real Information Commissioner order for ${place}.`,
    "It contains no official content and is to be replaced by the force",
    "with the actual order before the site goes live.",
  ];
}

const outDir = fileURLToPath(new URL("../public/documents/", import.meta.url));
mkdirSync(outDir, { recursive: true });
for (const [name, lines] of Object.entries(SAMPLES)) {
  const pdf = makePdf(lines);
  writeFileSync(outDir + name, pdf);
  console.log(`wrote public/documents/${name} (${pdf.length} bytes)`);
}
