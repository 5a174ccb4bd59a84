/**
 * The last step of `npm run build`: writes the pages nginx shows when no instance answers
 * (server/unavailable-pages.ts) into <build>/client/, beside the site's public files.
 * Usage: tsx scripts/write-unavailable-pages.ts [build folder, default build]
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { unavailablePages } from "../server/unavailable-pages";

const clientDir = path.resolve(process.argv[2] || "build", "client");
const pages = unavailablePages();
for (const [name, content] of Object.entries(pages)) writeFileSync(path.join(clientDir, name), content);
console.log(`unavailable pages: ${Object.keys(pages).join(", ")} written in ${clientDir}`);
