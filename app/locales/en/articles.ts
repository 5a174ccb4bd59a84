// Strings of this area of the site; Marathi must mirror every key in ../mr/articles.ts.
export default {
  news: {
    title: "News",
    intro: "News from the Mumbai Railway Police, newest first.",
    list_label: "News articles",
    empty: "No news has been published yet.",
  },
  good_works: {
    title: "Good works",
    intro: "Help given to commuters and good work done by railway police officers, newest first.",
    list_label: "Good works",
    empty: "No good works have been published yet.",
  },
  page_title: "{{title}} (page {{page}} of {{last}})",
  view: {
    label: "Show as",
    cards: "Cards",
    timeline: "Timeline",
  },
  months_full: "January,February,March,April,May,June,July,August,September,October,November,December",
  month_year: "{{month}} {{year}}",
  published: "Published",
  article: {
    photos: "Photographs",
    photo_alt: "Photo {{number}} of {{total}}: {{title}}",
    attachment: "Read the attached document (PDF)",
  },
} as const;
