/**
 * Demo albums: four bilingual albums of drawn sample pictures (generated here, never fetched) and
 * one video item. The video is a YouTube address with an obviously sample id; its player is only
 * ever created when a visitor presses play, so the demo makes no request to YouTube by itself.
 */
import type { ImageRef } from "~/lib/image-sources";
import type { DemoSeed } from "../../db/seed/demo-seed";
import type { NewAlbumItem } from "../../db/tables/gallery";
import { storeDemoImage } from "../../db/seed/demo-media";
import { demoGalleryScene, type SceneKind } from "./demo-scenes";

const FOLDER = "gallery";

/** The demo's video: a YouTube watch address whose 11-character id says it is a sample. */
export const DEMO_VIDEO_URL = "https://www.youtube.com/watch?v=SAMPLE00000";

type DemoPhoto = {
  scene: SceneKind;
  /** Short English label drawn into the picture. */
  label: string;
  en: string;
  mr: string;
  description?: { en: string; mr: string };
};
type DemoVideo = { video: string; en: string; mr: string; description: { en: string; mr: string } };
type DemoAlbum = {
  en: string;
  mr: string;
  createdAt: string;
  /** Whether the album names its cover (else its first photo stands in). */
  cover: boolean;
  items: Array<DemoPhoto | DemoVideo>;
};

export const DEMO_ALBUMS: DemoAlbum[] = [
  {
    en: "Station patrols (sample)",
    mr: "स्थानकांवरील गस्त (नमुना)",
    createdAt: "2026-09-12T06:30:00.000Z",
    cover: true,
    items: [
      {
        scene: "platform",
        label: "Evening patrol, platform 1",
        en: "Sample photo: evening patrol on platform 1",
        mr: "नमुना छायाचित्र: फलाट क्रमांक १ वरील सायंकाळची गस्त",
        description: {
          en: "Sample description: officers walk the length of the platform during the evening rush.",
          mr: "नमुना वर्णन: सायंकाळच्या गर्दीच्या वेळी अधिकारी संपूर्ण फलाटावर गस्त घालतात.",
        },
      },
      {
        scene: "platform",
        label: "Checking the ladies' coach",
        en: "Sample photo: checking the ladies' coach before departure",
        mr: "नमुना छायाचित्र: गाडी सुटण्यापूर्वी महिलांच्या डब्याची तपासणी",
      },
      {
        scene: "crowd",
        label: "Crowd control at peak hour",
        en: "Sample photo: crowd control at peak hour",
        mr: "नमुना छायाचित्र: गर्दीच्या वेळी गर्दी नियंत्रण",
      },
      {
        video: DEMO_VIDEO_URL,
        en: "Sample video: a platform safety message",
        mr: "नमुना चित्रफीत: फलाटावरील सुरक्षिततेचा संदेश",
        description: {
          en: "Sample description: a short safety message for commuters. The video is hosted on YouTube.",
          mr: "नमुना वर्णन: प्रवाशांसाठी सुरक्षिततेचा छोटा संदेश. ही चित्रफीत यूट्यूबवर आहे.",
        },
      },
      {
        scene: "tower",
        label: "Night watch by the clock tower",
        en: "Sample photo: night watch by the station clock tower",
        mr: "नमुना छायाचित्र: स्थानकाच्या घड्याळ मनोऱ्याजवळ रात्रीचा पहारा",
      },
      {
        scene: "platform",
        label: "Foot-over-bridge check",
        en: "Sample photo: a check on the foot-over-bridge",
        mr: "नमुना छायाचित्र: पादचारी पुलावरील तपासणी",
      },
      {
        scene: "help-desk",
        label: "Patrol briefing",
        en: "Sample photo: patrol briefing at the police station",
        mr: "नमुना छायाचित्र: पोलीस ठाण्यात गस्तीपूर्वीची माहिती",
      },
      {
        scene: "platform",
        label: "Last train of the night",
        en: "Sample photo: officers see off the last train of the night",
        mr: "नमुना छायाचित्र: रात्रीची शेवटची गाडी सुटताना अधिकारी",
      },
    ],
  },
  {
    en: "Commuter safety awareness drive (sample)",
    mr: "प्रवासी सुरक्षा जनजागृती मोहीम (नमुना)",
    createdAt: "2026-08-20T05:00:00.000Z",
    cover: true,
    items: [
      {
        scene: "crowd",
        label: "Do not board a moving train",
        en: "Sample photo: 'do not board a moving train' talk at Dadar",
        mr: "नमुना छायाचित्र: दादर येथे 'चालत्या गाडीत चढू नका' मार्गदर्शन",
        description: {
          en: "Sample description: officers explain the dangers of boarding and leaving moving trains.",
          mr: "नमुना वर्णन: चालत्या गाडीत चढण्या-उतरण्याचे धोके अधिकारी समजावून सांगतात.",
        },
      },
      {
        scene: "crowd",
        label: "Helpline 1512 leaflets",
        en: "Sample photo: handing out helpline 1512 leaflets",
        mr: "नमुना छायाचित्र: हेल्पलाइन 1512 ची पत्रके वाटताना",
      },
      {
        scene: "help-desk",
        label: "School visit",
        en: "Sample photo: a school visit about track safety",
        mr: "नमुना छायाचित्र: रुळांवरील सुरक्षिततेबाबत शाळेला भेट",
      },
      {
        scene: "crowd",
        label: "Street play",
        en: "Sample photo: a street play on the station concourse",
        mr: "नमुना छायाचित्र: स्थानकाच्या आवारातील पथनाट्य",
      },
      {
        scene: "platform",
        label: "Announcement drill",
        en: "Sample photo: a public announcement drill",
        mr: "नमुना छायाचित्र: सार्वजनिक उद्घोषणेचा सराव",
      },
      {
        scene: "crowd",
        label: "Stone-throwing appeal",
        en: "Sample photo: appeal against stone-throwing at trains",
        mr: "नमुना छायाचित्र: गाड्यांवर दगडफेक न करण्याचे आवाहन",
      },
    ],
  },
  {
    en: "Women's help desks at stations (sample)",
    mr: "स्थानकांवरील महिला मदत कक्ष (नमुना)",
    createdAt: "2026-07-05T04:30:00.000Z",
    cover: false,
    items: [
      {
        scene: "help-desk",
        label: "Help desk at CSMT",
        en: "Sample photo: the help desk at CSMT",
        mr: "नमुना छायाचित्र: सीएसएमटी येथील मदत कक्ष",
        description: {
          en: "Sample description: a help desk staffed around the clock, with the helpline number on display.",
          mr: "नमुना वर्णन: चोवीस तास कार्यरत मदत कक्ष, जेथे हेल्पलाइन क्रमांक लावलेला आहे.",
        },
      },
      {
        scene: "help-desk",
        label: "Help desk at Thane",
        en: "Sample photo: the help desk at Thane",
        mr: "नमुना छायाचित्र: ठाणे येथील मदत कक्ष",
      },
      {
        scene: "tower",
        label: "Information board",
        en: "Sample photo: an information board for women commuters",
        mr: "नमुना छायाचित्र: महिला प्रवाशांसाठी माहिती फलक",
      },
      {
        scene: "platform",
        label: "Ladies' coach escort",
        en: "Sample photo: an escort in the ladies' coach",
        mr: "नमुना छायाचित्र: महिलांच्या डब्यातील सुरक्षा सोबत",
      },
      {
        scene: "help-desk",
        label: "Help desk at Andheri",
        en: "Sample photo: the help desk at Andheri",
        mr: "नमुना छायाचित्र: अंधेरी येथील मदत कक्ष",
      },
    ],
  },
  {
    en: "Annual parade (sample)",
    mr: "वार्षिक संचलन (नमुना)",
    createdAt: "2026-06-01T03:30:00.000Z",
    cover: true,
    items: [
      {
        scene: "parade",
        label: "Parade ground",
        en: "Sample photo: the parade ground at dawn",
        mr: "नमुना छायाचित्र: पहाटेचे संचलन मैदान",
      },
      {
        scene: "parade",
        label: "March past",
        en: "Sample photo: the march past",
        mr: "नमुना छायाचित्र: संचलनाची मानवंदना",
        description: {
          en: "Sample description: platoons march past the saluting dais.",
          mr: "नमुना वर्णन: पथके मानवंदना मंचासमोरून संचलन करतात.",
        },
      },
      {
        scene: "parade",
        label: "Flag hoisting",
        en: "Sample photo: flag hoisting",
        mr: "नमुना छायाचित्र: ध्वजारोहण",
      },
      {
        scene: "tower",
        label: "Band platoon",
        en: "Sample photo: the band platoon",
        mr: "नमुना छायाचित्र: बँड पथक",
      },
      {
        scene: "parade",
        label: "Awards",
        en: "Sample photo: awards for good work",
        mr: "नमुना छायाचित्र: उत्कृष्ट कामगिरीबद्दल पुरस्कार",
      },
      {
        scene: "crowd",
        label: "Families watching",
        en: "Sample photo: families watch the parade",
        mr: "नमुना छायाचित्र: संचलन पाहणारी कुटुंबे",
      },
      {
        scene: "parade",
        label: "Closing salute",
        en: "Sample photo: the closing salute",
        mr: "नमुना छायाचित्र: समारोपाची मानवंदना",
      },
    ],
  },
];

