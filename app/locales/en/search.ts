/** Site search (issue 9): the page at /search and the box in the header. */
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
    "Search news, good works, press releases, tenders, recruitments, RTI documents, booklets, photo albums, police stations and information pages, in English or Marathi.",
  empty_query: "Type one or more words to search for. You can search in English or in Marathi.",
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
  },
};
export default search;
