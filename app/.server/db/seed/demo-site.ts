/**
 * Sample site settings and notices: obviously fake numbers, the social platforms' home
 * pages and sample notices, until the force enters its own in /admin/content. The official
 * external links and the meeting hours the specification gives are not here: migration 018
 * writes them on every database, demo or not.
 */
import type { NewNoticeRow } from "../tables/site";

export const DEMO_SITE_SETTINGS: Array<{ key: string; value: string }> = [
  { key: "whatsapp_numbers", value: "000-0000-0001\n000-0000-0002" },
  { key: "control_room_numbers", value: "000-0000-0003\n000-0000-0004" },
  { key: "social_facebook", value: "https://www.facebook.com/" },
  { key: "social_x", value: "https://x.com/" },
  { key: "social_youtube", value: "https://www.youtube.com/" },
  { key: "social_instagram", value: "https://www.instagram.com/" },
  { key: "facebook_page", value: "https://www.facebook.com/facebook" },
];

export const DEMO_NOTICES: NewNoticeRow[] = [
  {
    title_en: "Sample notice: platform security drill at Dadar",
    title_mr: "नमुना सूचना: दादर स्थानकावर फलाट सुरक्षा सराव",
    title_hi: "नमूना सूचना: दादर स्टेशन पर प्लेटफॉर्म सुरक्षा अभ्यास",
    posted_at: "2026-11-18T04:30:00.000Z",
  },
  {
    title_en: "Sample notice: lost property auction schedule",
    title_mr: "नमुना सूचना: बेवारस मालमत्तेच्या लिलावाचे वेळापत्रक",
    posted_at: "2026-11-10T05:30:00.000Z",
  },
  {
    title_en: "Sample notice: commuter awareness week",
    title_mr: "नमुना सूचना: प्रवासी जनजागृती सप्ताह",
    posted_at: "2026-11-02T06:30:00.000Z",
  },
  {
    title_en: "Sample notice: holiday timings of the Commissioner's office",
    title_mr: "नमुना सूचना: आयुक्त कार्यालयाच्या सुट्टीच्या दिवसांतील वेळा",
    posted_at: "2026-10-28T07:30:00.000Z",
  },
];
