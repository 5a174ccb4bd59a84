/** Site search: the page at /search and the box in the header. */
const search = {
  title: "Search",
  results_title: "Search results for “{{query}}”",
  page_title: "Search results for “{{query}}”, page {{page}} of {{last}}",
  box_label: "Site search",
  label: "Search this website",
  error_title: "Error: Search",
  problems: {
    too_long: "Your search is too long. Use 200 characters or fewer: a few words are enough.",
    bad_page: "That page of results does not exist. Search again to start from the first page.",
  },
  submit: "Search",
  intro:
    "Search news, good works, press releases, tenders, recruitments, RTI documents, booklets, photo albums, police stations, found property and information pages, in English, Marathi or Hindi.",
  empty_query: "Type one or more words to search for. You can search in English, Marathi or Hindi.",
  no_results:
    "Nothing matched “{{query}}”. Check the spelling, try fewer or shorter words, or search in the other language.",
  count_one: "{{n}} result for “{{query}}”",
  count_other: "{{n}} results for “{{query}}”",
  results_label: "Search results",
  kinds: {
    news: "News",
    goodwork: "Good work",
    press_release: "Press release",
    tender: "Tender",
    recruitment: "Recruitment",
    rti: "RTI document",
    booklet: "Booklet",
    album: "Photo album",
    station: "Police station",
    page: "Information page",
    found_property: "Found property",
  },
  stations: {
    heading: "Police station for “{{query}}”",
    covers: "Covers the railway station {{stops}}",
    landline: "Landline",
  },
  best_bets: {
    heading: "Citizen services for “{{query}}”",
    kind: "Citizen service",
    services: {
      fir_request: {
        title: "FIR request online",
        description:
          "Sign in with your mobile number to ask for an FIR (First Information Report) to be registered, and follow your requests.",
      },
      status: {
        title: "Check the status of a report",
        description:
          "Use the reference number of your complaint, suggestion or lost and found report to see where it stands.",
      },
      complaint: {
        title: "Make a complaint",
        description:
          "Tell the railway police about a problem you faced on a train or at a station. A one-time code (OTP) sent to your mobile confirms it.",
      },
      suggestion: {
        title: "Send a suggestion",
        description: "Tell us how the railway police can make travel safer or serve you better.",
      },
      lost_and_found: {
        title: "Lost and found",
        description:
          "Report something you lost or found on a train or at a station, and see found property held by the railway police.",
      },
      get_help: {
        title: "Who to call for help",
        description:
          "Two or three questions that send you to the right place: the railway police, Rail Madad, the RPF, the cyber-crime helpline, CEIR to block a lost phone, or 112.",
      },
    },
  },
  no_other_results: "No other pages matched “{{query}}”.",
};
export default search;
