/** Every path no other route claims: a real 404 status with the bilingual page. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
