import { withArticle } from '@backend/shared/i18n/hungarian-article';
import { site } from './site';
import type { ContentSection } from './types';

/**
 * Privacy notice (adatkezelési tájékoztató). Controller details come from site.ts and are example
 * data until the operator's real details are filled in; have the final text checked by the
 * operator's data protection officer.
 */
export const privacyContent = {
  title: 'Adatkezelési tájékoztató',
  lead: `Ez a tájékoztató bemutatja, hogyan kezeli az ${site.name} a klubtagok, a jelentkezők és a partnercégek kapcsolattartóinak személyes adatait, az Európai Parlament és a Tanács (EU) 2016/679 rendelete (GDPR) és az információs önrendelkezési jogról és az információszabadságról szóló 2011. évi CXII. törvény (Infotv.) alapján.`,
  effectiveDate: 'Hatályos: 2026. január 1-jétől',
  sections: [
    {
      heading: '1. Az adatkezelő',
      blocks: [
        {
          items: [
            `Név: ${site.operator}`,
            `Postacím: ${site.address}`,
            `E-mail: ${site.supportEmail}`,
            `Adatvédelmi kérdések: ${site.privacyEmail}`,
            `Telefon: ${site.phone}`,
          ],
        },
      ],
    },
    {
      heading: '2. Milyen adatokat kezelünk?',
      blocks: [
        'Tanári jelentkezéskor és a klubtagság ideje alatt:',
        {
          items: [
            'név (vezetéknév, keresztnév) és az általad megadott becenév;',
            'e-mail-cím és telefonszám;',
            'irányítószám és település;',
            'iskolád neve és OM azonosítója, valamint az általad tanított iskolatípusok;',
            'oktatási azonosítód (a pedagógusi jogállás ellenőrzéséhez);',
            'jelszavad – kizárólag visszafejthetetlen, sózott lenyomat formájában;',
            'a szolgáltatásokra való jelentkezéseid, várólista-helyeid és a hozzájuk adott válaszaid.',
          ],
        },
        'Céges regisztrációkor a cég adatai mellett a kapcsolattartó nevét, e-mail-címét és telefonszámát kezeljük.',
        'A rendszer biztonsága érdekében naplózzuk a bejelentkezéseket és az adminisztrátori műveleteket (időpont, érintett fiók, művelet).',
      ],
    },
    {
      heading: '3. Az adatkezelés céljai és jogalapjai',
      blocks: [
        {
          items: [
            'Jelentkezés elbírálása és klubtagság nyilvántartása – a GDPR 6. cikk (1) bekezdés b) pontja (a tagsági jogviszony létrehozása és teljesítése).',
            'Szolgáltatások nyújtása (kurzusok, képzések, meetupok, mentorlátogatások szervezése, kapcsolódó értesítések) – a GDPR 6. cikk (1) bekezdés b) pontja.',
            'Mentorlátogatáskor neved, iskolád és elérhetőséged átadása a fogadó partnercégnek – a GDPR 6. cikk (1) bekezdés a) pontja (hozzájárulás, amelyet a jelentkezéskor adsz meg).',
            'Bejelentkezés partneroldalakra: teljes neved, e-mail-címed, iskolád és településed átadása az általad jóváhagyott partneroldalnak – a GDPR 6. cikk (1) bekezdés a) pontja.',
            'Partnercégekkel való kapcsolattartás – a GDPR 6. cikk (1) bekezdés f) pontja (jogos érdek: a mentorprogram működtetése).',
            'Biztonsági naplózás és visszaélések megelőzése – a GDPR 6. cikk (1) bekezdés f) pontja (jogos érdek: a rendszer és az adatok védelme).',
          ],
        },
      ],
    },
    {
      heading: '4. Meddig őrizzük az adatokat?',
      blocks: [
        {
          items: [
            'Klubtagok adatait a tagság megszűnéséig, illetve törlési kérelmedig kezeljük.',
            'Elutasított vagy be nem fejezett jelentkezések adatait a döntéstől számított 90 nap elteltével töröljük.',
            'A céges kapcsolattartók adatait a partnerség megszűnését követő 1 évig őrizzük.',
            'A biztonsági naplókat 1 évig őrizzük.',
            'A hozzájárulás alapján átadott adatok kezelése a hozzájárulás visszavonásáig tart; a visszavonás nem érinti a korábbi adatkezelés jogszerűségét.',
          ],
        },
      ],
    },
    {
      heading: '5. Kik férnek hozzá az adatokhoz?',
      blocks: [
        'Adataidat a programiroda erre feljogosított munkatársai kezelik. Adatfeldolgozóként a tárhelyszolgáltató és az e-mail-küldést végző szolgáltató fér hozzá az adatokhoz, kizárólag az általunk adott utasítások szerint. Partnercégnek és partneroldalnak csak a hozzájárulásod alapján, a fent felsorolt körben adunk át adatot. Adatot az Európai Gazdasági Térségen kívülre nem továbbítunk.',
      ],
    },
    {
      heading: '6. Sütik és a böngészőben tárolt adatok',
      blocks: [
        'Az oldal nem használ követő vagy reklámcélú sütiket, és nem alkalmaz külső látogatottságmérőt.',
        'Egyetlen sütit használunk, biztonsági célból: sikeres bejelentkezéskor a böngésződ kap egy aláírt „ismert eszköz” sütit, amely csak egy véletlen azonosítót tartalmaz, és 180 napig érvényes. Ha valaki más rossz jelszavakkal próbálkozik a fiókodnál, és ezért a bejelentkezést ideiglenesen korlátozzuk, ez a süti és a korábbi bejelentkezésed internetcíme (amelyet csak titkosított lenyomatként, 180 napig őrzünk) teszi lehetővé, hogy te a saját eszközödről továbbra is be tudj jelentkezni. A sütit oldalak nem olvashatják, és a böngésző beállításaiban bármikor törölheted.',
        'Bejelentkezéskor egy aláírt bejelentkezési azonosítót (tokent) tárolunk a böngésződben: alapesetben a munkamenet-tárolóban (sessionStorage), amely a böngészőlap bezárásakor törlődik; ha bejelölöd a „Bejelentkezve maradok” lehetőséget, akkor a helyi tárolóban (localStorage), legfeljebb 30 napig. Kijelentkezéskor mindkét helyről töröljük.',
        'Az oldal telepíthető alkalmazásként is működik: a böngésző ehhez az oldal saját fájljait (programkódját, képeit) a gyorsítótárában tárolja, hogy internetkapcsolat nélkül is megnyíljon. Ezek nem tartalmaznak rólad személyes adatot, és a böngésző beállításaiban bármikor törölhetők.',
        'Hogy internetkapcsolat nélkül is elérd őket, bejelentkezett klubtagként a böngésződ a fiókodhoz kötve megőrzi a szolgáltatások listáját (a jelentkezéseid állapotával és a kapott kuponkódokkal) és a tananyagok listáját, ahogy legutóbb betöltötted őket, valamint azokat a tananyagfájlokat, amelyeket offline olvasásra elmentettél. Ezek csak ezen az eszközön vannak meg, és töröljük őket:',
        {
          items: [
            'kijelentkezéskor, és ha a bejelentkezésed lejár vagy más okból megszűnik;',
            'amikor ebben a böngészőben más jelentkezik be: az előző klubtag itt tárolt adatai ekkor mind törlődnek;',
            '„Bejelentkezve maradok” nélkül a böngészőlap bezárása után;',
            'a „Bejelentkezve maradok” lehetőséggel legkésőbb a bejelentkezés lejártakor, 30 nap elteltével.',
          ],
        },
        'Ha közben az oldal nincs megnyitva, a következő megnyitásakor töröljük őket. A mentett tananyagfájlokat a Tananyagok oldalon magad is bármikor törölheted („Offline fájlok törlése”).',
        'A jelentkezési űrlapokat a gépi visszaélések ellen saját üzemeltetésű, láthatatlan ellenőrzés védi, amely nem küld adatot harmadik félnek.',
      ],
    },
    {
      heading: '7. Jogaid',
      blocks: [
        'Az adatkezelővel szemben az alábbi jogokkal élhetsz:',
        {
          items: [
            'hozzáférés: tájékoztatást kérhetsz arról, milyen adataidat kezeljük;',
            'helyesbítés: kérheted pontatlan adataid javítását (a legtöbb adatot a profilodban magad is módosíthatod);',
            'törlés: kérheted adataid törlését, ha kezelésükre már nincs szükség vagy visszavontad a hozzájárulásodat;',
            'korlátozás: kérheted az adatkezelés korlátozását;',
            'adathordozhatóság: kérheted, hogy adataidat géppel olvasható formában átadjuk;',
            'tiltakozás: tiltakozhatsz a jogos érdeken alapuló adatkezelés ellen;',
            'hozzájárulásod bármikor, indoklás nélkül visszavonhatod.',
          ],
        },
        `Kérelmedet ${withArticle(site.privacyEmail)} címre küldheted; legkésőbb egy hónapon belül válaszolunk.`,
      ],
    },
    {
      heading: '8. Jogorvoslat',
      blocks: [
        'Ha úgy érzed, hogy megsértettük a személyes adataid védelméhez fűződő jogodat, panaszt tehetsz a Nemzeti Adatvédelmi és Információszabadság Hatóságnál (NAIH; székhely: 1055 Budapest, Falk Miksa utca 9–11.; postacím: 1363 Budapest, Pf. 9.; email: ugyfelszolgalat@naih.hu; honlap: naih.hu), vagy bírósághoz fordulhatsz – a per a lakóhelyed szerinti törvényszék előtt is megindítható. Kérjük, mielőtt hatósághoz fordulsz, keress minket, hogy a problémát közösen orvosolhassuk.',
      ],
    },
  ] satisfies ContentSection[],
};
