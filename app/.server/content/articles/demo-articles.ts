/**
 * Demo news and good works: 26 of each, in English and Marathi, spread over the last four months
 * so that the lists have several pages and the timeline several months. Every title says
 * "(sample)" / "(नमुना)"; nobody named is real. Most articles carry one to four drawn pictures
 * (generated here, never fetched), some an attached sample PDF, and each description a little HTML
 * (paragraphs, a list, a link) that goes through the sanitiser like anything staff write. One
 * unpublished draft of each kind shows that drafts stay invisible.
 */
import type { ImageRef } from "~/lib/image-sources";
import type { DemoSeed } from "../../db/seed/demo-seed";
import { DEMO_PALETTES, demoPalette, demoPictureSvg, storeDemoImage, storeDemoPdf } from "../../db/seed/demo-media";
import type { ArticleKind } from "../../db/tables/articles";
import type { FileStorage } from "../../storage/file-storage";
import { createArticleRepository, type NewArticle } from "./articles-repository";

const FOLDER = "articles";
const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

type Bilingual = { en: string; mr: string };
/** A station; `mrOblique` is the form its Marathi name takes before a postposition (कुर्ल्याजवळ). */
type Station = Bilingual & { mrOblique?: string };
type Topic = {
  /** `{s}` stands for the station's name; in Marathi, `{s}जवळ` ("near {s}") takes its oblique form. */
  title: Bilingual;
  summary: Bilingual;
  body: Bilingual;
  points?: { en: string[]; mr: string[] };
};

/** Stations of SPEC §2's map, whose real names the demo may use. */
const STATIONS: Station[] = [
  { en: "CSMT", mr: "सीएसएमटी" },
  { en: "Dadar", mr: "दादर" },
  { en: "Kurla", mr: "कुर्ला", mrOblique: "कुर्ल्या" },
  { en: "Thane", mr: "ठाणे", mrOblique: "ठाण्या" },
  { en: "Dombivli", mr: "डोंबिवली" },
  { en: "Kalyan", mr: "कल्याण" },
  { en: "Vashi", mr: "वाशी" },
  { en: "Panvel", mr: "पनवेल" },
  { en: "Churchgate", mr: "चर्चगेट" },
  { en: "Bandra", mr: "वांद्रे", mrOblique: "वांद्र्या" },
  { en: "Andheri", mr: "अंधेरी" },
  { en: "Borivali", mr: "बोरिवली" },
  { en: "Vasai Road", mr: "वसई रोड" },
];

/** The Hindi version of the newest news item (the first topic, at CSMT). */
const HINDI_NEWS = {
  title_hi: "सीएसएमटी स्टेशन पर मोबाइल चोर गिरफ्तार (नमूना)",
  summary_hi: "प्लेटफॉर्म के सीसीटीवी फुटेज की जांच के बाद दो संदिग्धों को गिरफ्तार किया गया और चोरी के मोबाइल फोन बरामद किए गए।",
  description_hi:
    "<p>एक यात्री की शिकायत पर सीएसएमटी रेलवे पुलिस थाने के अधिकारियों ने प्लेटफॉर्म के सीसीटीवी फुटेज की जांच की और दो संदिग्धों को गिरफ्तार किया। चोरी के कई मोबाइल फोन बरामद किए गए हैं, जो सत्यापन के बाद उनके मालिकों को लौटा दिए जाएंगे।</p>" +
    "<ul><li>भीड़ वाली ट्रेन में फोन अंदर की जेब में रखें।</li><li>चलती ट्रेन के खुले दरवाजे के पास फोन का उपयोग न करें।</li><li>चोरी होने पर तुरंत हेल्पलाइन 1512 पर सूचना दें।</li></ul>",
};

