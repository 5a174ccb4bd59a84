import { acknowledgementPdfResponse } from "~/.server/fir/fir-acknowledgement-pdf";
import type { Route } from "./+types/fir-acknowledgement-pdf";

/**
 * /fir-dashboard/requests/:reference/acknowledgement.pdf: the acknowledgement page as a PDF file,
 * for the signed-in citizen whose request it is (the same rule as the page).
 */
export function loader(args: Route.LoaderArgs) {
  return acknowledgementPdfResponse(args);
}
