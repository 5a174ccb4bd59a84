// Strings of this area of the site; Marathi must mirror every key in ../mr/documents.ts.
export default {
  view: "View",
  pdf_new_tab: "(PDF, opens in a new tab)",
  date_column: "Date",
  view_column: "View",
  caption: "{{title}}, page {{page}} of {{last}}",
  page_title: "{{title}} (page {{page}} of {{last}})",
  press_releases: {
    title: "Press releases",
    intro: "Press releases issued by the Mumbai Railway Police, newest first. Each one opens as a PDF in a new tab.",
    title_column: "Title",
    empty: "No press releases uploaded until now",
  },
  tenders: {
    title: "Tenders",
    intro:
      "Tender notices of the Mumbai Railway Police, most recently updated first. Each one opens as a PDF in a new tab.",
    title_column: "Tenders",
    empty: "No tenders uploaded until now",
  },
  recruitments: {
    title: "Recruitments",
    intro: "Recruitment notices, schedules and results, newest first. Each one opens as a PDF in a new tab.",
    title_column: "Title",
    empty: "No recruitments uploaded until now",
  },
  rti: {
    title: "Right to Information (RTI)",
    intro: "Documents published under the Right to Information Act, 2005. Each one opens as a PDF in a new tab.",
    title_column: "Document",
    empty: "No RTI documents uploaded until now",
  },
  initiatives: {
    title: "Initiatives",
    intro: "Booklets about the railway police's initiatives for commuters. Each one opens as a PDF in a new tab.",
    list_label: "Initiative booklets",
    empty: "No initiative booklets uploaded until now",
  },
} as const;