const NEWS_TOPICS: Topic[] = [
  {
    title: {
      en: "Mobile phone thieves arrested at {s} station (sample)",
      mr: "{s} स्थानकावर मोबाइल चोरांना अटक (नमुना)",
    },
    summary: {
      en: "Two suspects were arrested and stolen phones recovered after officers checked the platform CCTV footage.",
      mr: "फलाटांवरील सीसीटीव्ही चित्रीकरण तपासल्यानंतर दोन संशयितांना अटक करून चोरीचे मोबाइल फोन जप्त करण्यात आले.",
    },
    body: {
      en: "Acting on a commuter's complaint, officers of {s} Railway Police Station studied the CCTV footage of the platforms and arrested two suspects. Several stolen mobile phones were recovered and will be returned to their owners after verification.",
      mr: "एका प्रवाशाच्या तक्रारीवरून {s} लोहमार्ग पोलीस ठाण्याच्या अधिकाऱ्यांनी फलाटांवरील सीसीटीव्ही चित्रीकरण तपासले आणि दोन संशयितांना अटक केली. चोरीचे अनेक मोबाइल फोन जप्त करण्यात आले असून पडताळणीनंतर ते मूळ मालकांना परत केले जातील.",
    },
    points: {
      en: [
        "Keep your phone in an inner pocket in crowded trains.",
        "Do not use your phone near the open door of a moving train.",
        "Report a theft at once on helpline 1512.",
      ],
      mr: [
        "गर्दीच्या गाडीत फोन आतल्या खिशात ठेवा.",
        "धावत्या गाडीच्या उघड्या दरवाज्याजवळ फोन वापरू नका.",
        "चोरी झाल्यास त्वरित हेल्पलाइन 1512 वर कळवा.",
      ],
    },
  },
  {
    title: {
      en: "Awareness drive against footboard travel at {s} (sample)",
      mr: "{s} येथे पायदानावरील प्रवासाविरोधात जनजागृती मोहीम (नमुना)",
    },
    summary: {
      en: "Officers spoke to commuters on the platforms about the danger of travelling on the footboard.",
      mr: "अधिकाऱ्यांनी फलाटांवर प्रवाशांशी संवाद साधून पायदानावरील प्रवासाच्या धोक्यांची माहिती दिली.",
    },
    body: {
      en: "Railway police at {s} held an awareness drive during the morning and evening rush hours. Commuters hanging on to the footboard were asked to move inside, and leaflets on safe travel were handed out.",
      mr: "{s} येथील लोहमार्ग पोलिसांनी सकाळ व सायंकाळच्या गर्दीच्या वेळी जनजागृती मोहीम राबवली. पायदानावर लटकून प्रवास करणाऱ्या प्रवाशांना आत जाण्यास सांगण्यात आले आणि सुरक्षित प्रवासाविषयी माहितीपत्रके वाटण्यात आली.",
    },
  },
  {
    title: {
      en: "Extra security at {s} for the festival season (sample)",
      mr: "सणासुदीच्या काळात {s} स्थानकावर अतिरिक्त सुरक्षा बंदोबस्त (नमुना)",
    },
    summary: {
      en: "More officers, home guards and dog squads will be on duty at the station during the festival days.",
      mr: "सणांच्या दिवसांत स्थानकावर अधिक अधिकारी, होमगार्ड आणि श्वानपथके तैनात असतील.",
    },
    body: {
      en: "To handle the festival crowds, additional officers and home guards have been posted at {s}. Bomb detection and dog squads will check the station premises several times a day.",
      mr: "सणासुदीच्या गर्दीचे नियोजन करण्यासाठी {s} स्थानकावर अतिरिक्त अधिकारी व होमगार्ड तैनात करण्यात आले आहेत. बॉम्ब शोधक व श्वानपथक दिवसातून अनेक वेळा स्थानक परिसराची तपासणी करेल.",
    },
    points: {
      en: [
        "Do not touch unattended bags: tell the nearest officer.",
        "Keep children close to you on crowded platforms.",
        "Follow the announcements and the directions of the police.",
      ],
      mr: [
        "बेवारस बॅगांना हात लावू नका: जवळच्या पोलिसांना कळवा.",
        "गर्दीच्या फलाटांवर मुलांना आपल्याजवळ ठेवा.",
        "उद्घोषणा आणि पोलिसांच्या सूचनांचे पालन करा.",
      ],
    },
  },
  {
    title: {
      en: "Safety patrol for women commuters begins at {s} (sample)",
      mr: "{s} स्थानकावर महिला प्रवाशांसाठी सुरक्षा गस्त सुरू (नमुना)",
    },
    summary: {
      en: "Women officers will travel in ladies' coaches on late-evening trains from the station.",
      mr: "रात्री उशिराच्या गाड्यांमधील महिलांच्या डब्यांतून महिला पोलीस अधिकारी प्रवास करतील.",
    },
    body: {
      en: "A new patrol of women officers will travel in the ladies' coaches of late-evening trains leaving {s}. Women commuters can approach the patrol for any help during the journey.",
      mr: "{s} येथून सुटणाऱ्या रात्री उशिराच्या गाड्यांमधील महिलांच्या डब्यांतून महिला अधिकाऱ्यांचे नवीन गस्त पथक प्रवास करेल. प्रवासात कोणत्याही मदतीसाठी महिला प्रवासी या पथकाशी संपर्क साधू शकतात.",
    },
  },
  {
    title: {
      en: "More CCTV cameras installed at {s} station (sample)",
      mr: "{s} स्थानकावर अधिक सीसीटीव्ही कॅमेरे बसवले (नमुना)",
    },
    summary: {
      en: "New cameras now cover the foot over-bridges, ticket counters and station entrances.",
      mr: "नवीन कॅमेऱ्यांमुळे पादचारी पूल, तिकीट खिडक्या आणि स्थानकाचे प्रवेशद्वार आता निगराणीखाली आहेत.",
    },
    body: {
      en: "New cameras have been installed at {s}, covering the foot over-bridges, ticket counters and entrances. The footage is watched round the clock from the railway police control room.",
      mr: "{s} स्थानकावर नवीन कॅमेरे बसवण्यात आले असून ते पादचारी पूल, तिकीट खिडक्या आणि प्रवेशद्वारांवर लक्ष ठेवतात. लोहमार्ग पोलीस नियंत्रण कक्षातून या चित्रीकरणावर चोवीस तास नजर ठेवली जाते.",
    },
  },
  {
    title: {
      en: "Monsoon preparedness reviewed at {s} (sample)",
      mr: "{s} येथे पावसाळापूर्व तयारीचा आढावा (नमुना)",
    },
    summary: {
      en: "Officers reviewed rescue equipment and plans for helping commuters stranded by heavy rain.",
      mr: "मुसळधार पावसात अडकणाऱ्या प्रवाशांच्या मदतीसाठी बचाव साहित्य आणि आराखड्यांचा आढावा घेण्यात आला.",
    },
    body: {
      en: "Ahead of the monsoon, officers at {s} checked life jackets, ropes and first-aid kits, and agreed with the railway administration how stranded commuters will be helped when trains stop because of heavy rain.",
      mr: "पावसाळ्यापूर्वी {s} येथील अधिकाऱ्यांनी लाइफ जॅकेट, दोर आणि प्रथमोपचार साहित्याची तपासणी केली. मुसळधार पावसामुळे गाड्या थांबल्यास अडकलेल्या प्रवाशांना कशी मदत करायची हे रेल्वे प्रशासनासोबत ठरवण्यात आले.",
    },
  },
  {
    title: {
      en: "Commuters at {s} warned about online fraud calls (sample)",
      mr: "{s} येथील प्रवाशांना ऑनलाइन फसवणुकीच्या कॉलबाबत सावधगिरीचा इशारा (नमुना)",
    },
    summary: {
      en: "Callers pretending to offer ticket refunds ask for bank details. The police will never ask for them.",
      mr: "तिकीट परताव्याच्या नावाखाली फोन करणारे बँक तपशील विचारतात. पोलीस असे तपशील कधीही विचारत नाहीत.",
    },
    body: {
      en: "Several commuters at {s} reported calls from people offering refunds for cancelled tickets in exchange for bank details or a one-time password. These calls are fraudulent.",
      mr: "रद्द झालेल्या तिकिटांचा परतावा देण्याच्या बहाण्याने बँक तपशील किंवा ओटीपी मागणारे फोन आल्याचे {s} येथील अनेक प्रवाशांनी कळवले आहे. असे फोन फसवे आहेत.",
    },
    points: {
      en: [
        "Never share a one-time password (OTP) with anyone.",
        "Book and cancel tickets only through official channels.",
        "Report fraud calls to the railway police.",
      ],
      mr: [
        "ओटीपी कोणालाही सांगू नका.",
        "तिकिटांचे आरक्षण व रद्दीकरण केवळ अधिकृत माध्यमांतूनच करा.",
        "फसव्या फोनबद्दल लोहमार्ग पोलिसांना कळवा.",
      ],
    },
  },
  {
    title: {
      en: "Chain-snatching suspect held at {s} (sample)",
      mr: "{s} स्थानकावर सोनसाखळी चोरीतील संशयित ताब्यात (नमुना)",
    },
    summary: {
      en: "An alert officer caught the suspect on the platform moments after the theft.",
      mr: "सतर्क अधिकाऱ्याने चोरीनंतर काही क्षणांतच संशयिताला फलाटावर पकडले.",
    },
    body: {
      en: "A gold chain was snatched from a commuter as a train pulled into {s}. An officer on platform duty chased and caught the suspect, and the chain was returned to its owner the same day.",
      mr: "{s} स्थानकात गाडी शिरत असताना एका प्रवाशाची सोनसाखळी हिसकावण्यात आली. फलाटावर कर्तव्यावर असलेल्या अधिकाऱ्याने पाठलाग करून संशयिताला पकडले आणि त्याच दिवशी साखळी मूळ मालकाला परत करण्यात आली.",
    },
  },
  {
    title: {
      en: "Helpline 1512 awareness stall at {s} (sample)",
      mr: "{s} स्थानकावर हेल्पलाइन 1512 जनजागृती कक्ष (नमुना)",
    },
    summary: {
      en: "Commuters learned when and how to call the railway police helpline, which answers 24 hours a day.",
      mr: "चोवीस तास सुरू असलेल्या लोहमार्ग पोलीस हेल्पलाइनवर केव्हा व कसा संपर्क साधावा याची माहिती प्रवाशांना देण्यात आली.",
    },
    body: {
      en: "A stall at the entrance of {s} explained how the helpline 1512 works. Commuters can call it for any help on a train or at a station, at any hour.",
      mr: "{s} स्थानकाच्या प्रवेशद्वाराजवळील कक्षात हेल्पलाइन 1512 कशी काम करते हे समजावून सांगण्यात आले. गाडीत किंवा स्थानकावर कोणत्याही मदतीसाठी प्रवासी कधीही या क्रमांकावर संपर्क साधू शकतात.",
    },
  },
  {
    title: {
      en: "Emergency mock drill held at {s} station (sample)",
      mr: "{s} स्थानकावर आपत्कालीन सराव (मॉक ड्रिल) (नमुना)",
    },
    summary: {
      en: "Railway police, the fire brigade and railway staff practised their response to an emergency.",
      mr: "लोहमार्ग पोलीस, अग्निशमन दल आणि रेल्वे कर्मचाऱ्यांनी आपत्कालीन परिस्थितीतील प्रतिसादाचा सराव केला.",
    },
    body: {
      en: "A joint mock drill was held at {s} late at night, when few trains run. Teams practised evacuating a platform and giving first aid. Commuters were told about the drill in advance.",
      mr: "गाड्यांची वर्दळ कमी असताना रात्री उशिरा {s} येथे संयुक्त सराव घेण्यात आला. पथकांनी फलाट रिकामा करणे आणि प्रथमोपचार देण्याचा सराव केला. प्रवाशांना या सरावाची आधीच माहिती देण्यात आली होती.",
    },
  },
  {
    title: {
      en: "Students learn about railway safety at {s} (sample)",
      mr: "{s} येथे विद्यार्थ्यांसाठी रेल्वे सुरक्षा कार्यशाळा (नमुना)",
    },
    summary: {
      en: "College students who travel daily attended a workshop on safe travel and on helping fellow commuters.",
      mr: "रोज प्रवास करणाऱ्या महाविद्यालयीन विद्यार्थ्यांनी सुरक्षित प्रवास आणि सहप्रवाशांना मदत करण्याविषयीच्या कार्यशाळेत भाग घेतला.",
    },
    body: {
      en: "Officers from {s} Railway Police Station held a workshop for students of nearby colleges on the dangers of crossing tracks, travelling on the footboard and stunts on moving trains.",
      mr: "{s} लोहमार्ग पोलीस ठाण्याच्या अधिकाऱ्यांनी जवळच्या महाविद्यालयांतील विद्यार्थ्यांसाठी रूळ ओलांडणे, पायदानावरील प्रवास आणि धावत्या गाडीवरील स्टंट यांच्या धोक्यांविषयी कार्यशाळा घेतली.",
    },
  },
  {
    title: {
      en: "Peak-hour crowd plan for {s} (sample)",
      mr: "गर्दीच्या वेळेसाठी {s} स्थानकाचा गर्दी व्यवस्थापन आराखडा (नमुना)",
    },
    summary: {
      en: "Officers will guide commuters on the busiest stairways and foot over-bridges during the rush hours.",
      mr: "गर्दीच्या वेळी सर्वाधिक वर्दळीच्या जिन्यांवर आणि पादचारी पुलांवर अधिकारी प्रवाशांना मार्गदर्शन करतील.",
    },
    body: {
      en: "To prevent crushes during the rush hours, officers will be posted on the busiest stairways of {s}, and one-way movement will be marked on two foot over-bridges.",
      mr: "गर्दीच्या वेळी चेंगराचेंगरी टाळण्यासाठी {s} स्थानकाच्या सर्वाधिक वर्दळीच्या जिन्यांवर अधिकारी तैनात असतील आणि दोन पादचारी पुलांवर एकेरी वाहतुकीची खूण केली जाईल.",
    },
  },
  {
    title: {
      en: "Drive against crossing the tracks near {s} (sample)",
      mr: "{s}जवळ रूळ ओलांडणाऱ्यांविरोधात मोहीम (नमुना)",
    },
    summary: {
      en: "Crossing the tracks is dangerous and an offence: use the foot over-bridge or subway.",
      mr: "रूळ ओलांडणे धोकादायक असून गुन्हा आहे: पादचारी पूल किंवा भुयारी मार्ग वापरा.",
    },
    body: {
      en: "Railway police and the railway protection force ran a joint drive near {s} against people crossing the tracks. Those caught were counselled and told about the nearest safe crossing.",
      mr: "लोहमार्ग पोलीस आणि रेल्वे सुरक्षा दलाने {s}जवळ रूळ ओलांडणाऱ्यांविरोधात संयुक्त मोहीम राबवली. पकडलेल्या व्यक्तींचे समुपदेशन करून त्यांना जवळच्या सुरक्षित मार्गाची माहिती देण्यात आली.",
    },
  },
];

