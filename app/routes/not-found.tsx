import { TEXT_PAGE } from "~/lib/page-handle";

/** Every path no other route claims: a real 404 status with the bilingual page. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

/** A text page: no React in the browser (app/lib/page-handle.ts). */
export const handle = TEXT_PAGE;

export default function NotFound() {
  return null;
}
