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
  /** The description of pages that have no introduction of their own to use. */
  descriptions: {
    home: "Help for Mumbai's suburban rail commuters: the railway police helpline 1512, police stations, complaints, lost and found, news and notices.",
    all_stations: "Every railway police station in Mumbai, with its address, telephone and officer in charge.",
    dcp_acp: "The offices of the Deputy and Assistant Commissioners of the Mumbai Railway Police, with their contacts.",
    our_offices: "Every office and police station of the Mumbai Railway Police, with addresses and telephone numbers.",
    sitemap: "Every section of the Mumbai Railway Police website on one page.",
  },
} as const;
export default seo;
