/** /get-help: which agency to call, in two or three questions. */
export default {
  title: "Who to call for help",
  intro: "Answer one or two questions and we will send you to the right place.",
  question: "What do you need help with?",
  suburban_question: "What happened on the suburban train or at the station?",
  start_again: "Start again",
  choices: {
    emergency: "Someone is in danger now",
    suburban: "A crime or lost property on a suburban train or at a station",
    lost_phone: "A lost or stolen mobile phone to block",
    cyber: "Cyber or UPI fraud: money taken online or by phone",
    amenities: "Train amenities, cleanliness or catering",
    long_distance: "Security on a long-distance train",
    suburban_crime: "A crime: theft, harassment, assault",
    suburban_lost: "I lost something",
  },
  answers: {
    emergency: {
      heading: "Call 112 now",
      text: "112 reaches the police, fire brigade and ambulance anywhere in India. On a suburban train or at a station you can also call the railway police helpline 1512.",
    },
    suburban_crime: {
      heading: "Tell the railway police",
      text: "The railway police handle crime on Mumbai's suburban trains and stations. Call 1512 at any time, make a complaint on this site, or ask for an FIR online.",
    },
    suburban_lost: {
      heading: "Report it to the railway police",
      text: "Report the lost item on this site: you get a reference number and an acknowledgement. Also look through the property found at railway police stations.",
    },
    lost_phone: {
      heading: "Block the phone through CEIR, and report it",
      text: "Report the lost phone here with its IMEI, then block it on every network through the Government of India's CEIR service (Sanchar Saathi), quoting your report's reference number.",
    },
    cyber: {
      heading: "Call 1930 at once",
      text: "For money taken online or by UPI, call the national cyber-crime helpline 1930 as soon as you can: the sooner you call, the better the chance of stopping the money. Then report it on the cyber-crime portal.",
    },
    amenities: {
      heading: "Use Rail Madad",
      text: "Indian Railways handles amenities, cleanliness and catering on trains and at stations through Rail Madad: call 139 or use its website.",
    },
    long_distance: {
      heading: "Call the RPF on 139",
      text: "Security on long-distance trains is the Railway Protection Force's work: call 139 (Rail Madad), which passes security calls to it.",
    },
  },
  actions: {
    call: "Call {{number}}",
    complaint: "Make a complaint",
    fir: "Ask for an FIR online",
    lost_report: "Report a lost item",
    found_property: "See found property",
    ceir: "Block a lost phone on CEIR (ceir.gov.in)",
    cybercrime: "Report on the cyber-crime portal (cybercrime.gov.in)",
    rail_madad: "Rail Madad website",
  },
} as const;
