/**
 * The policy and help pages GIGW requires. Each page is a title, an introduction and
 * sections; a body may hold several paragraphs, separated by a blank line.
 */
const policies = {
  footer_heading: "Policies and help",
  copyright: {
    title: "Copyright policy",
    intro:
      "Material on this website may be reproduced free of charge, provided that it is reproduced accurately, is not used in a derogatory manner or in a misleading context, and the Mumbai Railway Police is acknowledged as its source.",
    sections: {
      third_party: {
        heading: "Material of others",
        body: "This permission does not cover material that belongs to someone else, such as documents of other departments or photographs credited to others. Ask the owner of that material for permission.",
      },
      people: {
        heading: "Photographs of people",
        body: "Photographs of citizens, victims or officers may not be reused in a way that identifies or harms them.",
      },
    },
  },
  hyperlinking: {
    title: "Hyperlinking policy",
    intro: "How this website links to others, and how others may link to it.",
    sections: {
      outgoing: {
        heading: "Links to other websites",
        body: "Some pages link to other websites, such as train services and government portals. Such links open in a new tab and say so. We are not responsible for the content or the availability of those websites, and a link is not an endorsement of them or of their views.",
      },
      incoming: {
        heading: "Links to this website",
        body: "You may link to any page of this website without asking us first. Please do not show our pages inside frames on your website: link to them so that they open as our pages.",
      },
    },
  },
  privacy: {
    title: "Privacy policy",
    intro:
      "This website does not ask who you are to read it. It keeps information about you only when you send us a suggestion, a complaint or a lost-and-found report, or check the status of one.",
    sections: {
      what: {
        heading: "What we keep",
        body: "Your name, your mobile number and what you write in the form, with the date and time you sent it. We ask for nothing else.",
      },
      why: {
        heading: "Why we keep it",
        body: "To look into what you sent us, to contact you about it, and to send you the one-time codes and the status messages you ask for. We do not use it for anything else, we do not sell it, and we share it only with the railway police officers who handle your report, or when the law requires it.",
      },
      how_long: {
        heading: "How long we keep it",
        body: "If you do not confirm a form with the one-time code, everything in it is deleted after {{draftMinutes}} minutes. A one-time code is valid for {{codeMinutes}} minutes and is stored only in a form that cannot be read back.\n\nA confirmed report is kept while it is being handled, and deleted {{retentionDays}} days after it is closed.",
      },
      fir: {
        heading: "If you sign in to file an FIR request",
        body: "Signing in keeps an account: your mobile number and your name. An FIR request also keeps what you give in its form: your parent's or spouse's name, date of birth, gender, country, address, an alternate number if you give one, and what happened. The answers of an FIR form you have not submitted are deleted {{firDraftDays}} days after you last changed them. A submitted request is kept and deleted like any other report. You are signed out after {{idleMinutes}} minutes without activity, and when you sign out.",
      },
      cookies: {
        heading: "Cookies",
        body: "The website sets only the cookies it needs to work: one that ties forms to your browser, for security; after you enter a right one-time code, one that lets this browser ask for codes to that mobile number again when strangers have used up their share (it holds a coded fingerprint of the number, never the number, for a year); your choice of language, text size and contrast; and the day of your last visit, so that the visitor counter counts you once a day. There are no advertising or tracking cookies. Other websites' content, such as social media feeds and videos, is loaded only when you ask for it.",
      },
      rights: {
        heading: "Seeing, correcting or deleting your information",
        body: "To see, correct or delete what you sent us, write to the Commissioner's office (the address is on the Contact us page) or visit any railway police station, with your reference number. We confirm that the report is yours with a one-time code sent to the same mobile number.",
      },
      logs: {
        heading: "Server records",
        body: "Our servers record the address each request comes from and the page it asks for, to keep the website working and to stop misuse. These records never contain a full mobile number or a one-time code.",
      },
    },
  },
  terms: {
    title: "Terms of use",
    intro:
      "This website is published and maintained by the Mumbai Railway Police (Government Railway Police, Mumbai Commissionerate).",
    sections: {
      accuracy: {
        heading: "Accuracy",
        body: "We take care that the information on this website is accurate and up to date, but it is not a statement of law and must not be used as one. For any doubt, check with the railway police or the department concerned.",
      },
      liability: {
        heading: "Liability",
        body: "We are not liable for any expense, loss or damage, direct or indirect, that arises from using this website or from information on it.",
      },
      use: {
        heading: "Using the services",
        body: "Do not send false information, misuse the forms or try to disturb the website. Giving false information to the police is an offence.",
      },
      law: {
        heading: "Law",
        body: "These terms are governed by the laws of India. Any dispute is subject to the jurisdiction of the courts in Mumbai.",
      },
    },
  },
  disclaimer: {
    title: "Disclaimer",
    intro:
      "The information on this website is for general guidance. In an emergency, do not wait for a reply from this website: call the railway police helpline {{helpline}} or 112.",
    sections: {
      not_fir: {
        heading: "Not a First Information Report",
        body: "A complaint sent through this website is not a First Information Report (FIR). The police station concerned may contact you to register one.",
      },
      documents: {
        heading: "Documents",
        body: "Where a document on this website differs from the one published in the Government Gazette or issued by the office concerned, the published or issued document prevails.",
      },
      links: {
        heading: "Other websites",
        body: "Links to other websites are given for convenience. We do not control them and are not responsible for them.",
      },
    },
  },
  accessibility: {
    title: "Accessibility statement",
    intro:
      "We want everyone to be able to use this website, whatever device, browser or assistive technology they use, in English and in Marathi.",
    sections: {
      standard: {
        heading: "The standard we follow",
        body: "The website is built to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA and the Guidelines for Indian Government Websites (GIGW) 3.0. Every page is tested automatically with an accessibility checker, in both languages, at phone and desktop widths.",
      },
      what_you_can_do: {
        heading: "What you can do",
        body: "You can make the text up to twice as large and switch to high contrast in the display settings (the gear button at the edge of the screen); use the whole website with a keyboard alone; use it with a screen reader; and use it without JavaScript, on a slow connection or an older phone.",
      },
      limitations: {
        heading: "Known limitations",
        body: "Some PDF documents, such as older tenders and orders, are scanned pages that screen readers cannot read: ask us and we will send the content in another form. Videos from other websites may not have captions. The railway map is a diagram; every police station on it is also listed, with its address and telephone number, on the All police stations page.",
      },
      report: {
        heading: "Tell us about a barrier",
        body: "If something on this website is hard to use, tell us through the feedback form, or call the helpline {{helpline}}. Say which page and what went wrong; we will reply and put it right.",
      },
    },
  },
  screen_reader: {
    title: "Screen reader access",
    intro:
      "People who are blind or have low vision can use this website with a screen reader, which reads the page aloud or shows it on a braille display. These screen readers work with it:",
    table_caption: "Screen readers",
    columns: { name: "Screen reader", platform: "Works on", cost: "Cost" },
    readers: {
      nvda: { platform: "Windows", cost: "Free" },
      narrator: { platform: "Windows (built in)", cost: "Free" },
      jaws: { platform: "Windows", cost: "Paid" },
      voiceover: { platform: "iPhone, iPad and Mac (built in)", cost: "Free" },
      talkback: { platform: "Android phones (built in)", cost: "Free" },
      orca: { platform: "Linux", cost: "Free" },
    },
    marathi: {
      heading: "Marathi",
      body: "The Marathi pages say that they are in Marathi, so a screen reader with a Marathi or Hindi voice reads them correctly. NVDA, TalkBack and VoiceOver can read Devanagari.",
    },
  },
  help: {
    title: "Help",
    intro: "How to find your way around this website.",
    sections: {
      emergency: {
        heading: "In an emergency",
        body: "Call the railway police helpline {{helpline}} or 112 straight away. The helplines are at the top of every page.",
      },
      finding: {
        heading: "Finding information",
        body: "Use the menu below the website's name to reach every section. On a phone, press Menu to open it. The links at the bottom of each page lead to the most used pages, and the sitemap lists them all.",
      },
      language: {
        heading: "Language",
        body: "Press English or मराठी at the top of the page to change the language. The website remembers your choice.",
      },
      display: {
        heading: "Text size and contrast",
        body: "Press the gear button at the edge of the screen to make the text larger or smaller, or to switch to high contrast. The website remembers your choice. Your browser's own zoom works too.",
      },
      documents: {
        heading: "Opening documents",
        body: "Tenders, recruitments and other documents are PDF files and open in a new tab. Most phones and browsers open them directly; otherwise install a free PDF reader.",
      },
    },
  },
  feedback: {
    title: "Feedback",
    intro:
      "Tell us what you think of this website: what helped you, what was hard to use, or what is missing. We confirm your mobile number with a one-time code, as for a suggestion.",
  },
  sitemap_link: "Sitemap",
} as const;
export default policies;
