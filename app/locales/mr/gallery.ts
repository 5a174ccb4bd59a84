import type en from "../en/gallery";
import type { LocaleShape } from "../types";

export default {
  title: "छायाचित्र दालन",
  intro: "मुंबई लोहमार्ग पोलिसांच्या कामाची छायाचित्रे आणि चित्रफिती. छायाचित्रे पाहण्यासाठी एखादा अल्बम निवडा.",
  description: "मुंबई लोहमार्ग पोलिसांचे छायाचित्र अल्बम आणि चित्रफिती.",
  empty: "अद्याप कोणताही अल्बम अपलोड केलेला नाही",
  photos_one: "{{number}} छायाचित्र",
  photos_other: "{{number}} छायाचित्रे",
  videos_one: "{{number}} चित्रफीत",
  videos_other: "{{number}} चित्रफिती",
  counts: "{{photos}}, {{videos}}",
  album: {
    description: "मुंबई लोहमार्ग पोलिसांचा छायाचित्र अल्बम: {{title}}",
    intro: "छायाचित्र मोठ्या आकारात पाहण्यासाठी ते निवडा.",
    empty: "या अल्बममध्ये अद्याप छायाचित्रे किंवा चित्रफिती नाहीत.",
    untitled_photo: "छायाचित्र {{number}}",
    untitled_video: "चित्रफीत {{number}}",
    video_badge: "चित्रफीत",
    plays_on: "{{provider}}वरील चित्रफीत",
    video_file: "चित्रफीत फाइल ({{format}})",
  },
  providers: {
    youtube: "यूट्यूब",
    vimeo: "व्हिमिओ",
  },
  lightbox: {
    close: "बंद करा",
    previous: "मागील छायाचित्र",
    next: "पुढील छायाचित्र",
    position: "{{total}} पैकी {{current}}",
    instructions: "छायाचित्रे बदलण्यासाठी डावी व उजवी बाण-कळ वापरा किंवा स्क्रीनवर बोट सरकवा. बंद करण्यासाठी Escape कळ दाबा.",
    full_size: "पूर्ण आकारातील छायाचित्र उघडा",
    play_video: "चित्रफीत सुरू करा",
    play_video_named: "चित्रफीत सुरू करा: {{caption}}",
    privacy_youtube:
      "‘चित्रफीत सुरू करा’ दाबल्यावरच ती यूट्यूबवरून (youtube-nocookie.com, गोपनीयता-वर्धित पद्धत) लोड होते. त्याआधी यूट्यूबवरून काहीही लोड केले जात नाही.",
    privacy_vimeo:
      "‘चित्रफीत सुरू करा’ दाबल्यावरच ती व्हिमिओवरून (player.vimeo.com, मागोवा न घेता) लोड होते. त्याआधी व्हिमिओवरून काहीही लोड केले जात नाही.",
    watch_on: "{{provider}}वर पाहा",
    video_frame_title: "चित्रफीत: {{caption}}",
    captions: "उपशीर्षके",
    download_video: "चित्रफीत डाउनलोड करा ({{format}})",
    cannot_play: "वेब ब्राउझर या प्रकारची चित्रफीत चालवू शकत नाहीत. पाहण्यासाठी ती डाउनलोड करा.",
  },
} satisfies LocaleShape<typeof en>;
