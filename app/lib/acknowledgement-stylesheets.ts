import ackStyles from "~/styles/pages/acknowledgement.css?url";
import citizenStyles from "~/styles/pages/citizen.css?url";
import firStyles from "~/styles/pages/fir.css?url";

/** The stylesheets of a printable acknowledgement: a report's and an FIR request's alike. */
export const acknowledgementStylesheets = () => [
  { rel: "stylesheet", href: citizenStyles },
  { rel: "stylesheet", href: firStyles },
  { rel: "stylesheet", href: ackStyles },
];