const GOOD_WORK_TOPICS: Topic[] = [
  {
    title: {
      en: "Bag with valuables returned to a commuter at {s} (sample)",
      mr: "{s} स्थानकावर प्रवाशाला मौल्यवान वस्तूंची बॅग परत (नमुना)",
    },
    summary: {
      en: "A bag left on a train, with jewellery and documents inside, was traced and handed back within hours.",
      mr: "गाडीत विसरलेली, दागिने व कागदपत्रे असलेली बॅग शोधून काही तासांतच परत करण्यात आली.",
    },
    body: {
      en: "A commuter left a bag containing jewellery and documents on a train. Officers at {s} were alerted through the helpline, found the bag when the train arrived, and returned it after checking the owner's identity.",
      mr: "एका प्रवाशाने दागिने व कागदपत्रे असलेली बॅग गाडीत विसरली. हेल्पलाइनवरून माहिती मिळताच {s} येथील अधिकाऱ्यांनी गाडी येताच बॅग शोधली आणि मालकाची ओळख पटवून ती परत केली.",
    },
  },
  {
    title: {
      en: "Missing child reunited with family at {s} (sample)",
      mr: "{s} स्थानकावर हरवलेले मूल कुटुंबाच्या स्वाधीन (नमुना)",
    },
    summary: {
      en: "A child separated from the family in the crowd was cared for by officers until the parents arrived.",
      mr: "गर्दीत कुटुंबापासून दुरावलेल्या मुलाची पालक येईपर्यंत अधिकाऱ्यांनी काळजी घेतली.",
    },
    body: {
      en: "An officer on patrol at {s} found a young child crying alone on the platform. The child was taken to the police post, announcements were made, and the worried parents were found within an hour.",
      mr: "{s} स्थानकावर गस्त घालणाऱ्या अधिकाऱ्याला फलाटावर एकटे रडणारे लहान मूल आढळले. मुलाला पोलीस चौकीत नेण्यात आले, उद्घोषणा करण्यात आल्या आणि तासाभरात चिंतेत असलेले पालक सापडले.",
    },
    points: {
      en: [
        "Hold children's hands on platforms and foot over-bridges.",
        "Teach children a parent's phone number.",
        "If a child is missing, tell the nearest officer or call 1512 at once.",
      ],
      mr: [
        "फलाटांवर व पादचारी पुलांवर मुलांचा हात धरून ठेवा.",
        "मुलांना पालकांचा फोन क्रमांक पाठ करायला शिकवा.",
        "मूल हरवल्यास त्वरित जवळच्या पोलिसांना कळवा किंवा 1512 वर फोन करा.",
      ],
    },
  },
  {
    title: {
      en: "Officer saves a commuter who slipped at {s} (sample)",
      mr: "{s} स्थानकावर घसरलेल्या प्रवाशाचे अधिकाऱ्याने प्राण वाचवले (नमुना)",
    },
    summary: {
      en: "A commuter who slipped while boarding a moving train was pulled back to safety.",
      mr: "धावत्या गाडीत चढताना घसरलेल्या प्रवाशाला क्षणार्धात सुरक्षित मागे ओढण्यात आले.",
    },
    body: {
      en: "A commuter tried to board a train as it left {s} and slipped towards the gap between the train and the platform. An officer on duty pulled him back just in time. He was unhurt.",
      mr: "{s} स्थानकातून सुटणाऱ्या गाडीत चढण्याचा प्रयत्न करताना एक प्रवासी गाडी व फलाटाच्या मधल्या फटीकडे घसरला. कर्तव्यावरील अधिकाऱ्याने वेळीच त्याला मागे ओढले. प्रवासी सुखरूप आहे.",
    },
  },
  {
    title: {
      en: "Elderly commuter helped home from {s} (sample)",
      mr: "{s} स्थानकावरून ज्येष्ठ प्रवाशाला सुखरूप घरी पोहोचवले (नमुना)",
    },
    summary: {
      en: "An elderly commuter who had lost his way was looked after and taken home safely.",
      mr: "रस्ता चुकलेल्या ज्येष्ठ प्रवाशाची काळजी घेऊन त्यांना सुखरूप घरी पोहोचवण्यात आले.",
    },
    body: {
      en: "An elderly commuter who seemed confused was noticed at {s} late in the evening. Officers gave him food and water, found his family's address, and took him home.",
      mr: "सायंकाळी उशिरा {s} स्थानकावर गोंधळलेल्या अवस्थेतील एक ज्येष्ठ प्रवासी आढळले. अधिकाऱ्यांनी त्यांना अन्न व पाणी दिले, कुटुंबाचा पत्ता शोधला आणि त्यांना घरी पोहोचवले.",
    },
  },
  {
    title: {
      en: "Blood donation camp by railway police at {s} (sample)",
      mr: "{s} येथे लोहमार्ग पोलिसांचे रक्तदान शिबिर (नमुना)",
    },
    summary: {
      en: "Officers and commuters donated blood at a camp held with a public hospital.",
      mr: "शासकीय रुग्णालयाच्या सहकार्याने घेतलेल्या शिबिरात अधिकारी आणि प्रवाशांनी रक्तदान केले.",
    },
    body: {
      en: "Railway police held a blood donation camp at {s} with a public hospital. Officers, their families and many commuters came forward to donate.",
      mr: "लोहमार्ग पोलिसांनी शासकीय रुग्णालयाच्या सहकार्याने {s} येथे रक्तदान शिबिर घेतले. अधिकारी, त्यांचे कुटुंबीय आणि अनेक प्रवाशांनी रक्तदान केले.",
    },
  },
  {
    title: {
      en: "Woman in labour taken to hospital from {s} (sample)",
      mr: "{s} स्थानकावरून प्रसूती वेदना होणाऱ्या महिलेला रुग्णालयात पोहोचवले (नमुना)",
    },
    summary: {
      en: "Women officers helped a commuter in labour and took her to hospital, where she gave birth safely.",
      mr: "महिला अधिकाऱ्यांनी प्रसूती वेदना होणाऱ्या प्रवासी महिलेला रुग्णालयात पोहोचवले; तिची प्रसूती सुखरूप झाली.",
    },
    body: {
      en: "A pregnant commuter went into labour on a train approaching {s}. Women officers met the train with a wheelchair and an ambulance, and she safely gave birth in hospital.",
      mr: "{s} स्थानकाकडे येणाऱ्या गाडीत एका गर्भवती प्रवासी महिलेला प्रसूती वेदना सुरू झाल्या. महिला अधिकारी व्हीलचेअर आणि रुग्णवाहिका घेऊन फलाटावर हजर होत्या; रुग्णालयात तिची प्रसूती सुखरूप झाली.",
    },
  },
  {
    title: {
      en: "Lost mobile phone traced and returned at {s} (sample)",
      mr: "{s} येथे हरवलेला मोबाइल शोधून परत (नमुना)",
    },
    summary: {
      en: "A phone lost on a train was traced with the help of the owner's report and returned.",
      mr: "प्रवाशाच्या तक्रारीच्या आधारे गाडीत हरवलेला मोबाइल शोधून परत करण्यात आला.",
    },
    body: {
      en: "A student lost her phone on a crowded train and reported it online. Officers at {s} traced the phone and returned it to her at the police station.",
      mr: "एका विद्यार्थिनीचा मोबाइल गर्दीच्या गाडीत हरवला आणि तिने ऑनलाइन तक्रार नोंदवली. {s} येथील अधिकाऱ्यांनी मोबाइल शोधून तो पोलीस ठाण्यात तिच्या स्वाधीन केला.",
    },
  },
  {
    title: {
      en: "Runaway teenager counselled and sent home from {s} (sample)",
      mr: "{s} स्थानकावर घरातून निघून आलेल्या किशोरवयीन मुलाचे समुपदेशन करून घरी रवाना (नमुना)",
    },
    summary: {
      en: "A teenager who had left home after a quarrel was counselled by officers and handed over to the family.",
      mr: "भांडणानंतर घर सोडून आलेल्या किशोरवयीन मुलाचे अधिकाऱ्यांनी समुपदेशन करून त्याला कुटुंबाच्या स्वाधीन केले.",
    },
    body: {
      en: "Officers at {s} noticed a teenager travelling alone with a bag late at night. He had left home after a quarrel. Officers counselled him with the help of a child welfare worker and called his family.",
      mr: "{s} येथील अधिकाऱ्यांना रात्री उशिरा बॅग घेऊन एकटा प्रवास करणारा किशोरवयीन मुलगा दिसला. भांडणानंतर तो घर सोडून आला होता. बाल कल्याण कार्यकर्त्याच्या मदतीने अधिकाऱ्यांनी त्याचे समुपदेशन केले आणि कुटुंबाला बोलावले.",
    },
  },
  {
    title: {
      en: "First aid for an injured commuter at {s} (sample)",
      mr: "{s} स्थानकावर जखमी प्रवाशाला प्रथमोपचार (नमुना)",
    },
    summary: {
      en: "Officers trained in first aid looked after a commuter who fell on the stairs until the ambulance came.",
      mr: "जिन्यावरून पडलेल्या प्रवाशाची प्रथमोपचार प्रशिक्षित अधिकाऱ्यांनी रुग्णवाहिका येईपर्यंत काळजी घेतली.",
    },
    body: {
      en: "A commuter fell on the crowded stairs of {s} and was injured. Officers trained in first aid stopped the bleeding and stayed with her until the ambulance took her to hospital.",
      mr: "{s} स्थानकाच्या गर्दीच्या जिन्यावरून पडून एक प्रवासी महिला जखमी झाली. प्रथमोपचार प्रशिक्षित अधिकाऱ्यांनी रक्तस्राव थांबवला आणि रुग्णवाहिका तिला रुग्णालयात नेईपर्यंत ते तिच्यासोबत राहिले.",
    },
  },
  {
    title: {
      en: "Railway police help commuters stranded by rain at {s} (sample)",
      mr: "{s} येथे पावसामुळे अडकलेल्या प्रवाशांना लोहमार्ग पोलिसांची मदत (नमुना)",
    },
    summary: {
      en: "Officers handed out water and snacks and guided commuters while trains were stopped by flooding.",
      mr: "पाणी साचल्याने गाड्या थांबल्या असताना अधिकाऱ्यांनी प्रवाशांना पाणी व अल्पोपाहार दिला आणि मार्गदर्शन केले.",
    },
    body: {
      en: "When heavy rain flooded the tracks near {s}, hundreds of commuters were stranded. Officers distributed water and snacks with local volunteers and guided commuters to buses arranged by the city.",
      mr: "मुसळधार पावसामुळे {s}जवळ रुळांवर पाणी साचले आणि शेकडो प्रवासी अडकले. अधिकाऱ्यांनी स्थानिक स्वयंसेवकांच्या मदतीने पाणी व अल्पोपाहार वाटला आणि शहराने सोडलेल्या बसगाड्यांपर्यंत प्रवाशांना मार्गदर्शन केले.",
    },
    points: {
      en: [
        "Do not walk along flooded tracks.",
        "Follow station announcements for alternative transport.",
        "Call 1512 if you need help.",
      ],
      mr: [
        "पाणी साचलेल्या रुळांवरून चालू नका.",
        "पर्यायी वाहतुकीसाठी स्थानकावरील उद्घोषणांकडे लक्ष द्या.",
        "मदत हवी असल्यास 1512 वर फोन करा.",
      ],
    },
  },
  {
    title: {
      en: "Cash found on a train returned to its owner at {s} (sample)",
      mr: "गाडीत सापडलेली रोख रक्कम {s} येथे मूळ मालकाला परत (नमुना)",
    },
    summary: {
      en: "An envelope of cash found on a seat was handed to the police and returned to a small trader.",
      mr: "आसनावर सापडलेले रोख रकमेचे पाकीट पोलिसांकडे जमा करण्यात आले आणि ते एका छोट्या व्यापाऱ्याला परत करण्यात आले.",
    },
    body: {
      en: "A commuter found an envelope of cash on a seat and handed it to officers at {s}. The owner, a small trader, had reported the loss an hour earlier, and the cash was returned to him in full.",
      mr: "एका प्रवाशाला आसनावर रोख रकमेचे पाकीट सापडले आणि त्याने ते {s} येथील अधिकाऱ्यांकडे सुपूर्द केले. एका छोट्या व्यापाऱ्याने तासाभरापूर्वीच ते हरवल्याची तक्रार दिली होती; संपूर्ण रक्कम त्याला परत करण्यात आली.",
    },
  },
  {
    title: {
      en: "Visually impaired commuter escorted safely at {s} (sample)",
      mr: "{s} स्थानकावर दृष्टिहीन प्रवाशाला सुरक्षितपणे गाडीपर्यंत पोहोचवले (नमुना)",
    },
    summary: {
      en: "Officers now help visually impaired commuters across the station and to the right coach.",
      mr: "अधिकारी आता दृष्टिहीन प्रवाशांना स्थानकातून योग्य डब्यापर्यंत पोहोचण्यास मदत करतात.",
    },
    body: {
      en: "Officers at {s} escorted a visually impaired commuter from the entrance to the coach reserved for persons with disabilities. Such help can be asked for at the police post of any station.",
      mr: "{s} येथील अधिकाऱ्यांनी एका दृष्टिहीन प्रवाशाला प्रवेशद्वारापासून दिव्यांगांसाठी राखीव डब्यापर्यंत पोहोचवले. अशी मदत कोणत्याही स्थानकावरील पोलीस चौकीत मागता येते.",
    },
  },
  {
    title: {
      en: "Tree-planting drive by railway police near {s} (sample)",
      mr: "{s} परिसरात लोहमार्ग पोलिसांची वृक्षारोपण मोहीम (नमुना)",
    },
    summary: {
      en: "Officers and volunteers planted saplings along the station approach road.",
      mr: "अधिकारी आणि स्वयंसेवकांनी स्थानकाकडे जाणाऱ्या रस्त्यालगत रोपे लावली.",
    },
    body: {
      en: "Railway police planted saplings along the approach road of {s} with students and volunteers, who have promised to water them through the dry months.",
      mr: "लोहमार्ग पोलिसांनी विद्यार्थी व स्वयंसेवकांसोबत {s} स्थानकाकडे जाणाऱ्या रस्त्यालगत रोपे लावली. कोरड्या महिन्यांत या रोपांना पाणी घालण्याचे वचन स्वयंसेवकांनी दिले आहे.",
    },
  },
];

