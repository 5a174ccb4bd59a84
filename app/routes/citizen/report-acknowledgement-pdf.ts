import { reportAcknowledgementPdfResponse } from "~/.server/reports/acknowledgement/report-acknowledgement-pdf";
import type { Route } from "./+types/report-acknowledgement-pdf";

/** /acknowledgement/:id/acknowledgement.pdf: the acknowledgement as a PDF, by the page's own rule. */
export function loader(args: Route.LoaderArgs) {
  return reportAcknowledgementPdfResponse(args);
}
