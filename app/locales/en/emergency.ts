/**
 * Emergency help: the home page's first screen and the national helplines. These
 * strings are rendered on the server and reach a page the browser renders as loader data
 * (app/.server/i18n/emergency-help.ts); they are not among the site strings every page's script
 * downloads (app/entry.client.tsx), so `t("emergency…")` finds nothing in the browser.
 */
export default {
  first_screen: {
    heading: "Need help?",
    railway: "Railway police helpline",
    emergency: "Police, fire, ambulance",
    complaint: "Make a complaint",
    lost_and_found: "Lost and found",
    find_station: "Find a police station",
    status: "Check a report's status",
    fir: "FIR request",
    get_help: "Not sure whom to call?",
    all_helplines: "All helplines",
  },
  national: {
    heading: "National helplines",
    emergency: {
      name: "Emergency: police, fire, ambulance",
      when: "Call when someone is in danger or hurt, or a crime is happening now.",
    },
    rail_madad: {
      name: "Rail Madad: railway help and complaints",
      when: "Call for a problem on a train or at a station: security, medical help, cleanliness, your ticket or seat.",
    },
    women: {
      name: "Women's helpline",
      when: "Call when a woman faces harassment, stalking, threats or violence, on a train or anywhere.",
    },
    childline: {
      name: "Childline",
      when: "Call for a child who is alone, lost, working or in danger, or who needs care.",
    },
    cyber: {
      name: "Cyber fraud",
      when: "Call at once if money was taken from you online: money reported in the first hours can often be stopped.",
    },
  },
} as const;
