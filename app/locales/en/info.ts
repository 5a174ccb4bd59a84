// Strings of this area of the site; Marathi must mirror every key in ../mr/info.ts.
export default {
  photo_alt: "Photograph of {{name}}",
  about: {
    title: "About us",
    intro:
      "The Mumbai Railway Police (Government Railway Police, Mumbai Commissionerate) keeps people safe on the trains, stations and railway premises of Mumbai's suburban railway.",
    contents_label: "On this page",
    jurisdiction: {
      heading: "Our jurisdiction",
      text: "We police the three lines of the Mumbai suburban railway network:",
      western: "Western line",
      central: "Central line",
      harbour: "Harbour line",
      stations: "{{stations}} railway police stations serve these lines, day and night.",
      stations_link: "Find a railway police station",
      structure_link: "See how the force is organised",
    },
    commuters: {
      heading: "The people we serve",
      text: "70-80 lakh commuters travel on the suburban railway every day. Their safety, and the safety of their belongings, is our work.",
    },
    helpline: {
      heading: "Help at any hour",
      text: "In an emergency on a train or at a station, call the railway police helpline. It is free and answered 24 hours a day.",
      call: "Call {{number}}",
    },
    commissioners: {
      heading: "Former Commissioners of Police",
      intro: "Officers who have led the Mumbai Railway Police Commissionerate, newest first.",
      rank: "Rank",
      tenure: "Tenure",
      to: "to",
      none: "No former commissioners are listed yet.",
    },
  },
  leadership: {
    title: "Our leadership",
    intro: "The officers who lead the railway police of Mumbai and of Maharashtra.",
    none: "The leadership has not been published yet.",
  },
  organization: {
    title: "Organisational structure",
    intro:
      "How the Mumbai Railway Police is organised: the Commissioner of Police's office, the regions under Deputy Commissioners, the divisions under Assistant Commissioners, and the railway police stations. Select any office for its address and contacts.",
    summary:
      "{{regions}} regions, {{divisions}} divisions and {{stations}} railway police stations report to the Commissioner of Police.",
    tree_heading: "Offices and stations",
    in_charge: "In charge",
    no_officer: "No officer assigned",
    empty: "The structure has not been published yet.",
  },
  faq: {
    title: "Frequently asked questions",
    intro: "Answers to the questions commuters ask us most often. Select a question to read its answer.",
    items: {
      theft: {
        question: "How do I report a theft on a train or at a station?",
        answer:
          "Go to the railway police station at or nearest to the station where it happened, or tell any railway police officer on duty. In an emergency call the helpline 1512. Note the train, the coach, the time and a description of what was taken; it helps us trace it.",
        link: "Find a railway police station",
      },
      lost_property: {
        question: "I lost something on a train. What should I do?",
        answer:
          "Report it as soon as you can on our lost and found page or at the nearest railway police station. Property found on trains and stations is handed to the railway police, and we contact the owner when it can be identified.",
        link: "Go to lost and found",
      },
      helpline: {
        question: "What is the railway police helpline number?",
        answer:
          "Call 1512 from any phone. It is free and answered 24 hours a day. You can also call the toll-free number 1800 22 1512.",
        link: "Call 1512",
      },
      fir_or_complaint: {
        question: "What is the difference between an FIR and a complaint?",
        answer:
          "An FIR (First Information Report) is registered by the police at a police station for a serious offence such as theft or assault; it starts an investigation and you receive a free copy. A complaint or suggestion sent through this website is not an FIR: it reaches the railway police in confidence, and the police station may contact you to register an FIR if one is needed.",
        link: "Send a complaint",
      },
    },
    more_help: "Did not find your answer? Call the helpline 1512 or contact us.",
    contact_link: "Contact us",
  },
  appeal: {
    title: "Appeal to citizens",
    lead: "Do not throw stones at trains.",
    danger_heading: "It puts lives in danger",
    danger:
      "A stone thrown at a moving train strikes with great force. It can blind, injure or kill a passenger standing at the door or sitting by a window, and can hurt the motorman or guard who is driving the train for thousands of people.",
    offence_heading: "It is a punishable offence",
    offence:
      "Throwing stones or any other object at a train is a serious crime. Offenders are traced, arrested and prosecuted, and can be sent to prison. Parents and guardians are asked to explain this to children, who sometimes throw stones without understanding the harm.",
    report_heading: "Report it",
    report:
      "If you see anyone throwing stones at trains, call the railway police helpline 1512 at once and tell us where, when and which train. Your details are kept confidential.",
    call: "Call {{number}}",
    thanks: "Thank you for helping to keep every journey safe.",
  },
  safety: {
    title: "Safety tips",
    intro: "Eight simple habits that keep you safe on Mumbai's suburban trains.",
    tips: {
      footboard: {
        title: "Stay off the footboard",
        text: "Do not travel hanging from the door or standing on the footboard. Falls from moving trains kill and injure commuters every year.",
      },
      tracks: {
        title: "Never cross the tracks",
        text: "Use foot over-bridges and subways. Trains come fast from both directions and you may not hear them.",
      },
      moving_train: {
        title: "Do not board or leave a moving train",
        text: "Wait until the train has stopped fully, and let passengers get off before you get on.",
      },
      valuables: {
        title: "Keep valuables close",
        text: "Keep your phone, wallet and bag in front of you, especially near the doors and in crowds, and do not use your phone at an open door.",
      },
      strangers: {
        title: "Do not accept food or drink from strangers",
        text: "It may be drugged. Politely refuse, and tell the railway police if someone insists.",
      },
      unattended: {
        title: "Report unattended bags",
        text: "Do not touch an unattended bag or suspicious object. Move away and tell the railway police or call 1512.",
      },
      women: {
        title: "Women commuters, help is close",
        text: "Travel in the ladies' compartments, keep the helpline 1512 on speed dial, and call at once if anyone harasses you.",
      },
      overhead_wires: {
        title: "Keep away from overhead wires",
        text: "Never climb on a train roof or reach towards the overhead wires: they carry 25,000 volts, and the current can jump to you before you touch them.",
      },
    },
  },
  martyrs: {
    title: "Martyrs",
    intro: "We remember the officers of the railway police who gave their lives protecting commuters.",
    sample_note:
      "This is a sample tribute. The railway police will supply the officer's name, photograph and citation.",
    tribute_heading: "Sample tribute: Sample Officer, Kirti Chakra",
    photo_alt: "Photograph of Sample Officer (placeholder)",
    award: "Kirti Chakra (awarded posthumously)",
    text_1:
      "The Kirti Chakra is India's second-highest gallantry award in peacetime, given for conspicuous courage and self-sacrifice.",
    text_2:
      "This space honours an officer of the Mumbai Railway Police who showed such courage in the line of duty, standing between commuters and danger and giving their life so that others could go home safely.",
    text_3:
      "Their sacrifice is remembered by every officer who wears the uniform, and by the city they served. We salute them.",
  },
  plasma: {
    title: "Plasma donation",
    intro:
      "Recovered patients can donate plasma to help others. Registration is handled on a partner organisation's page, shown below.",
    sample_note: "Sample: the page shown is a placeholder until the railway police supply the real address.",
    frame_title: "Plasma donation registration (external page)",
    open_link: "Open the plasma donation page",
    frame_fallback: "You can also open the page on its own:",
  },
} as const;
