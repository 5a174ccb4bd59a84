export default {
  citizen_corner: {
    title: "Citizen corner",
    suggestions: "Send a suggestion",
    complaints: "Make a complaint",
    lost_and_found: "Lost and found",
    fir_request: "File an FIR request online",
    fir_status: "FIR status",
    missing_persons: "Missing persons",
    dar: "Accidental death reports (DAR)",
    info_commissioner: "Information commissioner orders",
  },
  contact: {
    title: "Contact us",
    commissioner_office: "Commissioner's office",
    dcp_acp: "DCP and ACP offices",
    all_stations: "All police stations",
    incharges: "Police station in-charges",
  },
  useful_links: {
    title: "Useful links",
    fir_status: "FIR status (Maharashtra Police citizen portal)",
    missing_persons: "Missing persons (Maharashtra Police citizen portal)",
  },
  train_services: {
    title: "Train services",
    indian_railways: "Indian Railways passenger information",
    irctc: "IRCTC ticket booking",
    ntes: "Train running status (NTES)",
  },
  info_commissioner: {
    title: "Information commissioner orders",
    palghar: "Palghar order (sample PDF)",
    panvel: "Panvel order (sample PDF)",
    kalyan: "Kalyan order (sample PDF)",
  },
  close_link: "Close and return to the home page",
} as const;