export const seedGalleryDemo: DemoSeed = async (db, storage) => {
  let seed = 0;
  for (const album of DEMO_ALBUMS) {
    const items: Array<Omit<NewAlbumItem, "album_id">> = [];
    let firstImage: ImageRef | null = null;
    for (const [index, item] of album.items.entries()) {
      const text = {
        caption_en: item.en,
        caption_mr: item.mr,
        description_en: item.description?.en ?? null,
        description_mr: item.description?.mr ?? null,
        sort_order: (index + 1) * 10,
        created_at: album.createdAt,
        updated_at: album.createdAt,
      };
      if ("video" in item) {
        items.push({ ...text, kind: "video", video_url: item.video });
        continue;
      }
      const image = await storeDemoImage(storage, demoGalleryScene(item.scene, seed++, item.label), FOLDER);
      firstImage ??= image;
      items.push({
        ...text,
        kind: "image",
        image_key: image.key,
        image_width: image.width,
        image_height: image.height,
      });
    }
    const cover = album.cover ? firstImage : null;
    const { id } = await db
      .insertInto("albums")
      .values({
        title_en: album.en,
        title_mr: album.mr,
        cover_key: cover?.key ?? null,
        cover_width: cover?.width ?? null,
        cover_height: cover?.height ?? null,
        published: 1,
        created_at: album.createdAt,
        updated_at: album.createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("album_items")
      .values(items.map((item) => ({ ...item, album_id: id })))
      .execute();
  }
};
