/** What search engines and feed readers are told about the site. */
const seo = {
  site_name: "Mumbai Railway Police",
  station_description: "{{name}}, Mumbai Railway Police: address, telephone and officer in charge.",
  feeds: {
    news: { title: "News - Mumbai Railway Police", description: "News from Mumbai's railway police." },
    press_releases: {
      title: "Press releases - Mumbai Railway Police",
      description: "Press releases of Mumbai's railway police.",
    },
    tenders: { title: "Tenders - Mumbai Railway Police", description: "Tenders published by Mumbai's railway police." },
    recruitments: {
      title: "Recruitments - Mumbai Railway Police",
      description: "Recruitment notices of Mumbai's railway police.",
    },
    closes_on: "Closes on {{date}}",
  },
} as const;
export default seo;