/** A closing paragraph with a link, varied between articles (one links to another site). */
const CLOSINGS: Bilingual[] = [
  {
    en: '<p>In an emergency on a train or at a station, call the railway police helpline <a href="tel:1512">1512</a>.</p>',
    mr: '<p>गाडीत किंवा स्थानकावर आपत्कालीन परिस्थितीत लोहमार्ग पोलीस हेल्पलाइन <a href="tel:1512">1512</a> वर संपर्क साधा.</p>',
  },
  {
    en: '<p>Read our <a href="/safety-tips">safety tips</a> for travelling by suburban train.</p>',
    mr: '<p>उपनगरीय रेल्वे प्रवासासाठी आमच्या <a href="/safety-tips">सुरक्षा टिप्स</a> वाचा.</p>',
  },
  {
    en: '<p>Lost something on a train? Report it under <a href="/lost-and-found">Lost and found</a>.</p>',
    mr: '<p>गाडीत काही हरवले आहे? <a href="/lost-and-found">हरवले व सापडले</a> विभागात कळवा.</p>',
  },
  {
    en: '<p>This is sample content. More on <a href="https://example.org/">an external sample page</a>.</p>',
    mr: '<p>हा नमुना मजकूर आहे. अधिक माहिती <a href="https://example.org/">बाह्य नमुना पानावर</a>.</p>',
  },
];

