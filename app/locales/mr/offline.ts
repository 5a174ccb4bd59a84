import type en from "../en/offline";
import type { LocaleShape } from "../types";

/** ऑफलाइन पान: एखादे पान उघडता आले नाही तर सर्व्हिस वर्कर दाखवतो ते पान. */
export default {
  title: "आपण ऑफलाइन आहात",
  intro: "आपल्या फोनवर इंटरनेट जोडणी नसल्यामुळे हे पान उघडता आले नाही. खालील क्रमांकांवर इंटरनेटशिवाय कॉल करता येतो.",
  stations_heading: "पोलीस ठाण्यांचे दूरध्वनी क्रमांक",
  saved_on: "हे क्रमांक {{date}} रोजी या फोनवर जतन केले गेले.",
  back_online: "इंटरनेट जोडणी परत आल्यावर पान पुन्हा लोड करा.",
} satisfies LocaleShape<typeof en>;
