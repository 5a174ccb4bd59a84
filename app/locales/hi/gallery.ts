import type en from "../en/gallery";
import type { LocaleShape } from "../types";

export default {
  title: "फोटो गैलरी",
  intro: "मुंबई रेलवे पुलिस के कामकाज के फोटो और वीडियो। फोटो देखने के लिए कोई एल्बम चुनें।",
  description: "मुंबई रेलवे पुलिस के फोटो एल्बम और वीडियो।",
  empty: "अभी तक कोई एल्बम अपलोड नहीं किया गया है",
  photos_one: "{{number}} फोटो",
  photos_other: "{{number}} फोटो",
  videos_one: "{{number}} वीडियो",
  videos_other: "{{number}} वीडियो",
  counts: "{{photos}}, {{videos}}",
  album: {
    description: "मुंबई रेलवे पुलिस का फोटो एल्बम: {{title}}",
    intro: "किसी चित्र को बड़े आकार में देखने के लिए उसे चुनें।",
    empty: "इस एल्बम में अभी कोई फोटो या वीडियो नहीं है।",
    untitled_photo: "फोटो {{number}}",
    untitled_video: "वीडियो {{number}}",
    video_badge: "वीडियो",
    plays_on: "{{provider}} पर वीडियो",
    video_file: "वीडियो फाइल ({{format}})",
  },
  providers: {
    youtube: "यूट्यूब",
    vimeo: "वीमियो",
  },
  lightbox: {
    close: "बंद करें",
    previous: "पिछला चित्र",
    next: "अगला चित्र",
    position: "{{current}} / {{total}}",
    instructions:
      "चित्रों के बीच जाने के लिए बाएँ और दाएँ तीर वाली कुंजियों का उपयोग करें या स्क्रीन पर उँगली सरकाएँ। बंद करने के लिए Escape कुंजी दबाएँ।",
    full_size: "पूरे आकार का चित्र खोलें",
    play_video: "वीडियो चलाएँ",
    play_video_named: "वीडियो चलाएँ: {{caption}}",
    privacy_youtube:
      "वीडियो यूट्यूब से (youtube-nocookie.com, इसका गोपनीयता-संवर्धित मोड) तभी लोड होता है जब आप चलाएँ दबाते हैं। उससे पहले यूट्यूब से कुछ भी लोड नहीं होता।",
    privacy_vimeo:
      "वीडियो वीमियो से (player.vimeo.com, बिना ट्रैकिंग के) तभी लोड होता है जब आप चलाएँ दबाते हैं। उससे पहले वीमियो से कुछ भी लोड नहीं होता।",
    watch_on: "{{provider}} पर देखें",
    video_frame_title: "वीडियो: {{caption}}",
    captions: "कैप्शन",
    download_video: "वीडियो डाउनलोड करें ({{format}})",
    cannot_play: "वेब ब्राउजर इस प्रकार का वीडियो नहीं चला सकते। देखने के लिए इसे डाउनलोड करें।",
  },
} satisfies LocaleShape<typeof en>;