type Shape = "landscape" | "portrait" | "square";
const ALT: Record<Shape, Bilingual> = {
  landscape: {
    en: "Sample illustration: a suburban train at a station",
    mr: "नमुना चित्र: स्थानकावरील उपनगरीय लोकल गाडी",
  },
  portrait: {
    en: "Sample illustration: a train at a covered platform",
    mr: "नमुना चित्र: छत असलेल्या फलाटावरील गाडी",
  },
  square: {
    en: "Sample illustration: the railway police badge",
    mr: "नमुना चित्र: लोहमार्ग पोलिसांचे बोधचिन्ह",
  },
};

/** A drawn picture in one of three shapes, so the article masonry has varied heights. */
export function articlePictureSvg(seed: number, shape: Shape): string {
  if (shape === "landscape") return demoPictureSvg(seed, "Mumbai Railway Police");
  const [dark, accent, light] = demoPalette(seed);
  const label = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="124" height="32" rx="6" fill="#ffffff" opacity="0.85"/>
  <text x="${x + 62}" y="${y + 22}" font-family="sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="${dark}">SAMPLE</text>`;
  if (shape === "portrait") {
    const sun = 60 + ((seed * 53) % 360);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640" viewBox="0 0 480 640">
  <rect width="480" height="640" fill="${light}"/>
  <circle cx="${sun}" cy="40" r="30" fill="${accent}"/>
  <path d="M0 120 L480 60 L480 100 L0 160 Z" fill="${dark}"/>
  <rect x="60" y="140" width="16" height="360" fill="${dark}" opacity="0.6"/>
  <rect x="404" y="94" width="16" height="406" fill="${dark}" opacity="0.6"/>
  <rect x="140" y="220" width="200" height="280" rx="30" fill="${dark}"/>
  <rect x="165" y="250" width="150" height="90" rx="10" fill="${light}"/>
  <rect x="140" y="380" width="200" height="14" fill="${accent}"/>
  <circle cx="180" cy="440" r="14" fill="${accent}"/>
  <circle cx="300" cy="440" r="14" fill="${accent}"/>
  <rect y="500" width="480" height="140" fill="${dark}" opacity="0.2"/>
  <rect y="500" width="480" height="10" fill="${accent}"/>
  ${label(340, 592)}
</svg>`;
  }
  const ring = 180 + ((seed * 37) % 60);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="560" viewBox="0 0 560 560">
  <rect width="560" height="560" fill="${light}"/>
  <circle cx="280" cy="270" r="${ring}" fill="none" stroke="${accent}" stroke-width="10" opacity="0.6"/>
  <path d="M280 70 L430 125 V255 C430 370 360 440 280 480 C200 440 130 370 130 255 V125 Z" fill="${dark}"/>
  <polygon points="280,160 301,222 366,222 313,260 333,322 280,284 227,322 247,260 194,222 259,222" fill="${accent}"/>
  <rect x="190" y="360" width="180" height="18" rx="9" fill="${accent}"/>
  ${label(420, 512)}
</svg>`;
}

/** Pictures per article, cycling: most have one to four, some none (their cards show the summary). */
const IMAGE_COUNTS = [2, 1, 3, 0, 4, 1, 2, 3, 0, 1, 4, 2, 1];
const SHAPES: Shape[] = ["landscape", "portrait", "landscape", "square"];
/** Articles per kind (past 25, so the lists have three pages of nine). */
const ARTICLES_PER_KIND = 26;

async function picture(storage: FileStorage, seed: number, shape: Shape): Promise<ImageRef> {
  return storeDemoImage(storage, articlePictureSvg(seed, shape), FOLDER);
}

/** `{s}` as the station's name; directly followed by a Marathi postposition, its oblique form. */
function fill(template: string, station: Station, language: "en" | "mr"): string {
  const oblique = language === "mr" ? (station.mrOblique ?? station.mr) : station.en;
  return template.replace(/\{s\}(?=[\u0900-\u097F])/g, oblique).replaceAll("{s}", station[language]);
}

function description(topic: Topic, station: Station, index: number, language: "en" | "mr"): string {
  const points = topic.points?.[language];
  return [
    `<p>${fill(topic.body[language], station, language)}</p>`,
    points ? `<ul>${points.map((point) => `<li>${point}</li>`).join("")}</ul>` : "",
    CLOSINGS[index % CLOSINGS.length]![language],
  ].join("");
}

async function demoArticle(
  storage: FileStorage,
  kind: ArticleKind,
  topics: Topic[],
  index: number,
  now: number,
): Promise<NewArticle> {
  const topic = topics[index % topics.length]!;
  // Each topic comes round twice, at a different station each time.
  const round = Math.floor(index / topics.length);
  const station = STATIONS[(index * 5 + round * 7 + (kind === "news" ? 0 : 3)) % STATIONS.length]!;
  const title = { en: fill(topic.title.en, station, "en"), mr: fill(topic.title.mr, station, "mr") };
  // Newest first, about five days apart, at varied times between 09:00 and 20:00 in Mumbai.
  const day = now - index * 4.7 * DAY_MS - (kind === "news" ? 0 : 1.3 * DAY_MS);
  const istMidnight = Math.floor((day + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  let created = istMidnight + ((9 + ((index * 5) % 11)) * 60 + ((index * 17) % 60)) * 60_000;
  if (created > now) created -= DAY_MS;

  const count = IMAGE_COUNTS[(index + (kind === "news" ? 0 : 4)) % IMAGE_COUNTS.length]!;
  const images: NonNullable<NewArticle["images"]> = [];
  for (let n = 0; n < count; n++) {
    const shape = SHAPES[(index + n) % SHAPES.length]!;
    const seed = (index + n * 2 + (kind === "news" ? 0 : 1)) % DEMO_PALETTES.length;
    images.push({ image: await picture(storage, seed, shape), alt_en: ALT[shape].en, alt_mr: ALT[shape].mr });
  }

  // Every fifth article is a notice with an attached PDF: its card opens the PDF.
  const file =
    index % 5 === 2
      ? await storeDemoPdf(storage, FOLDER, [
          title.en,
          "",
          "SAMPLE DOCUMENT - Mumbai Railway Police demonstration content.",
          "",
          topic.summary.en,
          "",
          fill(topic.body.en, station, "en"),
          "",
          "This file is generated sample content. It does not describe a real event or a real person.",
        ])
      : null;

  return {
    kind,
    title_en: title.en,
    title_mr: title.mr,
    summary_en: topic.summary.en,
    summary_mr: topic.summary.mr,
    description_en: description(topic, station, index, "en"),
    description_mr: description(topic, station, index, "mr"),
    // The newest news item is written in Hindi too; the others show a Hindi reader the English text.
    ...(kind === "news" && index === 0 && topic === NEWS_TOPICS[0] && station === STATIONS[0] ? HINDI_NEWS : {}),
    file,
    created_at: new Date(created).toISOString(),
    images,
  };
}

export const DEMO_ARTICLES_PER_KIND = ARTICLES_PER_KIND;

export const seedArticlesDemo: DemoSeed = async (db, storage) => {
  const articles = createArticleRepository(db);
  const now = Date.now();
  for (const [kind, topics] of [
    ["news", NEWS_TOPICS],
    ["goodwork", GOOD_WORK_TOPICS],
  ] as const) {
    // Oldest first, so ids grow with dates as they would in real use.
    for (let index = ARTICLES_PER_KIND - 1; index >= 0; index--) {
      await articles.create(await demoArticle(storage, kind, topics, index, now));
    }
    await articles.create({
      kind,
      title_en:
        kind === "news" ? "Draft news (sample): not yet published" : "Draft good work (sample): not yet published",
      title_mr:
        kind === "news"
          ? "बातमीचा मसुदा (नमुना): अद्याप प्रसिद्ध केलेला नाही"
          : "उल्लेखनीय कामगिरीचा मसुदा (नमुना): अद्याप प्रसिद्ध केलेला नाही",
      summary_en: "A draft that staff have not published. The public never sees it.",
      summary_mr: "कर्मचाऱ्यांनी प्रसिद्ध न केलेला मसुदा. तो नागरिकांना कधीही दिसत नाही.",
      description_en: "<p>Sample draft.</p>",
      description_mr: "<p>नमुना मसुदा.</p>",
      published: false,
      created_at: new Date(now - 60 * 60 * 1000).toISOString(),
    });
  }
};
